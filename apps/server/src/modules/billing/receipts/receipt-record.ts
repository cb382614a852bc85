import { decimalText, localizedName, toDecimal } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { conflict, notFound } from '../../../platform/http/app-error.ts';
import { bills } from '../bills/bills.tables.ts';
import type { ReceiptCollaborators } from './receipts.collaborators.ts';
import { receiptAllocations, receipts } from './receipts.tables.ts';
import type { AllocationView, ReceiptDetailView, ReceiptRowView } from './receipts.views.ts';

export type ReceiptRow = typeof receipts.$inferSelect;

/** A receipt row, locked for a change (allocation, reversal, void), or 404. */
export async function lockReceipt(tx: Executor, receiptId: number): Promise<ReceiptRow> {
  const [row] = await tx.select().from(receipts).where(eq(receipts.receiptId, receiptId)).for('update');
  if (!row) throw notFound('receipt.notFound');
  if (row.status === 'voided') throw conflict('receipt.voided');
  return row;
}

/** Reading and shaping receipts, shared by the recording and the allocating services. */
export class ReceiptRecords {
  constructor(private readonly deps: ReceiptCollaborators) {}

  async rowViews(
    ctx: SignedInContext,
    rows: readonly ReceiptRow[],
    tx?: Executor,
  ): Promise<ReceiptRowView[]> {
    const clients = await this.deps.clientsByIds(
      rows.map((row) => row.clientId),
      tx,
    );
    return rows.map((row) => {
      const client = clients.get(row.clientId);
      return {
        receiptId: row.receiptId,
        number: row.number,
        clientId: row.clientId,
        clientName: client ? localizedName(ctx.lang, client.nameCn, client.nameEn) : '',
        officeId: row.officeId,
        projectId: row.projectId,
        isRetainer: row.isRetainer,
        receivedOn: row.receivedOn,
        amount: row.amount,
        currency: row.currency,
        exchangeRate: row.exchangeRate,
        payer: row.payer,
        bankAccount: row.bankAccount,
        reference: row.reference,
        remark: row.remark,
        allocatedTotal: row.allocatedTotal,
        unallocated: decimalText(toDecimal(row.amount).minus(row.allocatedTotal), 2),
        status: row.status,
        voidReason: row.voidReason,
      };
    });
  }

  async allocationsOf(tx: Executor, receiptId: number): Promise<AllocationView[]> {
    const rows = await tx
      .select({
        allocationId: receiptAllocations.allocationId,
        billId: receiptAllocations.billId,
        billNumber: bills.number,
        projectId: bills.projectId,
        amount: receiptAllocations.amount,
        allocatedOn: receiptAllocations.allocatedOn,
        fxDifferenceCny: receiptAllocations.fxDifferenceCny,
        reversedOn: receiptAllocations.reversedOn,
        reversalReason: receiptAllocations.reversalReason,
      })
      .from(receiptAllocations)
      .innerJoin(bills, eq(bills.billId, receiptAllocations.billId))
      .where(eq(receiptAllocations.receiptId, receiptId))
      .orderBy(receiptAllocations.allocationId);
    return rows;
  }

  async detailOf(ctx: SignedInContext, tx: Executor, row: ReceiptRow): Promise<ReceiptDetailView> {
    const [view] = await this.rowViews(ctx, [row], tx);
    return { ...view!, allocations: await this.allocationsOf(tx, row.receiptId) };
  }
}
