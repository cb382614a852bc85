import { BILL_OPEN } from '@venus/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import type { ClosingCheckContributor } from '../../projects/closing-checks.ts';
import { bills } from './bills.tables.ts';

async function countBills(tx: Executor, projectId: number, statuses: readonly string[]): Promise<number> {
  const [row] = await tx
    .select({ open: count() })
    .from(bills)
    .where(
      and(
        eq(bills.projectId, projectId),
        inArray(bills.status, [...statuses] as (typeof bills.$inferSelect)['status'][]),
      ),
    );
  return row?.open ?? 0;
}

/** Billing's closing checks (decision 0030): drafts and bills in approval; issued bills still owed. */
export function billClosingChecks(): ClosingCheckContributor[] {
  return [
    {
      check: 'unissuedBills',
      openItems: (projectId, tx) => countBills(tx, projectId, ['draft', 'approving']),
      link: ({ projectId }) => `/bill/list?projectId=${projectId}`,
    },
    {
      check: 'openReceivables',
      openItems: (projectId, tx) => countBills(tx, projectId, BILL_OPEN),
      link: ({ projectId }) => `/bill/list?projectId=${projectId}`,
    },
  ];
}
