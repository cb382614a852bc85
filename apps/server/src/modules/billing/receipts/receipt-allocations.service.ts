import {
  type AllocationInput,
  billBalance,
  decimalText,
  type ReverseAllocationInput,
  toDecimal,
} from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/app-error.ts';
import { applyBalanceChange } from '../bills/bill-balance.ts';
import { type BillRow, isOpenBill, lockBills } from './bill-payments.ts';
import type { ReceiptConfirmations } from './receipt-confirmations.ts';
import { lockReceipt, type ReceiptRecords, type ReceiptRow } from './receipt-record.ts';
import { receiptsOutside } from './receipt-scope.ts';
import type { ReceiptCollaborators } from './receipts.collaborators.ts';
import { receiptAllocations, receipts } from './receipts.tables.ts';
import type { ReceiptDetailView } from './receipts.views.ts';

/** CNY at the receipt's rate minus CNY at the bill's rate, to the cent (decision 0030). */
export function exchangeDifference(amount: string, receiptRate: string, billRate: string): string {
  return decimalText(toDecimal(amount).times(toDecimal(receiptRate).minus(billRate)).toDecimalPlaces(2), 2);
}

/**
 * Allocating a receipt to bills and reversing an allocation. One transaction locks the receipt,
 * then the bills in id order (FOR UPDATE): two allocations of the same receipt queue on its row,
 * so neither can spend what the other took, and two receipts paying the same bills never deadlock.
 */
export class ReceiptAllocationsService {
  constructor(
    private readonly db: Database,
    private readonly deps: ReceiptCollaborators,
    private readonly records: ReceiptRecords,
    private readonly confirmations: ReceiptConfirmations,
  ) {}

  async allocate(ctx: SignedInContext, input: AllocationInput): Promise<ReceiptDetailView> {
    const hidden = await this.deps.hiddenCaseIds(ctx);
    await this.assertVisible(hidden, input.receiptId);
    const allocatedOn = input.allocatedOn ?? this.deps.today();
    const detail = await this.db.transaction(async (tx) => {
      const receipt = await lockReceipt(tx, input.receiptId);
      if (allocatedOn < receipt.receivedOn)
        throw badRequest('receipt.allocatedBeforeReceived', {}, 'allocatedOn');
      const locked = await lockBills(
        tx,
        input.lines.map((line) => line.billId),
      );
      let spent = toDecimal(0);
      for (const line of input.lines) {
        const bill = locked.get(line.billId);
        if (!bill || hidden.includes(bill.projectId)) {
          throw notFound('receipt.billNotFound', { billId: line.billId });
        }
        this.assertPayable(receipt, bill, line.amount, allocatedOn);
        spent = spent.plus(line.amount);
      }
      const unallocated = toDecimal(receipt.amount).minus(receipt.allocatedTotal);
      if (spent.gt(unallocated)) {
        throw conflict('receipt.overUnallocated', { unallocated: decimalText(unallocated, 2) }, 'lines');
      }
      const inserted = await tx
        .insert(receiptAllocations)
        .values(
          input.lines.map((line) => ({
            receiptId: receipt.receiptId,
            billId: line.billId,
            amount: line.amount,
            allocatedOn,
            fxDifferenceCny: exchangeDifference(
              line.amount,
              receipt.exchangeRate,
              locked.get(line.billId)!.exchangeRate,
            ),
            createdBy: ctx.actor.userId,
            updatedBy: ctx.actor.userId,
          })),
        )
        .returning();
      const paidBills = [];
      for (const line of input.lines) {
        paidBills.push(await applyBalanceChange(tx, ctx, line.billId, { paid: line.amount }));
      }
      const after = await this.setAllocated(tx, ctx, receipt, toDecimal(receipt.allocatedTotal).plus(spent));
      const paidCases = new Map(paidBills.map((bill) => [bill.projectId, bill.partnerId]));
      await this.confirmations.addPending(
        tx,
        ctx,
        receipt.receiptId,
        [...paidCases].map(([projectId, partnerId]) => ({ projectId, partnerId })),
      );
      await recordAudit(tx, ctx, [
        ...inserted.map((row) => ({
          action: 'create',
          entity: 'receiptAllocation',
          entityId: row.allocationId,
          after: row,
        })),
        { action: 'allocate', entity: 'receipt', entityId: receipt.receiptId, before: receipt, after },
      ]);
      return this.records.detailOf(ctx, tx, after);
    });
    await this.confirmations.askPending(ctx, detail.receiptId, detail.number);
    return detail;
  }

