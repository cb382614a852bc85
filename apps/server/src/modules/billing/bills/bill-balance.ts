import { type BillStatus, billBalance, type DecimalInput, decimalText, toDecimal } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { RequestContext } from '../../../platform/auth/request-context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { conflict, notFound } from '../../../platform/http/app-error.ts';
import { bills } from './bills.tables.ts';

/** Signed changes to the money against an issued bill (a voided receipt is a negative `paid`). */
export interface BalanceChange {
  paid?: DecimalInput;
  credited?: DecimalInput;
  writtenOff?: DecimalInput;
}

type BillRow = typeof bills.$inferSelect;

/** Statuses money may still move on: issued and after, but never a cancelled bill. */
const MONEY_MOVES_ON: readonly BillStatus[] = ['issued', 'sent', 'partlyPaid', 'paid', 'writtenOff'];

/**
 * Where an issued bill stands from its money (decision 0030: "the status follows it in the same
 * transaction as the money that changed it"). Nothing left: written off if any of it was, paid
 * if any was paid, else cancelled (credited in full). Something left: partly paid, else sent or
 * issued as it was.
 */
export function statusFromMoney(
  bill: Pick<BillRow, 'total' | 'creditedTotal' | 'paidTotal' | 'writtenOffTotal' | 'firstSentAt'>,
): BillStatus {
  const balance = toDecimal(billBalance(bill));
  if (balance.isZero()) {
    if (toDecimal(bill.writtenOffTotal).gt(0)) return 'writtenOff';
    if (toDecimal(bill.paidTotal).gt(0)) return 'paid';
    return 'cancelled';
  }
  if (toDecimal(bill.paidTotal).gt(0)) return 'partlyPaid';
  return bill.firstSentAt ? 'sent' : 'issued';
}

/**
 * Moves the paid, credited or written-off total of an issued bill, in the caller's transaction
 * (receipts' allocations, credit notes, write-offs), and recomputes its status. Refused (409)
 * when the bill is not issued or the change would take the balance below zero or a total below
 * zero. Answers the bill as it now is. Audited.
 */
export async function applyBalanceChange(
  tx: Executor,
  ctx: RequestContext,
  billId: number,
  change: BalanceChange,
): Promise<BillRow> {
  const [before] = await tx.select().from(bills).where(eq(bills.billId, billId)).for('update');
  if (!before) throw notFound('bill.notFound');
  if (!MONEY_MOVES_ON.includes(before.status)) throw conflict('bill.notIssued', { status: before.status });
  const moved = (current: string, delta: DecimalInput) => toDecimal(current).plus(toDecimal(delta));
  const paid = moved(before.paidTotal, change.paid);
  const credited = moved(before.creditedTotal, change.credited);
  const writtenOff = moved(before.writtenOffTotal, change.writtenOff);
  if (paid.lt(0) || credited.lt(0) || writtenOff.lt(0)) throw conflict('bill.balanceBelowZero');
  const next = {
    paidTotal: decimalText(paid, 2),
    creditedTotal: decimalText(credited, 2),
    writtenOffTotal: decimalText(writtenOff, 2),
  };
  if (toDecimal(billBalance({ total: before.total, ...next })).lt(0)) {
    throw conflict('bill.overBalance', { balance: billBalance(before) });
  }
  const status = statusFromMoney({ ...before, ...next });
  const [after] = await tx
    .update(bills)
    .set({ ...next, status, updatedAt: new Date(), updatedBy: ctx.actor?.userId ?? null })
    .where(eq(bills.billId, billId))
    .returning();
  await recordAudit(tx, ctx, {
    action: 'balance',
    entity: 'bill',
    entityId: billId,
    before: { status: before.status, ...pick(before) },
    after: { status, ...next },
  });
  return after!;
}

const pick = (row: BillRow) => ({
  paidTotal: row.paidTotal,
  creditedTotal: row.creditedTotal,
  writtenOffTotal: row.writtenOffTotal,
});
