import { addDays } from '@venus/shared';

/** Shown rates drop the decimals that add nothing: "15.00" reads 15, "12.50" reads 12.5. */
export function rateText(rate: string): string {
  const value = Number(rate);
  return Number.isFinite(value) ? String(value) : rate;
}

/**
 * The days of one month of the report (`YYYY-MM`) within its period: the receipts behind that
 * month's income, so a month at either end of the period covers only the days the report does.
 */
export function monthPeriod(
  month: string,
  period: { from: string; to: string },
): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  const next =
    monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  const last = addDays(next, -1);
  return { from: first < period.from ? period.from : first, to: last > period.to ? period.to : last };
}
