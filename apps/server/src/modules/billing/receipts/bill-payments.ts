import { BILL_OPEN } from '@venus/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { bills } from '../bills/bills.tables.ts';

export type BillRow = typeof bills.$inferSelect;

/**
 * Bills locked before their balance changes, always in id order so two receipts paying the same
 * bills never deadlock. (bills/bill-balance.ts then moves the money and the status.)
 */
export async function lockBills(tx: Executor, billIds: readonly number[]): Promise<Map<number, BillRow>> {
  if (billIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(bills)
    .where(inArray(bills.billId, [...new Set(billIds)]))
    .orderBy(asc(bills.billId))
    .for('update');
  return new Map(rows.map((row) => [row.billId, row]));
}

/** Bills that take payments: issued, sent or partly paid. */
export const isOpenBill = (bill: Pick<BillRow, 'status'>) => BILL_OPEN.includes(bill.status);
