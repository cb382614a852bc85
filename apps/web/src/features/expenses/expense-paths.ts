import { EXPENSE_KIND_UI } from './expense-kind.ts';

/**
 * Spec /v2/expenses/expenseDetail/:title (task codes 90001, 90012, 90013): the claim travels in
 * `?id=`, its title names the tab.
 */
export const expenseDetailPath = EXPENSE_KIND_UI.claim.detailPath;
