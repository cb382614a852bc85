/**
 * Where a case stands (decision 0025). The spec fixes pre-check audit 1–5, formal establishment
 * 10 and closing audit 23; the rest is ours. Numbers, because the spec's audit lists and task
 * routes filter on status ranges.
 */
export const CASE_STATUS = {
  /** Saved by the applicant, not yet sent (also after a send-back or a withdrawal). */
  draft: 0,
  /** Pre-check audit, step 1 to 5 of the application's workflow. */
  preCheckFirst: 1,
  preCheckLast: 5,
  /** Formal establishment: the conflicts and intake team opens the case. */
  establishment: 10,
  /** Open: time, bills and expenses may be recorded against it. */
  active: 20,
  /** The team asked to close it; the closing audit decides. */
  closingAudit: 23,
  closed: 30,
  /** The application was refused; the case never opened. */
  declined: 40,
} as const;

export type CaseStage =
  | 'draft'
  | 'preCheck'
  | 'establishment'
  | 'active'
  | 'closingAudit'
  | 'closed'
  | 'declined';
export const CASE_STAGES: readonly CaseStage[] = [
  'draft',
  'preCheck',
  'establishment',
  'active',
  'closingAudit',
  'closed',
  'declined',
];

/** The stage a status number belongs to (pre-check spans 1 to 5). */
export function caseStageOf(status: number): CaseStage {
  if (status === CASE_STATUS.draft) return 'draft';
  if (status >= CASE_STATUS.preCheckFirst && status <= CASE_STATUS.preCheckLast) return 'preCheck';
  if (status === CASE_STATUS.establishment) return 'establishment';
  if (status === CASE_STATUS.active) return 'active';
  if (status === CASE_STATUS.closingAudit) return 'closingAudit';
  if (status === CASE_STATUS.closed) return 'closed';
  return 'declined';
}

/** The status range of a stage, as the audit lists and counts filter (inclusive). */
export function caseStatusRange(stage: CaseStage): readonly [number, number] {
  switch (stage) {
    case 'draft':
      return [CASE_STATUS.draft, CASE_STATUS.draft];
    case 'preCheck':
      return [CASE_STATUS.preCheckFirst, CASE_STATUS.preCheckLast];
    case 'establishment':
      return [CASE_STATUS.establishment, CASE_STATUS.establishment];
    case 'active':
      return [CASE_STATUS.active, CASE_STATUS.active];
    case 'closingAudit':
      return [CASE_STATUS.closingAudit, CASE_STATUS.closingAudit];
    case 'closed':
      return [CASE_STATUS.closed, CASE_STATUS.closed];
    case 'declined':
      return [CASE_STATUS.declined, CASE_STATUS.declined];
  }
}

/** The applicant may change the application only while it is not under audit. */
export function isCaseEditableByApplicant(status: number): boolean {
  return status === CASE_STATUS.draft;
}

/** Time, bills and expenses are recorded only on an open case. */
export function isCaseOpen(status: number): boolean {
  return status === CASE_STATUS.active;
}

/** The statuses an administrator may restart a closed or declined case into. */
export const RESTART_STATUSES = [CASE_STATUS.active, CASE_STATUS.draft] as const;

/**
 * The pre-check status of a workflow step: the n-th step of the application is status n, capped
 * at 5; the step keyed `establishment` is formal establishment (10).
 */
export function applicationStatusOfStep(stepIndex: number, stepKey: string): number {
  if (stepKey === ESTABLISHMENT_STEP_KEY) return CASE_STATUS.establishment;
  return Math.min(CASE_STATUS.preCheckFirst + stepIndex, CASE_STATUS.preCheckLast);
}

export const ESTABLISHMENT_STEP_KEY = 'establishment';
export const CASE_APPLICATION_BUSINESS_TYPE = 'case-application';
export const CASE_CLOSING_BUSINESS_TYPE = 'case-closing';
/** A change of an open case's parties whose conflict check found hits: the partner reviews it. */
export const CASE_PARTIES_BUSINESS_TYPE = 'case-parties';
