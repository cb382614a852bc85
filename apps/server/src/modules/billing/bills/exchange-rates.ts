import { and, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import { exchangeRates } from './bills.tables.ts';

/** The finance-kept rate of a currency to CNY on or before a date (decision 0030); CNY is 1; null when none is kept. */
export async function rateOn(tx: Executor, currency: string, date: string): Promise<string | null> {
  if (currency === 'CNY') return '1';
  const [row] = await tx
    .select({ rate: exchangeRates.rateToCny })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.rateDate, date)))
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  return row?.rate ?? null;
}

/** The rate, or a refusal naming the currency and day: nothing is issued at a guessed rate. */
export async function rateToCny(tx: Executor, currency: string, day: string): Promise<string> {
  const rate = await rateOn(tx, currency, day);
  if (rate === null) throw conflict('bill.noExchangeRate', { currency, date: day });
  return rate;
}

/** The name receipts know it by. */
export const rateOrNull = rateOn;
