import { and, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { exchangeRates } from '../bills/bills.tables.ts';

/** The finance-kept rate of a currency to CNY on or before a date; CNY is 1; null when none is kept. */
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
