import { addMonths } from '../dates/months.rules.ts';
import { type DecimalInput, decimalText, toDecimal } from '../money/exact-decimal.ts';

/**
 * Growth of `current` over `previous` in percent to one decimal ("12.5", "-40.0"), measured
 * against the size of `previous`, so a smaller loss reads as growth. Null when there is nothing to
 * grow from: no previous figure, or zero (spec §9 growth rates).
 */
export function growthPercent(current: DecimalInput, previous: DecimalInput | undefined): string | null {
  if (previous === undefined || previous === null) return null;
  const base = toDecimal(previous);
  if (base.isZero()) return null;
  return decimalText(toDecimal(current).minus(base).div(base.abs()).times(100).toDecimalPlaces(1), 1);
}

/** A month's figure beside the month before it and the same month a year before ('YYYY-MM'). */
export function monthlyGrowth<Row extends { month: string }>(
  rows: readonly Row[],
  figure: (row: Row) => DecimalInput,
): Map<string, { monthOnMonth: string | null; yearOnYear: string | null }> {
  const byMonth = new Map(rows.map((row) => [row.month, figure(row)]));
  return new Map(
    rows.map((row) => [
      row.month,
      {
        monthOnMonth: growthPercent(figure(row), byMonth.get(addMonths(row.month, -1))),
        yearOnYear: growthPercent(figure(row), byMonth.get(addMonths(row.month, -12))),
      },
    ]),
  );
}

/**
 * `part` as a percentage of `whole` to one decimal ("37.5"): a group's share of a chart's total.
 * Null when the whole is nothing to divide by.
 */
export function sharePercent(part: DecimalInput, whole: DecimalInput): string | null {
  const base = toDecimal(whole);
  if (base.isZero()) return null;
  return decimalText(toDecimal(part).div(base).times(100).toDecimalPlaces(1), 1);
}
