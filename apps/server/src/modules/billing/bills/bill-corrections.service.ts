import {
  BILL_CREDIT_BUSINESS_TYPE,
  BILL_OPEN,
  BILL_WRITE_OFF_BUSINESS_TYPE,
  type BillCreditInput,
  type BillWriteOffInput,
  billBalance,
  decimalText,
  formatIsoDate,
  toDecimal,
} from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { conflict, notFound } from '../../../platform/http/app-error.ts';
import type { ApprovalEngine } from '../../approvals/approval-engine.service.ts';
import { invoiceableLeft } from '../invoices/invoice-amounts.ts';
import type { BillAccess, BillRecord } from './bill-access.ts';
import { applyBalanceChange } from './bill-balance.ts';
import { nextBillingNumber } from './bill-numbers.ts';
import type { BillCases, BillExpenses, BillTime } from './bills.collaborators.ts';
import { billLines, bills, billWriteOffs, creditNotes } from './bills.tables.ts';

export type CorrectionKind = 'credit' | 'writeOff';

export interface BillCorrectionsDeps {
  access: BillAccess;
  engine: Pick<ApprovalEngine, 'submit'>;
  officeCode: BillCases['officeCode'];
  time: Pick<BillTime, 'release'>;
  expenses: Pick<BillExpenses, 'unreserve'>;
  today?: () => string;
}

/**
 * Corrections of issued bills (decision 0030: nothing issued is edited): credit notes, whole or
 * partial, and bad-debt write-offs, each asked of finance through the approvals engine and
 * applied to the bill's balance in the approval's transaction.
 */
export class BillCorrectionsService {
  constructor(
    readonly _db: Database,
    private readonly deps: BillCorrectionsDeps,
  ) {}

  private today(): string {
    return this.deps.today?.() ?? formatIsoDate(new Date());
  }

  /**
   * The bill a credit note or write-off corrects, for whoever may read that bill: the task
   * centre shows its approver the whole bill (decision 0035). Behind a wall it is not found.
   */
  async billOfCorrection(ctx: SignedInContext, kind: CorrectionKind, id: number): Promise<number> {
    const [row] =
      kind === 'credit'
        ? await this._db
            .select({ billId: creditNotes.billId })
            .from(creditNotes)
            .where(eq(creditNotes.creditNoteId, id))
        : await this._db
            .select({ billId: billWriteOffs.billId })
            .from(billWriteOffs)
            .where(eq(billWriteOffs.writeOffId, id));
    if (!row) throw notFound('bill.notFound');
    return (await this.deps.access.readable(ctx, row.billId, this._db)).billId;
  }

