import { type DecimalInput, decimalText, toDecimal } from '../money/exact-decimal.ts';

/** The claim is reimbursed in CNY; other currencies carry the rate on the receipt or card statement. */
export const EXPENSE_CURRENCY = 'CNY';

export interface ExpenseLineMoney {
  /** Gross, as the receipt shows it, in the line's currency. */
  amount: DecimalInput;
  /** The tax on the invoice (VAT an ordinary or special invoice states), part of the amount. */
  taxAmount: DecimalInput;
  currency: string;
  /** To CNY; 1 for CNY. */
  exchangeRate: DecimalInput;
}

export interface ExpenseLineAmounts {
  amountCny: string;
  taxCny: string;
}

/** A line in CNY, rounded half-up to the cent per line, so totals equal what the lines show. */
export function expenseLineAmounts(line: ExpenseLineMoney): ExpenseLineAmounts {
  const rate = line.currency === EXPENSE_CURRENCY ? toDecimal(1) : toDecimal(line.exchangeRate);
  return {
    amountCny: decimalText(toDecimal(line.amount).times(rate).toDecimalPlaces(2), 2),
    taxCny: decimalText(toDecimal(line.taxAmount).times(rate).toDecimalPlaces(2), 2),
  };
}

export interface ExpenseClaimTotals {
  total: string;
  taxTotal: string;
  billableTotal: string;
}

/** The claim's totals: sums of the rounded lines, exact. */
export function expenseClaimTotals(
  lines: readonly (ExpenseLineAmounts & { billable: boolean })[],
): ExpenseClaimTotals {
  let total = toDecimal(0);
  let taxTotal = toDecimal(0);
  let billableTotal = toDecimal(0);
  for (const line of lines) {
    total = total.plus(line.amountCny);
    taxTotal = taxTotal.plus(line.taxCny);
    if (line.billable) billableTotal = billableTotal.plus(line.amountCny);
  }
  return {
    total: decimalText(total, 2),
    taxTotal: decimalText(taxTotal, 2),
    billableTotal: decimalText(billableTotal, 2),
  };
}

/** A receipt is required for a line above the firm's threshold (config `expense.receipt.requiredAbove`). */
export function receiptRequired(amountCny: DecimalInput, threshold: DecimalInput): boolean {
  return toDecimal(amountCny).gt(toDecimal(threshold));
}

/**
 * The department head approves claims above the firm's limit (config `expense.approval.headLimit`)
 * and every claim with no case (firm overhead has no responsible partner).
 */
export function needsDepartmentHead(totalCny: DecimalInput, limit: DecimalInput, hasCase: boolean): boolean {
  return !hasCase || toDecimal(totalCny).gt(toDecimal(limit));
}
