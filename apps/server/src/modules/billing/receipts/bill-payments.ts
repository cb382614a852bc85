import {
  BILL_OPEN,
  type BillStatus,
  type DecimalInput,
  decimalText,
  type ExactDecimal,
  toDecimal,
} from '@venus/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { bills } from '../bills/bills.tables.ts';

export type BillRow = typeof bills.$inferSelect;
type BillMoney = Pick<
  BillRow,
  'total' | 'creditedTotal' | 'paidTotal' | 'writtenOffTotal' | 'status' | 'firstSentAt'
>;

/** What is left to pay: total − credited − paid − written off (decision 0030). */
export function billBalance(bill: BillMoney): ExactDecimal {
  return toDecimal(bill.total).minus(bill.creditedTotal).minus(bill.paidTotal).minus(bill.writtenOffTotal);
}

/**
 * The status follows the balance (decision 0030): nothing left and something paid is paid, a
 * payment with something left is partly paid, otherwise the bill is back to issued or sent. A
 * bill closed by a credit note or a write-off is left as it is.
 * TODO(bills-core): replaced by bills/bill-balance.ts when it is on main.
 */
export function statusForBalance(bill: BillMoney): BillStatus {
  if (bill.status === 'cancelled' || bill.status === 'writtenOff') return bill.status;
  const paid = toDecimal(bill.paidTotal);
  if (billBalance(bill).lte(0) && paid.gt(0)) return 'paid';
  if (paid.gt(0)) return 'partlyPaid';
  return bill.firstSentAt ? 'sent' : 'issued';
}

/** Bills locked for a change of their balance, always in id order so two payers never deadlock. */
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

/**
 * Adds `delta` (negative for a reversal) to a locked bill's paid total and sets the status the
 * new balance calls for, in the caller's transaction.
 */
export async function changeBillPaid(
  tx: Executor,
  bill: BillRow,
  delta: DecimalInput,
  userId: number,
): Promise<BillRow> {
  const paidTotal = decimalText(toDecimal(bill.paidTotal).plus(toDecimal(delta)), 2);
  const status = statusForBalance({ ...bill, paidTotal });
  const [updated] = await tx
    .update(bills)
    .set({ paidTotal, status, updatedAt: new Date(), updatedBy: userId })
    .where(eq(bills.billId, bill.billId))
    .returning();
  return updated!;
}
