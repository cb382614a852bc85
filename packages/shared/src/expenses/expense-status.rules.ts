import { APPROVAL_RECORD_ACTION_FROM } from '../approvals/approval-record.rules.ts';

/**
 * Where an expense claim stands (decision 0032): draft → approving → approved → paid. A send-back
 * returns it to the applicant (sentBack), a withdrawal (cancelWithdraw) to draft; a rejection ends
 * it (rejected); the applicant cancels a draft or a sent-back claim (cancelled).
 */
export const EXPENSE_CLAIM_STATUSES = [
  'draft',
  'approving',
  'sentBack',
  'approved',
  'paid',
  'rejected',
  'cancelled',
] as const;
export type ExpenseClaimStatus = (typeof EXPENSE_CLAIM_STATUSES)[number];

/** The actions of spec §4 Expense claims, by the applicant, the approvers and finance. */
export const EXPENSE_CLAIM_ACTIONS = [
  'edit',
  'submit',
  'cancel',
  'withdraw',
  'audit',
  'back',
  'pay',
  'reject',
] as const;
export type ExpenseClaimAction = (typeof EXPENSE_CLAIM_ACTIONS)[number];

/** The states each action starts from; any other state refuses it. */
const ACTION_FROM: Record<ExpenseClaimAction, readonly ExpenseClaimStatus[]> = {
  ...APPROVAL_RECORD_ACTION_FROM,
  pay: ['approved'],
};

export function expenseActionAllowed(action: ExpenseClaimAction, status: ExpenseClaimStatus): boolean {
  return ACTION_FROM[action].includes(status);
}

/** Approved and paid claims are spent money: their billable lines may go on a bill. */
export const EXPENSE_SPENT: readonly ExpenseClaimStatus[] = ['approved', 'paid'];

/** How finance paid a claim. */
export const EXPENSE_PAYMENT_METHODS = ['bankTransfer', 'cash', 'cheque', 'payroll'] as const;
export type ExpensePaymentMethod = (typeof EXPENSE_PAYMENT_METHODS)[number];

/** Approval business type and task codes (spec §2 task map: 90001, 90012, 90013 open the claim). */
export const EXPENSE_BUSINESS_TYPE = 'expense';
export const EXPENSE_TASK_CODE = {
  partner: 90001,
  departmentHead: 90012,
  finance: 90013,
  daily: 90002,
} as const;
/** Loans (borrow, spec §2 task map): request steps 161000/161002/161005, repayment 171000/171002/171005. */
export const LOAN_TASK_CODES = [161000, 161002, 161005, 171000, 171002, 171005] as const;

/** Files of a claim (receipts): the files module's source number, the claim id as `onlyId`. */
export const EXPENSE_FILE_SOURCE = 3;

/** The firm's expense types, a dictionary whose items carry their UTBMS expense code as remark. */
export const EXPENSE_TYPE_DICT = 'hk_expense_type';

export const EXPENSE_PERMISSIONS = {
  add: 'hankun:expenses:add',
  listMine: 'hankun:expenses:list',
  listAll: 'hankun:expenses:listAll',
  pay: 'hankun:expenses:pay',
  export: 'hankun:expenses:export',
} as const;
