import { and, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import { exchangeRates } from './bills.tables.ts';

/**
 * The finance-kept rate of a currency to CNY on or before a day (decision 0030); CNY is 1. A
 * missing rate refuses the operation with a message naming the currency and day.
 */
export async function rateToCny(tx: Executor, currency: string, day: string): Promise<string> {
  if (currency === 'CNY') return '1';
  const [row] = await tx
    .select({ rate: exchangeRates.rateToCny })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.rateDate, day)))
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  if (!row) throw conflict('bill.noExchangeRate', { currency, date: day });
  return row.rate;
}

/** The rate, or null when finance has none yet (a draft shows its CNY total at 1 until then). */
export async function rateOrNull(tx: Executor, currency: string, day: string): Promise<string | null> {
  try {
    return await rateToCny(tx, currency, day);
  } catch {
    return null;
  }
}
