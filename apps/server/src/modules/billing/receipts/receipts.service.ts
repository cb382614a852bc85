import {
  decimalText,
  type ReceiptInput,
  type ReceiptListQuery,
  toDecimal,
  type VoidReceiptInput,
  yearOf,
} from '@venus/shared';
import { and, count, desc, eq, gt, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../../platform/db/paging.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/app-error.ts';
import { rateOrNull } from '../bills/exchange-rates.ts';
import { nextReceiptNumber } from './receipt-numbers.ts';
import { lockReceipt, type ReceiptRecords, type ReceiptRow } from './receipt-record.ts';
import { receiptsOutside } from './receipt-scope.ts';
import type { ReceiptCollaborators } from './receipts.collaborators.ts';
import { receipts } from './receipts.tables.ts';
import type {
  ClientCreditView,
  ReceiptDetailView,
  ReceiptRowView,
  ReceiptSumsView,
} from './receipts.views.ts';

/**
 * Money received (decision 0030 "Receipts"): finance records it, lists it, voids one recorded in
 * error; what is not allocated is the client's credit (per case for a retainer).
 */
export class ReceiptsService {
  constructor(
    private readonly db: Database,
    private readonly deps: ReceiptCollaborators,
    private readonly records: ReceiptRecords,
  ) {}

  async record(ctx: SignedInContext, input: ReceiptInput): Promise<ReceiptDetailView> {
    const [officeCode, clients] = await Promise.all([
      this.deps.officeCode(input.officeId),
      this.deps.clientsByIds([input.clientId]),
    ]);
    if (!clients.has(input.clientId)) throw badRequest('client.notFound', {}, 'clientId');
    if (!officeCode) throw badRequest('receipt.officeUnknown', {}, 'officeId');
    const projectId = input.isRetainer ? (input.projectId ?? null) : null;
    if (projectId !== null) await this.assertCaseOfClient(ctx, projectId, input.clientId);
    const exchangeRate =
      input.currency === 'CNY'
        ? '1'
        : (input.exchangeRate ?? (await rateOrNull(this.db, input.currency, input.receivedOn)));
    if (exchangeRate === null) {
      throw badRequest(
        'receipt.noRate',
        { currency: input.currency, date: input.receivedOn },
        'exchangeRate',
      );
    }
    return this.db.transaction(async (tx) => {
      const number = await nextReceiptNumber(tx, yearOf(input.receivedOn), officeCode);
      const [row] = await tx
        .insert(receipts)
        .values({
          number,
          clientId: input.clientId,
          officeId: input.officeId,
          projectId,
          isRetainer: input.isRetainer,
          receivedOn: input.receivedOn,
          amount: input.amount,
          currency: input.currency,
          exchangeRate,
          payer: input.payer,
          bankAccount: input.bankAccount,
          reference: input.reference,
          remark: input.remark,
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'receipt',
        entityId: row!.receiptId,
        after: row,
      });
      return this.records.detailOf(ctx, tx, row!);
    });
  }

  /** A receipt recorded in error is voided, kept with its reason, once none of it pays a bill. */
  async void(ctx: SignedInContext, input: VoidReceiptInput): Promise<ReceiptDetailView> {
    await this.visibleRow(ctx, input.receiptId);
    return this.db.transaction(async (tx) => {
      const before = await lockReceipt(tx, input.receiptId);
      if (toDecimal(before.allocatedTotal).gt(0)) throw conflict('receipt.hasAllocations');
      const [row] = await tx
        .update(receipts)
        .set({
          status: 'voided',
          voidReason: input.reason,
          updatedAt: new Date(),
          updatedBy: ctx.actor.userId,
        })
        .where(eq(receipts.receiptId, input.receiptId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'void',
        entity: 'receipt',
        entityId: input.receiptId,
        before,
        after: row,
      });
      return this.records.detailOf(ctx, tx, row!);
    });
  }

  async get(ctx: SignedInContext, receiptId: number): Promise<ReceiptDetailView> {
    return this.records.detailOf(ctx, this.db, await this.visibleRow(ctx, receiptId));
  }

  /** Finance's list (spec billReceiptV2) and a client's receipts, within the walls. */
  async list(
    ctx: SignedInContext,
    query: ReceiptListQuery,
  ): Promise<{ rows: ReceiptRowView[]; total: number; sums: ReceiptSumsView }> {
    const where = and(await this.scope(ctx), ...this.filters(query));
    const live = sql`${receipts.status} <> 'voided'`;
    const liveSum = (value: SQL) => sql<string>`coalesce(sum(${value}) filter (where ${live}), 0)::text`;
    const [rows, [total], sums] = await Promise.all([
      this.db
        .select()
        .from(receipts)
        .where(where)
        .orderBy(
          orderOf(
            query,
            { receivedOn: receipts.receivedOn, amount: receipts.amount, number: receipts.number },
            desc(receipts.receivedOn),
          ),
          desc(receipts.receiptId),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(receipts).where(where),
      this.db
        .select({
          currency: receipts.currency,
          count: count(),
          amount: liveSum(sql`${receipts.amount}`),
          allocated: liveSum(sql`${receipts.allocatedTotal}`),
          unallocated: liveSum(sql`${receipts.amount} - ${receipts.allocatedTotal}`),
        })
        .from(receipts)
        .where(where)
        .groupBy(receipts.currency)
        .orderBy(receipts.currency),
    ]);
    const money = (text: string) => decimalText(toDecimal(text), 2);
    return {
      rows: await this.records.rowViews(ctx, rows),
      total: total?.total ?? 0,
      sums: sums.map((sum) => ({
        ...sum,
        amount: money(sum.amount),
        allocated: money(sum.allocated),
        unallocated: money(sum.unallocated),
      })),
    };
  }

  /** The client's credit: what its live receipts hold unallocated, per currency and retainer case. */
  async clientCredit(ctx: SignedInContext, clientId: number): Promise<ClientCreditView> {
    const unallocated = sql<string>`sum(${receipts.amount} - ${receipts.allocatedTotal})`;
    const rows = await this.db
      .select({ currency: receipts.currency, projectId: receipts.projectId, unallocated })
      .from(receipts)
      .where(
        and(
          await this.scope(ctx),
          eq(receipts.clientId, clientId),
          sql`${receipts.status} <> 'voided'`,
          gt(sql`${receipts.amount} - ${receipts.allocatedTotal}`, 0),
        ),
      )
      .groupBy(receipts.currency, receipts.projectId)
      .orderBy(receipts.currency, receipts.projectId);
    return {
      clientId,
      credits: rows.map((row) => ({ ...row, unallocated: decimalText(toDecimal(row.unallocated), 2) })),
    };
  }

  private filters(query: ReceiptListQuery): (SQL | undefined)[] {
    const pattern = query.keyword ? containsPattern(query.keyword) : null;
    return [
      query.clientId ? eq(receipts.clientId, query.clientId) : undefined,
      query.projectId ? eq(receipts.projectId, query.projectId) : undefined,
      query.status ? eq(receipts.status, query.status) : undefined,
      query.currency ? eq(receipts.currency, query.currency) : undefined,
      query.dateFrom ? gte(receipts.receivedOn, query.dateFrom) : undefined,
      query.dateTo ? lte(receipts.receivedOn, query.dateTo) : undefined,
      query.unallocatedOnly
        ? and(
            sql`${receipts.status} <> 'voided'`,
            gt(sql`${receipts.amount} - ${receipts.allocatedTotal}`, 0),
          )
        : undefined,
      pattern
        ? or(
            ilike(receipts.number, pattern),
            ilike(receipts.payer, pattern),
            ilike(receipts.reference, pattern),
          )
        : undefined,
    ];
  }

  private async scope(ctx: SignedInContext): Promise<SQL | undefined> {
    return receiptsOutside(this.db, await this.deps.hiddenCaseIds(ctx));
  }

  /** The receipt, or 404 when it does not exist or touches a walled case the person is outside of. */
  private async visibleRow(ctx: SignedInContext, receiptId: number): Promise<ReceiptRow> {
    const [row] = await this.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.receiptId, receiptId), await this.scope(ctx)));
    if (!row) throw notFound('receipt.notFound');
    return row;
  }

  private async assertCaseOfClient(ctx: SignedInContext, projectId: number, clientId: number): Promise<void> {
    const [cases, hidden] = await Promise.all([
      this.deps.casesByIds([projectId]),
      this.deps.hiddenCaseIds(ctx),
    ]);
    if (cases.get(projectId)?.clientId !== clientId || hidden.includes(projectId)) {
      throw badRequest('receipt.caseNotOfClient', {}, 'projectId');
    }
  }
}
