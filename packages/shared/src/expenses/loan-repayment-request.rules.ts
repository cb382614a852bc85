/**
 * A repayment request (还款申请, decision 0053, spec task codes 171000–171005): the borrower of a
 * paid or partly repaid loan says how much they repay, how and when; the case's responsible
 * partner (or the borrower's department head) and then finance approve, and finance's approval
 * records the repayment. A request is created already in approval (there are no drafts); a
 * send-back returns it to the borrower to amend and send again or to withdraw.
 */
export const LOAN_REPAYMENT_REQUEST_STATUSES = [
  'approving',
  'sentBack',
  'approved',
  'rejected',
  'withdrawn',
] as const;
export type LoanRepaymentRequestStatus = (typeof LOAN_REPAYMENT_REQUEST_STATUSES)[number];

export const LOAN_REPAYMENT_REQUEST_ACTIONS = ['resubmit', 'withdraw', 'audit', 'back', 'reject'] as const;
export type LoanRepaymentRequestAction = (typeof LOAN_REPAYMENT_REQUEST_ACTIONS)[number];

/** The states each action starts from; any other state refuses it (409). */
const REQUEST_ACTION_FROM: Record<LoanRepaymentRequestAction, readonly LoanRepaymentRequestStatus[]> = {
  resubmit: ['sentBack'],
  // Before the pending step decided (the engine's rule), or once sent back to the borrower.
  withdraw: ['approving', 'sentBack'],
  audit: ['approving'],
  back: ['approving'],
  reject: ['approving'],
};

export function loanRepaymentRequestActionAllowed(
  action: LoanRepaymentRequestAction,
  status: LoanRepaymentRequestStatus,
): boolean {
  return REQUEST_ACTION_FROM[action].includes(status);
}

/** A request still open: it holds the loan's one place for a request (decision 0053). */
export const LOAN_REPAYMENT_REQUEST_OPEN: readonly LoanRepaymentRequestStatus[] = ['approving', 'sentBack'];

/**
 * Approval business type; its steps' task codes (spec §2 task map: 171000–171005 open borrowDetail).
 * The request's approval record is its loan (recordId = loanId), so the task centre's link opens
 * the loan's page and the engine keeps one open request per loan.
 */
export const LOAN_REPAYMENT_BUSINESS_TYPE = 'loanRepayment';
export const LOAN_REPAYMENT_TASK_CODE = { partner: 171000, departmentHead: 171002, finance: 171005 } as const;
