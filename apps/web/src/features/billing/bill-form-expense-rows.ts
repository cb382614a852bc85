import type { BillableExpense } from '@venus/shared';

/**
 * An approved billable expense the bill may take as a disbursement at cost (decision 0037): from
 * the case's unbilled expenses, or a line the draft already holds.
 */
export interface ExpenseRow {
  expenseLineId: number;
  expenseDate: string;
  description: string;
  /** What was spent, in CNY; the server converts it at the day's rate for a bill in another currency. */
  amountCny: string;
}

export function expenseRowOf(expense: BillableExpense): ExpenseRow {
  return {
    expenseLineId: expense.lineId,
    expenseDate: expense.expenseDate,
    description: expense.description,
    amountCny: expense.amountCny,
  };
}
