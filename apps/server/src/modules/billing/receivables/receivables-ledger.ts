import { type AgeingBucket, ageingBucketRanges, type ReceivableGroup } from '@venus/shared';
import { type SQL, sql } from 'drizzle-orm';

const GROUP_COLUMN: Record<ReceivableGroup, SQL> = {
  client: sql.raw('client_id'),
  case: sql.raw('project_id'),
  partner: sql.raw('partner_id'),
  office: sql.raw('office_id'),
};

export interface LedgerFilters {
  asOf: string;
  hiddenCaseIds: readonly number[];
  currency?: string;
  clientId?: number;
}

/**
 * Each issued bill's balance as the ledger stood at the end of `asOf` (decision 0030): bills
 * dated on or before it, less credit notes issued, allocations made and not yet reversed, and
 * write-offs done by then. A bill that was later cancelled or paid still owed what it owed then.
 */
export function billBalancesAt(filters: LedgerFilters): SQL {
  const { asOf } = filters;
  const hidden = filters.hiddenCaseIds.length
    ? sql`and b.project_id not in (${sql.join(
        filters.hiddenCaseIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return sql`
    select b.bill_id, b.client_id, b.project_id, b.partner_id, b.office_id, b.currency,
      (${asOf}::date - b.bill_date) as age,
      b.total
        - coalesce((select sum(c.amount) from hk_credit_note c
            where c.bill_id = b.bill_id and c.status = 'issued' and c.credit_date <= ${asOf}::date), 0)
        - coalesce((select sum(a.amount) from hk_receipt_allocation a
            where a.bill_id = b.bill_id and a.allocated_on <= ${asOf}::date
              and (a.reversed_on is null or a.reversed_on > ${asOf}::date)), 0)
        - coalesce((select sum(w.amount) from hk_bill_write_off w
            where w.bill_id = b.bill_id and w.status = 'done' and w.write_off_date <= ${asOf}::date), 0)
        as balance
    from hk_bill b
    where b.number is not null and b.status not in ('draft', 'approving') and b.bill_date <= ${asOf}::date
      ${hidden}
      ${filters.currency ? sql`and b.currency = ${filters.currency}` : sql``}
      ${filters.clientId ? sql`and b.client_id = ${filters.clientId}` : sql``}`;
}

/** sum(balance) of each ageing bucket, named as the bucket, from the same ranges the web shows. */
export function bucketSums(): SQL {
  return sql.join(
    ageingBucketRanges().map(
      ({ key, fromDay, toDay }) =>
        sql`coalesce(sum(balance) filter (where age >= ${fromDay}${toDay === null ? sql`` : sql` and age <= ${toDay}`}), 0)::text as ${sql.identifier(key)}`,
    ),
    sql`, `,
  );
}

export const groupColumn = (group: ReceivableGroup): SQL => GROUP_COLUMN[group];
export type BucketColumns = Record<AgeingBucket, string>;
