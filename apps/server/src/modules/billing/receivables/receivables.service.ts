import {
  decimalText,
  type ReceivableGroup,
  type ReceivableQuery,
  sortDirection,
  toDecimal,
} from '@venus/shared';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { offsetOf } from '../../../platform/db/paging.ts';
import type { ReceivableCollaborators } from './receivables.collaborators.ts';
import type { ReceivableRowView, ReceivableSummaryView } from './receivables.views.ts';
import { type BucketColumns, billBalancesAt, bucketSums, groupColumn } from './receivables-ledger.ts';

type AgedRow = BucketColumns & { currency: string; outstanding: string; bill_count: number };
const money = (value: string) => decimalText(toDecimal(value), 2);
const agedColumns = (row: AgedRow) => ({
  currency: row.currency,
  billCount: Number(row.bill_count),
  outstanding: money(row.outstanding),
  days0to30: money(row.days0to30),
  days31to60: money(row.days31to60),
  days61to90: money(row.days61to90),
  days91to180: money(row.days91to180),
  over180: money(row.over180),
});

/**
 * Receivables (decision 0030): what is owed per client, case, partner or office, aged at a chosen
 * date, computed in SQL from the ledger as it stood that day; walled cases' bills are left out
 * for those outside the wall.
 */
export class ReceivablesService {
  constructor(
    private readonly db: Database,
    private readonly deps: ReceivableCollaborators,
  ) {}

  async list(
    ctx: SignedInContext,
    query: ReceivableQuery,
  ): Promise<{ rows: ReceivableRowView[]; total: number }> {
    const ledger = await this.ledger(ctx, query);
    const key = groupColumn(query.groupBy);
    const direction = sortDirection(query.isAsc) === 'asc' && query.orderByColumn ? sql`asc` : sql`desc`;
    const result = await this.db.execute<AgedRow & { group_id: number; full_count: number }>(sql`
      select ${key} as group_id, currency, count(*) as bill_count, sum(balance)::text as outstanding,
        ${bucketSums()}, count(*) over () as full_count
      from (${ledger}) ledger
      where balance <> 0
      group by ${key}, currency
      order by sum(balance) ${direction}, ${key}, currency
      limit ${query.pageSize} offset ${offsetOf(query)}`);
    const names = await this.namesOf(
      query.groupBy,
      result.rows.map((row) => Number(row.group_id)),
      ctx.lang,
    );
    return {
      rows: result.rows.map((row) => ({
        groupId: Number(row.group_id),
        name: names.get(Number(row.group_id)) ?? '',
        ...agedColumns(row),
      })),
      total: Number(result.rows[0]?.full_count ?? 0),
    };
  }

  /** Totals per currency; their buckets add up to the outstanding, which is the ledger's balance. */
  async summary(
    ctx: SignedInContext,
    query: Omit<ReceivableQuery, 'pageNum' | 'pageSize'>,
  ): Promise<ReceivableSummaryView> {
    const asOf = query.asOf ?? this.deps.today();
    const ledger = await this.ledger(ctx, { ...query, asOf });
    const result = await this.db.execute<AgedRow>(sql`
      select currency, count(*) as bill_count, sum(balance)::text as outstanding, ${bucketSums()}
      from (${ledger}) ledger
      where balance <> 0
      group by currency
      order by currency`);
    return { asOf, totals: result.rows.map(agedColumns) };
  }

  private async ledger(ctx: SignedInContext, query: Pick<ReceivableQuery, 'asOf' | 'currency' | 'clientId'>) {
    return billBalancesAt({
      asOf: query.asOf ?? this.deps.today(),
      hiddenCaseIds: await this.deps.hiddenCaseIds(ctx),
      currency: query.currency,
      clientId: query.clientId,
    });
  }

  private namesOf(group: ReceivableGroup, ids: number[], lang: string): Promise<Map<number, string>> {
    switch (group) {
      case 'client':
        return this.deps.clientNames(ids, lang);
      case 'case':
        return this.deps.caseNames(ids, lang);
      case 'partner':
        return this.deps.personNames(ids, lang);
      case 'office':
        return this.deps.officeNames(ids, lang);
    }
  }
}
