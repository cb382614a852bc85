import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { billingNumberSequences } from '../bills/bills.tables.ts';

/** `{year}{officeCode}-R{seq:5}`: 2026SH-R00012. */
export function formatReceiptNumber(year: number, officeCode: string, seq: number): string {
  return `${year}${officeCode}-R${String(seq).padStart(5, '0')}`;
}

/**
 * The next receipt number of an office and year. The upsert takes the sequence row's lock, so two
 * receipts recorded at the same instant get consecutive numbers, never the same one.
 */
export async function nextReceiptNumber(tx: Executor, year: number, officeCode: string): Promise<string> {
  const [row] = await tx
    .insert(billingNumberSequences)
    .values({ kind: 'R', year, officeCode, lastValue: 1 })
    .onConflictDoUpdate({
      target: [billingNumberSequences.kind, billingNumberSequences.year, billingNumberSequences.officeCode],
      set: { lastValue: sql`${billingNumberSequences.lastValue} + 1` },
    })
    .returning({ lastValue: billingNumberSequences.lastValue });
  return formatReceiptNumber(year, officeCode, row!.lastValue);
}
