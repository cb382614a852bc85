import {
  decimalText,
  type InvoiceReconciliationQuery,
  type InvoiceReconciliationRowView,
  type InvoiceReconciliationSumsView,
  type ReconciliationState,
  sortDirection,
  toDecimal,
} from '@venus/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { containsPattern, offsetOf } from '../../../platform/db/paging.ts';
import type { ReceivableCollaborators } from './receivables.collaborators.ts';

type Filters = Omit<InvoiceReconciliationQuery, 'pageNum' | 'pageSize'>;
const money = (value: string) => decimalText(toDecimal(value), 2);

const SORTS: Record<NonNullable<InvoiceReconciliationQuery['orderByColumn']>, SQL> = {
  billDate: sql.raw('bill_date'),
  invoiced: sql.raw('invoiced'),
  received: sql.raw('received'),
  gap: sql.raw('abs(invoiced - received)'),
};

/**
 * 开票收款核对 (decision 0061; spec report/audit/invoice/receipt/list): each issued bill with a
 * recorded invoice or an allocated payment, its invoices (a red letter and the invoice it reversed
 * count nothing, as decision 0039 counts them) against the allocations not reversed. Walled cases'
 * bills are left out for those outside the wall, as the receivables leave them.
 */
export class InvoiceReconciliationService {
  constructor(
    private readonly db: Database,
    private readonly deps: Pick<ReceivableCollaborators, 'clientNames' | 'caseNames' | 'hiddenCaseIds'>,
  ) {}

  async list(
    ctx: SignedInContext,
    query: InvoiceReconciliationQuery,
  ): Promise<{ rows: InvoiceReconciliationRowView[]; total: number; sums: InvoiceReconciliationSumsView }> {
    const bills = await this.reconciledBills(ctx, query);
    const order = query.orderByColumn ? SORTS[query.orderByColumn] : sql.raw('bill_date');
    const direction = sortDirection(query.isAsc) === 'asc' && query.orderByColumn ? sql`asc` : sql`desc`;
    const [page, sums] = await Promise.all([
      this.db.execute<BillRow & { full_count: number }>(sql`
        select *, count(*) over () as full_count from (${bills}) bills
        order by ${order} ${direction}, bill_id desc
        limit ${query.pageSize} offset ${offsetOf(query)}`),
      this.sums(bills),
    ]);
    const [clients, cases] = await Promise.all([
      this.deps.clientNames([...new Set(page.rows.map((row) => Number(row.client_id)))], ctx.lang),
      this.deps.caseNames([...new Set(page.rows.map((row) => Number(row.project_id)))], ctx.lang),
    ]);
    return {
      rows: page.rows.map((row) => ({
        billId: Number(row.bill_id),
        billNumber: row.number,
        billDate: row.bill_date,
        projectId: Number(row.project_id),
        caseName: cases.get(Number(row.project_id)) ?? '',
        clientId: Number(row.client_id),
        clientName: clients.get(Number(row.client_id)) ?? '',
        currency: row.currency,
        total: money(row.total),
        invoiced: money(row.invoiced),
        invoiceCount: Number(row.invoice_count),
        lastInvoiceDate: row.last_invoice_date,
        received: money(row.received),
        lastReceivedOn: row.last_received_on,
        gap: money(toDecimal(row.invoiced).minus(row.received).toString()),
        state: row.state,
      })),
      total: Number(page.rows[0]?.full_count ?? 0),
      sums,
    };
  }

  private async sums(bills: SQL): Promise<InvoiceReconciliationSumsView> {
    const result = await this.db.execute<{
      currency: string;
      bill_count: number;
      invoiced: string;
      received: string;
      ahead: string;
      behind: string;
    }>(sql`
      select currency, count(*) as bill_count, sum(invoiced)::text as invoiced, sum(received)::text as received,
        coalesce(sum(invoiced - received) filter (where invoiced > received), 0)::text as ahead,
        coalesce(sum(received - invoiced) filter (where received > invoiced), 0)::text as behind
      from (${bills}) bills
      group by currency
      order by currency`);
    return result.rows.map((row) => ({
      currency: row.currency,
      billCount: Number(row.bill_count),
      invoiced: money(row.invoiced),
      received: money(row.received),
      invoicedNotReceived: money(row.ahead),
      receivedNotInvoiced: money(row.behind),
    }));
  }

  /** The filtered bills with their invoiced and received sums and state, as a subquery. */
  private async reconciledBills(ctx: SignedInContext, filters: Filters): Promise<SQL> {
    const hidden = await this.deps.hiddenCaseIds(ctx);
    const conditions: SQL[] = [
      sql`b.number is not null`,
      sql`(inv.bill_id is not null or paid.bill_id is not null)`,
    ];
    if (hidden.length)
      conditions.push(
        sql`b.project_id not in (${sql.join(
          hidden.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    if (filters.from) conditions.push(sql`b.bill_date >= ${filters.from}::date`);
    if (filters.to) conditions.push(sql`b.bill_date <= ${filters.to}::date`);
    if (filters.clientId) conditions.push(sql`b.client_id = ${filters.clientId}`);
    if (filters.currency) conditions.push(sql`b.currency = ${filters.currency}`);
    if (filters.number) conditions.push(sql`b.number ilike ${containsPattern(filters.number)}`);
    const state = sql`case
      when coalesce(inv.invoiced, 0) > coalesce(paid.received, 0) then 'invoicedNotReceived'
      when coalesce(inv.invoiced, 0) < coalesce(paid.received, 0) then 'receivedNotInvoiced'
      else 'matched' end`;
    if (filters.state) conditions.push(sql`${state} = ${filters.state}`);
    return sql`
      select b.bill_id, b.number, b.bill_date::text as bill_date, b.project_id, b.client_id, b.currency,
        b.total::text as total,
        coalesce(inv.invoiced, 0) as invoiced, coalesce(inv.invoice_count, 0) as invoice_count,
        inv.last_invoice_date, coalesce(paid.received, 0) as received, paid.last_received_on,
        ${state} as state
      from hk_bill b
      left join (
        select bill_id, sum(amount) as invoiced, count(*) as invoice_count,
          max(invoice_date)::text as last_invoice_date
        from hk_invoice where status = 'issued' and reverses_invoice_id is null
        group by bill_id) inv on inv.bill_id = b.bill_id
      left join (
        select bill_id, sum(amount) as received, max(allocated_on)::text as last_received_on
        from hk_receipt_allocation where reversed_on is null
        group by bill_id) paid on paid.bill_id = b.bill_id
      where ${sql.join(conditions, sql` and `)}`;
  }
}

type BillRow = {
  bill_id: number;
  number: string;
  bill_date: string;
  project_id: number;
  client_id: number;
  currency: string;
  total: string;
  invoiced: string;
  invoice_count: number;
  last_invoice_date: string | null;
  received: string;
  last_received_on: string | null;
  state: ReconciliationState;
};
