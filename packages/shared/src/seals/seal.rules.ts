import { APPROVAL_RECORD_ACTION_FROM } from '../approvals/approval-record.rules.ts';

/**
 * Seals (用印, spec /v2/seal/*, issue 23 must-hold 1, decision 0057): the firm's seals, requests
 * to use one on documents (`use`), on bid documents (`bid`, 投标文件用印) and to take one out of
 * the office (`lend`, 外借), each through the approvals engine, then the custodian's stamping
 * (with the stamped scan) or hand-out and return.
 */
export const SEAL_PERMISSIONS = {
  /** File a seal request (spec §6 quick-start string). */
  add: 'hk:seal:add',
  /** One's own requests; the request pages; the custodian's stamping and hand-out (row-checked). */
  list: 'hk:seal:list',
  /** Every request inside one's walls, and the lent-out seals (administration). */
  listAll: 'hk:seal:listAll',
  /** The seal register: add and change seals (administration). */
  register: 'hk:sealRegister:list',
  /** The seals out of the office, overdue ones flagged (administration). */
  lent: 'hk:sealLent:list',
} as const;

/** A fixed list: the approval rules and the register's icons read the type (decision 0057). */
export const SEAL_TYPES = ['official', 'contract', 'finance', 'legalRep', 'business', 'invoice'] as const;
export type SealType = (typeof SEAL_TYPES)[number];

export const SEAL_STATUSES = ['inOffice', 'lentOut', 'retired'] as const;
export type SealStatus = (typeof SEAL_STATUSES)[number];

export const SEAL_REQUEST_KINDS = ['use', 'bid', 'lend'] as const;
export type SealRequestKind = (typeof SEAL_REQUEST_KINDS)[number];

/**
 * draft → approving → approved → stamped (use, bid) or → lentOut → returned (lend); a send-back
 * returns it to the applicant (sentBack), a rejection ends it, the applicant withdraws a draft or
 * a sent-back request for good (withdrawn); pulling a request back from approval makes it a draft.
 */
export const SEAL_REQUEST_STATUSES = [
  'draft',
  'approving',
  'sentBack',
  'approved',
  'stamped',
  'lentOut',
  'returned',
  'rejected',
  'withdrawn',
] as const;
export type SealRequestStatus = (typeof SEAL_REQUEST_STATUSES)[number];

export const SEAL_REQUEST_ACTIONS = [
  'edit',
  'submit',
  'cancel',
  'withdraw',
  'audit',
  'back',
  'reject',
  'stamp',
  'handOut',
  'receive',
] as const;
export type SealRequestAction = (typeof SEAL_REQUEST_ACTIONS)[number];

const SEAL_ACTION_FROM: Record<SealRequestAction, readonly SealRequestStatus[]> = {
  ...APPROVAL_RECORD_ACTION_FROM,
  stamp: ['approved'],
  handOut: ['approved'],
  receive: ['lentOut'],
};

/** The kinds each custodian action serves: stamping documents, or lending the seal out. */
const SEAL_ACTION_KINDS: Partial<Record<SealRequestAction, readonly SealRequestKind[]>> = {
  stamp: ['use', 'bid'],
  handOut: ['lend'],
  receive: ['lend'],
};

export function sealActionAllowed(
  action: SealRequestAction,
  status: SealRequestStatus,
  kind: SealRequestKind,
): boolean {
  const kinds = SEAL_ACTION_KINDS[action];
  return SEAL_ACTION_FROM[action].includes(status) && (!kinds || kinds.includes(kind));
}

/** Approval business types, one per kind: each has its own workflow (decision 0057). */
export const SEAL_BUSINESS_TYPES: Record<SealRequestKind, string> = {
  use: 'seal',
  bid: 'seal-bid',
  lend: 'seal-lend',
};

/** Spec §2 task codes, all opening /v2/seal/detail/:title (decision 0057 names each step). */
export const SEAL_TASK_CODE = {
  partner: 151000,
  departmentHead: 151002,
  bidReview: 151003,
  custodian: 151005,
  lendCustodian: 151006,
} as const;

/** Files of a seal request (files module source; onlyId the request id; type below). */
export const SEAL_FILE_SOURCE = 23;
export const SEAL_FILE_TYPE = { submitted: 'submitted', stamped: 'stamped' } as const;

export const SEAL_LIMITS = {
  documents: 20,
  copies: 200,
  purpose: 500,
  name: 60,
  remark: 500,
} as const;

/** A lent seal is overdue once its expected return day has passed (the firm's calendar day). */
export function isLendOverdue(expectedReturnDate: string | null, today: string): boolean {
  return expectedReturnDate !== null && expectedReturnDate < today;
}
