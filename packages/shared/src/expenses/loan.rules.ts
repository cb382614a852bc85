import { APPROVAL_RECORD_ACTION_FROM } from '../approvals/approval-record.rules.ts';
import { toDecimal } from '../money/exact-decimal.ts';

/**
 * Staff loans (借款, spec §2 borrowEdit/borrowDetail, decision 0041): money the firm advances to a
 * person for a purpose, approved, paid by finance, and repaid in cash or offset against a later
 * expense claim. draft → approving → approved → paid → partlyRepaid → repaid; a send-back returns
 * it to the applicant (sentBack), a rejection ends it, the applicant may cancel a draft.
 */
export const LOAN_STATUSES = [
  'draft',
  'approving',
  'sentBack',
  'approved',
  'paid',
  'partlyRepaid',
  'repaid',
  'rejected',
  'cancelled',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const LOAN_ACTIONS = [
  'edit',
  'submit',
  'cancel',
  'withdraw',
  'audit',
  'back',
  'reject',
  'pay',
  'repay',
] as const;
export type LoanAction = (typeof LOAN_ACTIONS)[number];

/** The states each action starts from; any other state refuses it (409). */
const LOAN_ACTION_FROM: Record<LoanAction, readonly LoanStatus[]> = {
  ...APPROVAL_RECORD_ACTION_FROM,
  pay: ['approved'],
  repay: ['paid', 'partlyRepaid'],
};

export function loanActionAllowed(action: LoanAction, status: LoanStatus): boolean {
  return LOAN_ACTION_FROM[action].includes(status);
}

/** Paid loans with money still owed: they count in the balance and on a case's closing checklist. */
export const LOAN_OUTSTANDING: readonly LoanStatus[] = ['paid', 'partlyRepaid'];
/** Loans a case's closing waits for: in approval, approved but not paid, or still owed. */
export const LOAN_OPEN_ON_CASE: readonly LoanStatus[] = [
  'approving',
  'sentBack',
  'approved',
  'paid',
  'partlyRepaid',
];

/** How a loan was repaid: cash (or a transfer) recorded by finance, or offset against a claim's payment. */
export const LOAN_REPAYMENT_KINDS = ['cash', 'offset'] as const;
export type LoanRepaymentKind = (typeof LOAN_REPAYMENT_KINDS)[number];

/** The status after a repayment: repaid when nothing is owed, otherwise partly repaid. */
export function loanStatusAfterRepayment(amount: string, repaidTotal: string): LoanStatus {
  return toDecimal(repaidTotal).gte(toDecimal(amount)) ? 'repaid' : 'partlyRepaid';
}

/** What is still owed on a loan. */
export function loanBalance(amount: string, repaidTotal: string): string {
  return toDecimal(amount).minus(toDecimal(repaidTotal)).toFixed(2);
}

/** Claims are reimbursed in CNY: only a CNY loan can be offset against one. */
export const LOAN_OFFSET_CURRENCY = 'CNY';

/** Approval business type; task codes of its steps (spec §2 task map, 161000–161005 open borrowDetail). */
export const LOAN_BUSINESS_TYPE = 'loan';
export const LOAN_TASK_CODE = { partner: 161000, departmentHead: 161002, finance: 161005 } as const;

export const LOAN_PERMISSIONS = {
  /** The quick-start tile 借款申请 (spec §6) and the applicant's actions. */
  add: 'expenses:borrow:add',
  listMine: 'expenses:borrow:list',
  /** Finance: every submitted loan, the balances per person. */
  listAll: 'expenses:borrow:listAll',
  /** Finance: pays a loan, records a cash repayment. */
  pay: 'expenses:borrow:pay',
} as const;
