import { formatIsoDate } from '@venus/shared';
import type { TestApp } from '../../test/test-app.ts';

/**
 * The shape of a "parallel world" of issue 8 item 2 (ASVS 8.2.2): who acts in it, the kinds of
 * record ids it collects and the labels of its tagged texts. two-worlds.world.ts builds one.
 */

/** Who acts in a world: the lawyer owns most records, the partner approves them. */
export interface Person {
  userName: string;
  token: string;
  userId: number;
}

/** The kinds of record ids a world collects, keyed as the API names them in fields. */
const CASE_AND_TIME_KINDS = ['project', 'worklog', 'submission', 'timer'] as const;
const REQUEST_KINDS = ['leave', 'overtime', 'request', 'expense', 'loan', 'instance', 'task'] as const;
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
const REQUESTS = [
  'leavewhy',
  'overtimewhy',
  'requesttitle',
  'requestwhy',
  'expensetitle',
  'expensewhy',
  'dailytitle',
  'dailywhy',
  'loanwhy',
] as const;
const FURNITURE = ['shortcut', 'share', 'history', 'visit'] as const;
/** The lawyer's staff record as HR keeps it, and the correction she asks (decision 0059). */
const PEOPLE = ['recordlicence', 'correctionwhy'] as const;
const LAWYER_LABELS = [
  ...OPEN_CASE,
  ...WALLED_CASE,
  ...TIME,
  ...FILES,
  ...REQUESTS,
  ...FURNITURE,
  ...PEOPLE,
] as const;

/**
 * The firm's other roles as seeded (roles.seed.ts), one person of each in each world: they keep
 * records of their own, and sweep the other world as outsiders like the lawyer and the partner.
 */
export const STAFF_ROLES = ['secretary', 'finance', 'hr', 'administration'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Member = 'lawyer' | 'partner' | StaffRole;
export const MEMBERS: readonly Member[] = ['lawyer', 'partner', ...STAFF_ROLES];

/**
 * What every staff member keeps: a PDF (its name and its text), a custom request (title and
 * reason) and a shortcut; the secretary, on the case team, also time on the open case and a leave
 * request. Labels are prefixed by the role, which tells whose they are.
 */
const STAFF_THINGS = ['file', 'bytes', 'request', 'why', 'shortcut'] as const;
type StaffLabel = `${StaffRole}${(typeof STAFF_THINGS)[number]}` | 'secretarytime' | 'secretaryleave';
const STAFF_LABELS: readonly StaffLabel[] = [
  ...STAFF_ROLES.flatMap((role) => STAFF_THINGS.map((thing): StaffLabel => `${role}${thing}`)),
  'secretarytime',
  'secretaryleave',
];

export const LABELS: readonly (StaffLabel | (typeof LAWYER_LABELS)[number])[] = [
  ...LAWYER_LABELS,
  ...STAFF_LABELS,
];
export type Label = (typeof LABELS)[number] | 'opennumber' | 'wallnumber';

/** Who of a world owns the record a label marks, and so must meet it in their own sweep. */
export const ownerOf = (label: Label): Member =>
  (STAFF_LABELS as readonly string[]).includes(label)
    ? STAFF_ROLES.find((role) => label.startsWith(role))!
    : 'lawyer';

export interface World {
  name: 'A' | 'B';
  /** Lower-case letters and digits; every text of the world contains it. */
  tag: string;
  lawyer: Person;
  partner: Person;
  staff: Record<StaffRole, Person>;
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
  /** Approval request ids by business type (`leave`, `overtime`, `case-application` …). */
  instancesOf: Record<string, number[]>;
  /**
   * What hangs on the open case: the case, its application, its file (and the file's path), its
   * time and the submissions of it. Finance reads all of it by design (decision 0025).
   */
  openCase: { ids: Partial<Record<RecordKind, number[]>>; filePaths: string[] };
}

/**
 * What both worlds share: the firm, its administrator and two request forms: one approved by the
 * applicant's department head, one by the administrators for staff whose unit has no head.
 */
export interface Firm {
  t: TestApp;
  admin: string;
  officeIds: Record<'beijing' | 'shanghai', number>;
  formId: number;
  formKey: string;
  staffFormId: number;
  staffFormKey: string;
}

export interface WorldPlan {
  name: 'A' | 'B';
  lawyer: string;
  partner: string;
  office: 'beijing' | 'shanghai';
  /** Practice area (dictionary hk_practice_area) of the partner's group, so he approves. */
  practiceArea: string;
  /** The user name of the world's person of each staff role (as seeded). */
  staff: Record<StaffRole, string>;
  /** A seeded client's Chinese name. */
  client: string;
  /** A working day for the leave, a different one per world. */
  leaveDay: string;
}

export const today = () => formatIsoDate(new Date());

export const allIds = (w: World) => [...new Set(RECORD_KINDS.flatMap((kind) => w.ids[kind]))];

export const memberOf = (w: World, member: Member): Person =>
  member === 'lawyer' || member === 'partner' ? w[member] : w.staff[member];

/** Everyone of a world. */
export const membersOf = (w: World): Person[] => MEMBERS.map((member) => memberOf(w, member));