  /** Asks for a credit note; a whole one is for what is left of an unpaid bill. */
  requestCredit(ctx: SignedInContext, input: BillCreditInput): Promise<number> {
    return this.request(ctx, BILL_CREDIT_BUSINESS_TYPE, 'creditNote', input.billId, async (tx, bill) => {
      const balance = toDecimal(billBalance(bill));
      if (input.whole && !toDecimal(bill.paidTotal).plus(toDecimal(bill.writtenOffTotal)).isZero()) {
        throw conflict('bill.wholeCreditAfterPayment');
      }
      const amount = input.whole ? balance : toDecimal(input.amount);
      if (amount.gt(balance)) throw conflict('bill.overBalance', { balance: billBalance(bill) }, 'amount');
      // The tax invoices not reversed must still fit the bill once credited (decision 0030): the
      // red-letter invoice comes first. Requests waiting for finance count as invoices.
      const invoiceable = await invoiceableLeft(tx, bill);
      if (amount.gt(toDecimal(invoiceable))) {
        throw conflict('bill.creditOverInvoices', { invoiceable, currency: bill.currency }, 'amount');
      }
      const tax = toDecimal(bill.total).isZero()
        ? toDecimal(0)
        : amount.times(toDecimal(bill.taxTotal)).dividedBy(toDecimal(bill.total)).toDecimalPlaces(2);
      const [created] = await tx
        .insert(creditNotes)
        .values({
          billId: bill.billId,
          whole: input.whole,
          amount: decimalText(amount, 2),
          taxAmount: decimalText(tax, 2),
          reason: input.reason,
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      return { id: created!.creditNoteId, row: created, amount: created!.amount };
    });
  }

  /** Asks for the bill's whole balance to be written off as bad debt. */
  requestWriteOff(ctx: SignedInContext, input: BillWriteOffInput): Promise<number> {
    return this.request(ctx, BILL_WRITE_OFF_BUSINESS_TYPE, 'billWriteOff', input.billId, async (tx, bill) => {
      const [created] = await tx
        .insert(billWriteOffs)
        .values({
          billId: bill.billId,
          amount: billBalance(bill),
          reason: input.reason,
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      return { id: created!.writeOffId, row: created, amount: created!.amount };
    });
  }

  /**
   * Files a correction of an open bill with finance: the record is written and audited in the
   * approval's own transaction, so a refused submission leaves nothing behind.
   */
  private async request(
    ctx: SignedInContext,
    businessType: string,
    entity: 'creditNote' | 'billWriteOff',
    billId: number,
    record: (tx: Executor, bill: BillRecord) => Promise<{ id: number; row: unknown; amount: string }>,
  ): Promise<number> {
    let recordId = 0;
    await this.deps.engine.submit(ctx, { businessType, recordId: '', title: '' }, async (tx) => {
      const bill = await this.openBill(ctx, billId, tx);
      const created = await record(tx, bill);
      recordId = created.id;
      await recordAudit(tx, ctx, { action: 'create', entity, entityId: created.id, after: created.row });
      return {
        recordId: String(created.id),
        title: `${bill.number} ${created.amount} ${bill.currency}`,
        facts: { amount: created.amount, billId: bill.billId, projectId: bill.projectId },
      };
    });
    return recordId;
  }

  /** The approval started: the record keeps the instance it runs as. */
  async linkInstance(
    tx: Executor,
    kind: 'credit' | 'writeOff',
    id: number,
    instanceId: number,
  ): Promise<void> {
    if (kind === 'credit') {
      await tx.update(creditNotes).set({ instanceId }).where(eq(creditNotes.creditNoteId, id));
    } else {
      await tx.update(billWriteOffs).set({ instanceId }).where(eq(billWriteOffs.writeOffId, id));
    }
  }

  /** The approval ended: the credit note is numbered and applied, or refused. */
  async creditDecided(
    tx: Executor,
    ctx: SignedInContext,
    creditNoteId: number,
    approved: boolean,
  ): Promise<void> {
    const [before] = await tx
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.creditNoteId, creditNoteId))
      .for('update');
    if (before?.status !== 'approving') return;
    if (!approved) {
      await this.close(tx, ctx, 'creditNote', creditNoteId, before, { status: 'refused' });
      return;
    }
    const [bill] = await tx.select().from(bills).where(eq(bills.billId, before.billId));
    const officeCode = await this.deps.officeCode(bill!.officeId, tx);
    if (!officeCode) throw conflict('bill.noOfficeCode');
    const today = this.today();
    const number = await nextBillingNumber(tx, 'C', Number(today.slice(0, 4)), officeCode);
    await this.close(tx, ctx, 'creditNote', creditNoteId, before, {
      status: 'issued',
      number,
      creditDate: today,
    });
    await applyBalanceChange(tx, ctx, before.billId, { credited: before.amount });
    if (before.whole) {
      // The lines stay for history, marked released: their time and expenses may go on another bill.
      await tx.update(billLines).set({ released: true }).where(eq(billLines.billId, before.billId));
      await this.deps.time.release(tx, ctx, before.billId);
      await this.deps.expenses.unreserve(tx, ctx, before.billId);
    }
  }

  /** The approval ended: the write-off is applied, or refused. */
  async writeOffDecided(
    tx: Executor,
    ctx: SignedInContext,
    writeOffId: number,
    approved: boolean,
  ): Promise<void> {
    const [before] = await tx
      .select()
      .from(billWriteOffs)
      .where(eq(billWriteOffs.writeOffId, writeOffId))
      .for('update');
    if (before?.status !== 'approving') return;
    if (!approved) {
      await this.close(tx, ctx, 'billWriteOff', writeOffId, before, { status: 'refused' });
      return;
    }
    await this.close(tx, ctx, 'billWriteOff', writeOffId, before, {
      status: 'done',
      writeOffDate: this.today(),
    });
    await applyBalanceChange(tx, ctx, before.billId, { writtenOff: before.amount });
  }

  /** An issued bill with a balance and no other correction awaiting approval, locked. */
  private async openBill(ctx: SignedInContext, billId: number, tx: Executor): Promise<BillRecord> {
    const bill = await this.deps.access.readable(ctx, billId, tx, true);
    if (!BILL_OPEN.includes(bill.status) || toDecimal(billBalance(bill)).lte(0)) {
      throw conflict('bill.notOpen', { status: bill.status });
    }
    const [credit] = await tx
      .select({ id: creditNotes.creditNoteId })
      .from(creditNotes)
      .where(and(eq(creditNotes.billId, billId), eq(creditNotes.status, 'approving')));
    const [writeOff] = await tx
      .select({ id: billWriteOffs.writeOffId })
      .from(billWriteOffs)
      .where(and(eq(billWriteOffs.billId, billId), eq(billWriteOffs.status, 'approving')));
    if (credit || writeOff) throw conflict('bill.creditPending');
    return bill;
  }

  private async close(
    tx: Executor,
    ctx: SignedInContext,
    entity: 'creditNote' | 'billWriteOff',
    id: number,
    before: object,
    set: Record<string, unknown>,
  ): Promise<void> {
    const table = entity === 'creditNote' ? creditNotes : billWriteOffs;
    const key = entity === 'creditNote' ? creditNotes.creditNoteId : billWriteOffs.writeOffId;
    const [after] = await tx
      .update(table)
      .set({ ...set, updatedAt: new Date(), updatedBy: ctx.actor.userId })
      .where(eq(key, id))
      .returning();
    await recordAudit(tx, ctx, { action: String(set.status), entity, entityId: id, before, after });
  }
}
