import { type CaseWorklogSums, decimalText, toDecimal, UNBILLED } from '@venus/shared';
import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { ClosingCheckContributor } from '../projects/closing-checks.ts';
import type { WorklogCases } from './worklogs.collaborators.ts';
import { worklogs } from './worklogs.tables.ts';

const hoursOf = (value: string | null | undefined) => decimalText(toDecimal(value ?? '0'), 1);

/** A case's time at a glance on the case page (spec §7 worklog sums, projectWorklog hours). */
export class WorklogSums {
  constructor(
    private readonly db: Database,
    private readonly cases: WorklogCases,
  ) {}

  async caseSums(ctx: SignedInContext, projectId: number): Promise<CaseWorklogSums> {
    if (!(await this.cases.canView(ctx, projectId))) throw notFound('case.notFound');
    const onCase = eq(worklogs.projectId, projectId);
    const live = sql`${worklogs.status} <> 'writtenOff'`;
    const sumWhere = (condition: ReturnType<typeof sql>) =>
      sql<string>`coalesce(sum(${worklogs.hours}) filter (where ${condition}), 0)`;
    const [[sums], amounts] = await Promise.all([
      this.db
        .select({
          billable: sumWhere(sql`${live} and ${worklogs.billable}`),
          nonBillable: sumWhere(sql`${live} and not ${worklogs.billable}`),
          draft: sumWhere(sql`${worklogs.status} = 'draft'`),
          submitted: sumWhere(sql`${worklogs.status} = 'submitted'`),
          confirmed: sumWhere(sql`${worklogs.status} = 'confirmed'`),
          billed: sumWhere(sql`${worklogs.status} = 'billed'`),
          writtenOff: sumWhere(sql`${worklogs.status} = 'writtenOff'`),
        })
        .from(worklogs)
        .where(onCase),
      this.db
        .select({ currency: worklogs.currency, amount: sql<string>`sum(${worklogs.amount})` })
        .from(worklogs)
        .where(
          and(
            onCase,
            eq(worklogs.billable, true),
            inArray(worklogs.status, [...UNBILLED]),
            isNull(worklogs.billId),
          ),
        )
        .groupBy(worklogs.currency)
        .orderBy(worklogs.currency),
    ]);
    return {
      projectId,
      billableHours: hoursOf(sums?.billable),
      nonBillableHours: hoursOf(sums?.nonBillable),
      draftHours: hoursOf(sums?.draft),
      submittedHours: hoursOf(sums?.submitted),
      confirmedHours: hoursOf(sums?.confirmed),
      billedHours: hoursOf(sums?.billed),
      writtenOffHours: hoursOf(sums?.writtenOff),
      unbilledAmounts: amounts.map((row) => ({
        currency: row.currency,
        amount: decimalText(toDecimal(row.amount), 2),
      })),
    };
  }
}

/** The entries of a case in these states, counted for a closing check. */
async function countEntries(tx: Executor, projectId: number, open: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ open: count() })
    .from(worklogs)
    .where(and(eq(worklogs.projectId, projectId), open));
  return row?.open ?? 0;
}

const relatedTime = ({ projectId }: { projectId: number }) => `/worklog/relateWorklog?projectId=${projectId}`;

/**
 * The closing checklist's first item, `pendingTime`: drafts and submissions nobody has dealt
 * with. A closed case's drafts can no longer be sent (issue 27 item 10), so they are cleared,
 * confirmed or moved first.
 */
export function pendingTimeCheck(): ClosingCheckContributor {
  return {
    check: 'pendingTime',
    openItems: (projectId, tx) =>
      countEntries(tx, projectId, inArray(worklogs.status, ['draft', 'submitted'])),
    link: relatedTime,
  };
}

/**
 * The closing checklist's `unbilledTime` (decision 0025 §closing): confirmed billable time no bill
 * has taken. Non-billable confirmed time has nothing left to do.
 */
export function unbilledTimeCheck(): ClosingCheckContributor {
  return {
    check: 'unbilledTime',
    openItems: (projectId, tx) =>
      countEntries(
        tx,
        projectId,
        and(eq(worklogs.status, 'confirmed'), eq(worklogs.billable, true), isNull(worklogs.billId)),
      ),
    link: relatedTime,
  };
}
