import {
  type InvoiceDetailView,
  type InvoiceListQuery,
  type InvoiceRowView,
  type InvoiceSumsView,
  type Language,
  toDecimal,
} from '@venus/shared';
import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import { withinCaseScope } from '../../../platform/db/case-scope.ts';
import type { Database } from '../../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../../platform/db/paging.ts';
import { bills } from '../bills/bills.tables.ts';
import { invoiceableLeft } from './invoice-amounts.ts';
import type { InvoiceIssuingService } from './invoice-issuing.service.ts';
import type { InvoiceRecord } from './invoice-requests.service.ts';
import type { InvoicesDeps } from './invoices.collaborators.ts';
import { invoices } from './invoices.tables.ts';

export type InvoiceListScope = 'mine' | 'all';

const caseName = (kase: { nameCn: string; nameEn: string } | undefined, lang: Language) =>
  kase ? (lang === 'en' ? kase.nameEn || kase.nameCn : kase.nameCn || kase.nameEn) : '';

type Row = { invoice: InvoiceRecord; billNumber: string | null };

/**
 * Invoices as lists, a bill's invoices and the detail (decision 0039). Lists are filtered in SQL
 * by the caller's case scope, as bills are: a walled case's invoices never reach someone outside.
 */
export class InvoiceListsService {
  constructor(
    private readonly db: Database,
    private readonly deps: InvoicesDeps,
    private readonly issuing: InvoiceIssuingService,
  ) {}

  async find(
    ctx: SignedInContext,
    query: InvoiceListQuery,
    scope: InvoiceListScope,
  ): Promise<{ rows: InvoiceRowView[]; total: number; sums: InvoiceSumsView }> {
    const where = await this.whereOf(ctx, query, scope);
    const order = orderOf(
      query,
      { createdAt: invoices.createdAt, invoiceDate: invoices.invoiceDate, amount: invoices.amount },
      desc(invoices.invoiceId),
    );
    // The sums read the invoices alone (each keeps its bill's currency); the bill is joined only
    // when the search names a bill number.
    const sums = this.db
      .select({
        currency: invoices.currency,
        count: count(),
        amount: sql<string>`coalesce(sum(${invoices.amount}), 0)::text`,
      })
      .from(invoices)
      .$dynamic();
    const summed = query.number ? sums.innerJoin(bills, eq(bills.billId, invoices.billId)) : sums;
    const [rows, perCurrency] = await Promise.all([
      this.joined()
        .where(where)
        .orderBy(order, desc(invoices.invoiceId))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      summed.where(where).groupBy(invoices.currency).orderBy(asc(invoices.currency)),
    ]);
    return {
      rows: await this.views(rows, ctx.lang),
      total: perCurrency.reduce((all, sum) => all + sum.count, 0),
      sums: perCurrency.map((sum) => ({ ...sum, amount: toDecimal(sum.amount).toFixed(2) })),
    };
  }

  /** The invoices of one bill, for its page (the bill's wall answers 404 outside it). */
  async ofBill(ctx: SignedInContext, billId: number): Promise<InvoiceRowView[]> {
    await this.deps.access.readable(ctx, billId, this.db);
    return this.views(
      await this.joined().where(eq(invoices.billId, billId)).orderBy(asc(invoices.invoiceId)),
      ctx.lang,
    );
  }

  async detail(ctx: SignedInContext, invoiceId: number): Promise<InvoiceDetailView> {
    const invoice = await this.issuing.readable(ctx, invoiceId, this.db);
    const [[row], [reversal], bill] = await Promise.all([
      this.joined().where(eq(invoices.invoiceId, invoiceId)),
      this.db
        .select({ invoiceId: invoices.invoiceId })
        .from(invoices)
        .where(eq(invoices.reversesInvoiceId, invoiceId)),
      this.db.select().from(bills).where(eq(bills.billId, invoice.billId)),
    ]);
    const [view] = await this.views([row!], ctx.lang);
    return {
      ...view!,
      reversedBy: reversal?.invoiceId ?? null,
      billAvailable: await invoiceableLeft(this.db, bill[0]!),
      myTaskId: await this.issuing.myTask(ctx, invoice),
    };
  }

  private joined() {
    return this.db
      .select({ invoice: invoices, billNumber: bills.number })
      .from(invoices)
      .innerJoin(bills, eq(bills.billId, invoices.billId))
      .$dynamic();
  }

  private async whereOf(
    ctx: SignedInContext,
    query: InvoiceListQuery,
    scope: InvoiceListScope,
  ): Promise<SQL | undefined> {
    const caseScope = await this.deps.cases.scopeOf(ctx, scope === 'all');
    const conditions: SQL[] = [withinCaseScope(caseScope, invoices.projectId)];
    if (query.status) conditions.push(eq(invoices.status, query.status));
    if (query.invoiceType) conditions.push(eq(invoices.invoiceType, query.invoiceType));
    if (query.billId) conditions.push(eq(invoices.billId, query.billId));
    if (query.projectId) conditions.push(eq(invoices.projectId, query.projectId));
    if (query.clientId) conditions.push(eq(invoices.clientId, query.clientId));
    if (query.dateFrom) conditions.push(gte(invoices.invoiceDate, query.dateFrom));
    if (query.dateTo) conditions.push(lte(invoices.invoiceDate, query.dateTo));
    if (query.number) {
      const pattern = containsPattern(query.number);
      conditions.push(or(ilike(invoices.invoiceNumber, pattern), ilike(bills.number, pattern))!);
    }
    return and(...conditions);
  }

  private async views(rows: readonly Row[], lang: Language): Promise<InvoiceRowView[]> {
    const [cases, clients, people] = await Promise.all([
      this.deps.cases.casesByIds(rows.map((row) => row.invoice.projectId)),
      this.deps.clientNames(
        rows.map((row) => row.invoice.clientId),
        lang,
      ),
      this.deps.peopleNames(
        rows.map((row) => row.invoice.requestedBy),
        lang,
      ),
    ]);
    return rows.map(({ invoice, billNumber }) => ({
      invoiceId: invoice.invoiceId,
      billId: invoice.billId,
      billNumber,
      projectId: invoice.projectId,
      caseName: caseName(cases.get(invoice.projectId), lang),
      clientId: invoice.clientId,
      clientName: clients.get(invoice.clientId) ?? '',
      invoiceTitleId: invoice.invoiceTitleId,
      title: invoice.title,
      taxNumber: invoice.taxNumber,
      invoiceType: invoice.invoiceType,
      currency: invoice.currency,
      amount: invoice.amount,
      taxRate: invoice.taxRate,
      taxAmount: invoice.taxAmount,
      status: invoice.status,
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.invoiceDate,
      fileId: invoice.fileId,
      ocrStatus: invoice.ocrStatus,
      ocrAmount: invoice.ocrAmount,
      ocrMismatch:
        invoice.ocrAmount !== null && !toDecimal(invoice.ocrAmount).abs().eq(toDecimal(invoice.amount).abs()),
      reversesInvoiceId: invoice.reversesInvoiceId,
      remark: invoice.remark,
      requestedBy: invoice.requestedBy,
      requestedByName: people.get(invoice.requestedBy) ?? '',
      instanceId: invoice.instanceId,
      createdAt: invoice.createdAt.toISOString(),
    }));
  }
}
