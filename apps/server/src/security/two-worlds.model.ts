import { formatIsoDate } from '@venus/shared';
import type { TestApp } from '../../test/test-app.ts';

/**
 * The shape of a "parallel world" of issue 8 item 2 (ASVS 8.2.2): who acts in it, the kinds of
 * record ids it collects and the labels of its tagged texts. two-worlds.world.ts builds one.
 */

/** Who acts in a world: the lawyer owns the records, the partner approves them. */
export interface Person {
  userName: string;
  token: string;
  userId: number;
}

/** The kinds of record ids a world collects, keyed as the API names them in fields. */
const CASE_AND_TIME_KINDS = ['project', 'worklog', 'submission', 'timer'] as const;
const REQUEST_KINDS = ['leave', 'overtime', 'request', 'instance', 'task'] as const;
const PERSONAL_KINDS = ['file', 'shortcut', 'share', 'history'] as const;
export const RECORD_KINDS = [...CASE_AND_TIME_KINDS, ...REQUEST_KINDS, ...PERSONAL_KINDS] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * The labels of a world's texts, by what carries them. None is a prefix of another, so finding
 * one never finds another by accident. `opencn`/`openen` name the open case, which pickers show.
 */
const OPEN_CASE = [
  'opencn',
  'openen',
  'openparty',
  'opendesc',
  'openremark',
  'opennote',
  'dealtarget',
] as const;
const WALLED_CASE = ['wallcn', 'wallen', 'wallparty', 'walldesc'] as const;
const TIME = ['timeconfirmed', 'timesubmitted', 'timedraft', 'timewalled', 'timer'] as const;
const FILES = [
  'filemine',
  'filecase',
  'filewall',
  'imagemine',
  'bytesmine',
  'bytescase',
  'byteswall',
] as const;
const REQUESTS = ['leavewhy', 'overtimewhy', 'requesttitle', 'requestwhy'] as const;
const FURNITURE = ['shortcut', 'share', 'history', 'visit'] as const;
export const LABELS = [...OPEN_CASE, ...WALLED_CASE, ...TIME, ...FILES, ...REQUESTS, ...FURNITURE] as const;
export type Label = (typeof LABELS)[number] | 'opennumber' | 'wallnumber';

export interface World {
  name: 'A' | 'B';
  /** Lower-case letters and digits; every text of the world contains it. */
  tag: string;
  lawyer: Person;
  partner: Person;
  /** Each text by its label; the case numbers too, which carry no tag. */
  markers: Record<Label, string>;
  ids: Record<RecordKind, number[]>;
  openCaseId: number;
  walledCaseId: number;
  clientId: number;
  /** Stored paths and names of the world's files (personal, open case, walled case). */
  filePaths: string[];
  fileNames: string[];
  /** The day of the lawyer's approved leave: the firm's "who is away" board shows it. */
  leaveDay: string;
  /** Approval records as `byRecord` is asked for them: business type and record id. */
  approvalRecords: [businessType: string, recordId: string][];
}

/** What both worlds share: the firm, its administrator and HR, and one request form. */
export interface Firm {
  t: TestApp;
  admin: string;
  hr: string;
  officeIds: Record<'beijing' | 'shanghai', number>;
  formId: number;
  formKey: string;
}

export interface WorldPlan {
  name: 'A' | 'B';
  lawyer: string;
  partner: string;
  office: 'beijing' | 'shanghai';
  /** Practice area (dictionary hk_practice_area) of the partner's group, so he approves. */
  practiceArea: string;
  /** A seeded client's Chinese name. */
  client: string;
  /** A working day for the leave, a different one per world. */
  leaveDay: string;
}

export const today = () => formatIsoDate(new Date());

export const allIds = (w: World) => [...new Set(RECORD_KINDS.flatMap((kind) => w.ids[kind]))];
