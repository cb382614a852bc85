/**
 * Where a time entry stands (decision 0026):
 * draft → submitted → confirmed (by the case's responsible partner) → billed (locked) → written off;
 * a partner may send a submission back, which returns its entries to draft for the timekeeper.
 */
export const WORKLOG_STATUSES = ['draft', 'submitted', 'confirmed', 'billed', 'writtenOff'] as const;
export type WorklogStatus = (typeof WORKLOG_STATUSES)[number];

/** The timekeeper edits and deletes only what nobody has yet looked at. */
export const TIMEKEEPER_EDITABLE: readonly WorklogStatus[] = ['draft'];
/** The partner adjusts hours (with a reason) while confirming, and after, until the bill locks it. */
export const PARTNER_ADJUSTABLE: readonly WorklogStatus[] = ['submitted', 'confirmed'];
/** Time no bill has taken yet: the closing check counts it (decision 0025 §closing). */
export const UNBILLED: readonly WorklogStatus[] = ['draft', 'submitted', 'confirmed'];
/** Only billed time can be written off; confirmed time not worth billing is written off too. */
export const WRITE_OFF_FROM: readonly WorklogStatus[] = ['confirmed', 'billed'];

/** The approvals engine's business type of a submission: one per timekeeper, case and send. */
export const WORKLOG_BUSINESS_TYPE = 'worklog';
/**
 * Task codes of "confirm receipt or hours" (spec §5): 130000 the partner confirms the hours,
 * 130003 / 130004 the timekeeper acknowledges an adjustment or a send-back. 130001 is billing's
 * "confirm receipt" (BILLING_TASK_CODE.confirmReceipt, decision 0030), no longer a second review.
 */
export const WORKLOG_TASK_CODE = {
  confirmHours: 130000,
  acknowledgeAdjustment: 130003,
  acknowledgeSendBack: 130004,
} as const;

export const WORKLOG_PERMISSIONS = {
  /** Shows the floating timer and the quick write entry (spec §6, spelled as the spec spells it). */
  timer: 'hankun:jurisdiction:wirteWorklog',
  write: 'worklog:myWorklog:write',
  listMine: 'worklog:myWorklog:list',
  listRelated: 'worklog:relateWorklog:list',
  /** Managers: every entry of the firm (the `/worklog/view` page) and the import of others' time. */
  viewAll: 'worklog:view:list',
  importSheet: 'worklog:myWorklog:import',
  score: 'worklog:score:list',
  scoreRules: 'worklog:score:rule',
  writeOff: 'worklog:view:writeOff',
} as const;
