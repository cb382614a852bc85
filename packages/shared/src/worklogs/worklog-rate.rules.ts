import { decimalText, toDecimal } from '../money/exact-decimal.ts';

/** Where the rate on an entry came from, shown beside it so the partner knows why. */
export type RateSource = 'caseMember' | 'timekeeperLevel' | 'none';

export interface RateChoice {
  rate: string;
  currency: string;
  source: RateSource;
}

/**
 * The rate that applies to an entry (decision 0026): the person's rate on this case when the case
 * agreed one, otherwise the timekeeper's standard rate for their level; no rate known → 0, and the
 * entry says so. Non-hourly cases still value time at these rates, for the write-off figures.
 */
export function chooseRate(input: {
  caseMemberRate: string | null;
  caseCurrency: string;
  standardRate: { rate: string; currency: string } | null;
}): RateChoice {
  if (input.caseMemberRate !== null)
    return {
      rate: decimalText(toDecimal(input.caseMemberRate), 2),
      currency: input.caseCurrency,
      source: 'caseMember',
    };
  if (input.standardRate)
    return {
      rate: decimalText(toDecimal(input.standardRate.rate), 2),
      currency: input.standardRate.currency,
      source: 'timekeeperLevel',
    };
  return { rate: '0.00', currency: input.caseCurrency, source: 'none' };
}

/** Hours × rate to the cent, half up; time not billable is worth nothing on the bill. */
export function entryAmount(hours: string, rate: string, billable: boolean): string {
  if (!billable) return '0.00';
  return decimalText(toDecimal(hours).times(toDecimal(rate)).toDecimalPlaces(2), 2);
}
