import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { billingNumberSequences } from './bills.tables.ts';

/** B bills (5 digits), C credit notes (4), R receipts (5): `{year}{office}-{kind}{seq}`. */
const DIGITS = { B: 5, C: 4, R: 5 } as const;
export type BillingNumberKind = keyof typeof DIGITS;

export function formatBillingNumber(
  kind: BillingNumberKind,
  year: number,
  officeCode: string,
  seq: number,
): string {
  return `${year}${officeCode}-${kind}${String(seq).padStart(DIGITS[kind], '0')}`;
}

/**
 * The next number of a kind for an office and year (decision 0030). The upsert takes the
 * sequence row's lock until the caller's transaction ends, so two issues at the same instant get
 * consecutive numbers, and a rolled-back issue gives its number back: no gaps among issued bills.
 */
export async function nextBillingNumber(
  tx: Executor,
  kind: BillingNumberKind,
  year: number,
  officeCode: string,
): Promise<string> {
  const [row] = await tx
    .insert(billingNumberSequences)
    .values({ kind, year, officeCode, lastValue: 1 })
    .onConflictDoUpdate({
      target: [billingNumberSequences.kind, billingNumberSequences.year, billingNumberSequences.officeCode],
      set: { lastValue: sql`${billingNumberSequences.lastValue} + 1` },
    })
    .returning({ lastValue: billingNumberSequences.lastValue });
  return formatBillingNumber(kind, year, officeCode, row!.lastValue);
}
