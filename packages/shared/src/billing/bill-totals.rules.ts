import { type DecimalInput, decimalText, ExactDecimal, toDecimal } from '../money/exact-decimal.ts';
import type { BillLineKind, BillTaxMode } from './billing-status.rules.ts';
import { FEE_LINE_KINDS } from './billing-status.rules.ts';

/**
 * A bill's money (decision 0030): half-up to the cent **per line**, then the bill's totals are
 * sums of the rounded lines, so a bill's total always equals the sum of what its lines show.
 * Every answer is decimal text with 2 decimals (tax rates are ratios: 0.06, never 6).
 */

const CENT = 2;

function cents(value: ExactDecimal): ExactDecimal {
  return value.toDecimalPlaces(CENT, ExactDecimal.ROUND_HALF_UP);
}

function money(value: ExactDecimal): string {
  return decimalText(value, CENT);
}

/** What a line is made of, as stored or sent. */
export interface BillLineMoneyInput {
  units: DecimalInput;
  unitCost: DecimalInput;
  /** Signed change to units × unitCost (discount negative, write-up positive). */
  adjustment?: DecimalInput;
  /** A ratio: 0.06 for 6 %, 0 for exempt. */
  taxRate: DecimalInput;
}

export interface BillLineMoney {
  /** units × unitCost rounded to the cent, plus the adjustment. */
  amount: string;
  netAmount: string;
  taxAmount: string;
  grossAmount: string;
}

/** units × unitCost rounded half-up to the cent, plus the signed adjustment. */
export function billLineAmount(
  units: DecimalInput,
  unitCost: DecimalInput,
  adjustment?: DecimalInput,
): string {
  return money(cents(toDecimal(units).times(toDecimal(unitCost))).plus(cents(toDecimal(adjustment))));
}

/**
 * A line's net, tax and gross. Exclusive: the amount is net, tax = round(net × rate).
 * Inclusive: the amount is gross, net = round(gross ÷ (1 + rate)), tax = gross − net, so net and
 * tax always add up to the gross exactly.
 */
export function billLineMoney(line: BillLineMoneyInput, taxMode: BillTaxMode): BillLineMoney {
  const amount = toDecimal(billLineAmount(line.units, line.unitCost, line.adjustment));
  const rate = toDecimal(line.taxRate);
  if (rate.lt(0)) throw new RangeError('A tax rate cannot be negative');
  if (taxMode === 'exclusive') {
    const tax = cents(amount.times(rate));
    return {
      amount: money(amount),
      netAmount: money(amount),
      taxAmount: money(tax),
      grossAmount: money(amount.plus(tax)),
    };
  }
  const net = cents(amount.dividedBy(rate.plus(1)));
  return {
    amount: money(amount),
    netAmount: money(net),
    taxAmount: money(amount.minus(net)),
    grossAmount: money(amount),
  };
}

export interface BillTotalsLine extends BillLineMoney {
  kind: BillLineKind;
}

export interface BillTotals {
  /** Net fees: time, milestones, contingency, manual fees and fee adjustments. */
  feeTotal: string;
  /** Net disbursements and their adjustments. */
  disbursementTotal: string;
  taxTotal: string;
  /** Gross: what the client owes. */
  total: string;
  /** The gross at the bill's exchange rate, rounded to the cent. */
  totalCny: string;
}

/**
 * The bill's totals as sums of its rounded lines; released lines (given back by a whole credit
 * note) are history and do not count.
 */
export function billTotals(
  lines: readonly (BillTotalsLine & { released?: boolean })[],
  exchangeRate: DecimalInput = 1,
): BillTotals {
  let fees = new ExactDecimal(0);
  let disbursements = new ExactDecimal(0);
  let tax = new ExactDecimal(0);
  let total = new ExactDecimal(0);
  for (const line of lines) {
    if (line.released) continue;
    const net = toDecimal(line.netAmount);
    if (FEE_LINE_KINDS.includes(line.kind)) fees = fees.plus(net);
    else disbursements = disbursements.plus(net);
    tax = tax.plus(toDecimal(line.taxAmount));
    total = total.plus(toDecimal(line.grossAmount));
  }
  return {
    feeTotal: money(fees),
    disbursementTotal: money(disbursements),
    taxTotal: money(tax),
    total: money(total),
    totalCny: money(cents(total.times(toDecimal(exchangeRate)))),
  };
}

/** What is still owed on a bill: total − credited − paid − written off. */
export function billBalance(bill: {
  total: DecimalInput;
  creditedTotal: DecimalInput;
  paidTotal: DecimalInput;
  writtenOffTotal: DecimalInput;
}): string {
  return money(
    toDecimal(bill.total)
      .minus(toDecimal(bill.creditedTotal))
      .minus(toDecimal(bill.paidTotal))
      .minus(toDecimal(bill.writtenOffTotal)),
  );
}

/**
 * A contingency fee (decision 0045): the outcome × the arrangement's percentage, half-up to the
 * cent. The percentage is in percent (20 for 20 %), as the arrangement keeps it.
 */
export function contingencyFee(outcome: DecimalInput, ratePercent: DecimalInput): string {
  const rate = toDecimal(ratePercent);
  const amount = toDecimal(outcome);
  if (rate.lt(0) || rate.gt(100)) throw new RangeError('A contingency percentage is 0 to 100');
  if (amount.lt(0)) throw new RangeError('An outcome cannot be negative');
  return money(cents(amount.times(rate).dividedBy(100)));
}

/**
 * What a capped hourly arrangement takes off a bill (decision 0045): the case's fees billed before
 * plus this bill's fees above the cap, never more than this bill's fees. Zero when under the cap.
 */
export function capAdjustment(input: {
  cap: DecimalInput;
  billedBefore: DecimalInput;
  thisBill: DecimalInput;
}): string {
  const thisBill = toDecimal(input.thisBill);
  const over = toDecimal(input.billedBefore).plus(thisBill).minus(toDecimal(input.cap));
  if (over.lte(0) || thisBill.lte(0)) return '0.00';
  return money(ExactDecimal.min(over, thisBill).negated());
}
