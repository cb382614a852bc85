import { decimalText, toDecimal } from '../money/exact-decimal.ts';

/** Where the rate on an entry came from, shown beside it so the partner knows why. */
export type RateSource = 'caseMember' | 'caseLevel' | 'rateCard' | 'timekeeperLevel' | 'none';

export interface RateChoice {
  rate: string;
  currency: string;
  source: RateSource;
}

/**
 * The rate that applies to an entry (decisions 0026, 0030 "Rates"): the person's rate agreed on the
 * case (team `hourlyRate`), else the case's agreed rate for the person's level (its fee arrangement
 * in force on the work date), else the firm's rate card for the level on that date, else the
 * timekeeper's standard rate; no rate known → 0, and the entry says so. Non-hourly cases still
 * value time at these rates, for the write-off figures.
 */
export function chooseRate(input: {
  caseMemberRate: string | null;
  caseCurrency: string;
  caseLevelRate?: { rate: string; currency: string } | null;
  rateCardRate?: { rate: string; currency: string } | null;
  standardRate: { rate: string; currency: string } | null;
}): RateChoice {
  if (input.caseMemberRate !== null)
    return {
      rate: decimalText(toDecimal(input.caseMemberRate), 2),
      currency: input.caseCurrency,
      source: 'caseMember',
    };
  const fallbacks = [
    [input.caseLevelRate, 'caseLevel'],
    [input.rateCardRate, 'rateCard'],
    [input.standardRate, 'timekeeperLevel'],
  ] as const;
  for (const [found, source] of fallbacks) {
    if (found) return { rate: decimalText(toDecimal(found.rate), 2), currency: found.currency, source };
  }
  return { rate: '0.00', currency: input.caseCurrency, source: 'none' };
}

/** Hours × rate to the cent, half up; time not billable is worth nothing on the bill. */
export function entryAmount(hours: string, rate: string, billable: boolean): string {
  if (!billable) return '0.00';
  return decimalText(toDecimal(hours).times(toDecimal(rate)).toDecimalPlaces(2), 2);
}