  /** Undoes an allocation: kept with its reversal day and reason; the money is the client's credit again. */
  async reverse(ctx: SignedInContext, input: ReverseAllocationInput): Promise<ReceiptDetailView> {
    const [found] = await this.db
      .select()
      .from(receiptAllocations)
      .where(eq(receiptAllocations.allocationId, input.allocationId));
    if (!found) throw notFound('receipt.allocationNotFound');
    await this.assertVisible(await this.deps.hiddenCaseIds(ctx), found.receiptId);
    const reversedOn = this.deps.today();
    return this.db.transaction(async (tx) => {
      const receipt = await lockReceipt(tx, found.receiptId);
      const bill = (await lockBills(tx, [found.billId])).get(found.billId)!;
      const [allocation] = await tx
        .select()
        .from(receiptAllocations)
        .where(eq(receiptAllocations.allocationId, input.allocationId));
      if (allocation!.reversedAt !== null) throw conflict('receipt.alreadyReversed');
      if (bill.status === 'cancelled' || bill.status === 'writtenOff') {
        throw conflict('receipt.billClosed', { number: bill.number });
      }
      const [reversed] = await tx
        .update(receiptAllocations)
        .set({
          reversedAt: new Date(),
          reversedOn,
          reversalReason: input.reason,
          updatedAt: new Date(),
          updatedBy: ctx.actor.userId,
        })
        .where(eq(receiptAllocations.allocationId, input.allocationId))
        .returning();
      await applyBalanceChange(tx, ctx, bill.billId, { paid: toDecimal(allocation!.amount).neg() });
      const after = await this.setAllocated(
        tx,
        ctx,
        receipt,
        toDecimal(receipt.allocatedTotal).minus(allocation!.amount),
      );
      await recordAudit(tx, ctx, [
        {
          action: 'reverse',
          entity: 'receiptAllocation',
          entityId: input.allocationId,
          before: allocation,
          after: reversed,
        },
        { action: 'update', entity: 'receipt', entityId: receipt.receiptId, before: receipt, after },
      ]);
      return this.records.detailOf(ctx, tx, after);
    });
  }

  /** A bill takes this payment: open, of the receipt's client and currency, within its balance. */
  private assertPayable(receipt: ReceiptRow, bill: BillRow, amount: string, allocatedOn: string): void {
    // A draft has no number yet: the message names it by id.
    const number = bill.number ?? `#${bill.billId}`;
    if (!isOpenBill(bill)) throw conflict('receipt.billNotOpen', { number });
    if (bill.clientId !== receipt.clientId) throw conflict('receipt.billOtherClient', { number });
    if (bill.currency !== receipt.currency) {
      throw conflict('receipt.billOtherCurrency', { number, currency: bill.currency });
    }
    if (receipt.isRetainer && receipt.projectId !== bill.projectId) {
      throw conflict('receipt.retainerOtherCase', { number });
    }
    if (allocatedOn < bill.billDate)
      throw badRequest('receipt.allocatedBeforeBill', { number }, 'allocatedOn');
    const balance = toDecimal(billBalance(bill));
    if (toDecimal(amount).gt(balance)) {
      throw conflict('receipt.overBalance', { number, balance: decimalText(balance, 2) });
    }
  }

  private async setAllocated(
    tx: Executor,
    ctx: SignedInContext,
    receipt: ReceiptRow,
    allocated: ReturnType<typeof toDecimal>,
  ): Promise<ReceiptRow> {
    const [row] = await tx
      .update(receipts)
      .set({ allocatedTotal: decimalText(allocated, 2), updatedAt: new Date(), updatedBy: ctx.actor.userId })
      .where(eq(receipts.receiptId, receipt.receiptId))
      .returning();
    return row!;
  }

  private async assertVisible(hidden: readonly number[], receiptId: number): Promise<void> {
    const [row] = await this.db
      .select({ receiptId: receipts.receiptId })
      .from(receipts)
      .where(and(eq(receipts.receiptId, receiptId), receiptsOutside(this.db, hidden)));
    if (!row) throw notFound('receipt.notFound');
  }
}
