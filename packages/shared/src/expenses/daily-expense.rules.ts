/**
 * Daily expenses (decision 0038): the firm's own running costs a person paid for the office. They
 * are expense claims of another kind (same tables, same services), with no case and no billable
 * line, their own approval (department head, then finance) and their own permissions.
 */
export const EXPENSE_KINDS = ['claim', 'daily'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

/** Approval business type of a daily expense; both its steps open task code 90002 (ifAudit=y). */
export const DAILY_EXPENSE_BUSINESS_TYPE = 'dailyExpense';

export const DAILY_EXPENSE_PERMISSIONS = {
  /** The quick-start tile /v2/expenses/DailyAdd (spec §6) and the applicant's actions. */
  add: 'hankun:expenses:dailyAdd',
  listMine: 'hankun:expenses:dailyList',
  /** Spec §2 /expenses/listDailyAll: finance's list of every submitted daily expense. */
  listAll: 'hankun:expenses:listDailyAll',
} as const;
