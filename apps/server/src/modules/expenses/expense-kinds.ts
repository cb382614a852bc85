import { DAILY_EXPENSE_BUSINESS_TYPE, EXPENSE_BUSINESS_TYPE, type ExpenseKind } from '@venus/shared';

/**
 * What differs between a claim and a daily expense on the server (decision 0038): the approval
 * they go through and the entity their audit rows name. Everything else is the same code.
 */
export const EXPENSE_KIND_SETUP: Record<
  ExpenseKind,
  { businessType: string; entity: string; messages: 'expense' | 'dailyExpense' }
> = {
  claim: { businessType: EXPENSE_BUSINESS_TYPE, entity: 'expenseClaim', messages: 'expense' },
  daily: { businessType: DAILY_EXPENSE_BUSINESS_TYPE, entity: 'dailyExpense', messages: 'dailyExpense' },
};
