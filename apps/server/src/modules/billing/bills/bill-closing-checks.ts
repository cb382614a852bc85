import { BILL_OPEN } from '@venus/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import type { ClosingCheckContributor } from '../../projects/closing-checks.ts';
import { invoices } from '../invoices/invoices.tables.ts';
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

/** Invoice requests finance has not recorded yet, or sent back and not yet resubmitted or cancelled (decision 0039). */
async function countRequestedInvoices(tx: Executor, projectId: number): Promise<number> {
  const [row] = await tx
    .select({ open: count() })
    .from(invoices)
    .where(and(eq(invoices.projectId, projectId), inArray(invoices.status, ['requested', 'sentBack'])));
  return row?.open ?? 0;
}

/**
 * Billing's closing checks (decision 0030): drafts and bills in approval; issued bills still
 * owed; invoice requests not yet recorded (decision 0039's `invoicesPending`, the checklist's
 * `unissuedInvoices`).
 */
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
    {
      check: 'unissuedInvoices',
      openItems: (projectId, tx) => countRequestedInvoices(tx, projectId),
      link: ({ projectId }) => `/bill/billInvoice?projectId=${projectId}`,
    },
  ];
}
