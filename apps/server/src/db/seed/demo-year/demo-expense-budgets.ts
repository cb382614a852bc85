import { toDecimal } from '@venus/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { expenseClaims, expenseLines, projects } from '../../schema.ts';
import type { DemoCase } from './case-rows.ts';
import type { DemoContext } from './demo-context.ts';
import { momentOf } from './moments.ts';

/**
 * Expense budgets on the cases the demo's claims are charged to (decision 0044): the first with
 * room to spare, and the one with a claim in approval set so that claim passes it, so its partner
 * sees the warning; the others have none. Set by each case's partner, audited.
 */
export async function seedExpenseBudgets(tx: Executor, ctx: DemoContext, cases: readonly DemoCase[]) {
  const sums = await tx
    .select({
      projectId: expenseLines.projectId,
      spent: sql<string>`coalesce(sum(${expenseLines.amountCny}) filter (where ${expenseClaims.status} in ('approved', 'paid')), 0)`,
      pending: sql<string>`coalesce(sum(${expenseLines.amountCny}) filter (where ${expenseClaims.status} = 'approving'), 0)`,
    })
    .from(expenseLines)
    .innerJoin(expenseClaims, eq(expenseClaims.claimId, expenseLines.claimId))
    .where(
      and(
        eq(expenseClaims.kind, 'claim'),
        inArray(
          expenseLines.projectId,
          cases.map((kase) => kase.projectId),
        ),
      ),
    )
    .groupBy(expenseLines.projectId)
    .orderBy(expenseLines.projectId);
  const overrun = sums.find((row) => toDecimal(row.pending).gt(0));
  const roomy = sums.find((row) => row !== overrun);
  const budgets = [
    ...(roomy
      ? [
          {
            projectId: roomy.projectId!,
            budget: roundedUp(toDecimal(roomy.spent).plus(roomy.pending).plus(5000)),
          },
        ]
      : []),
    // Below spent + pending: the claim in approval takes the case past it.
    ...(overrun
      ? [
          {
            projectId: overrun.projectId!,
            budget: toDecimal(overrun.spent).plus(toDecimal(overrun.pending).div(2)).toFixed(0),
          },
        ]
      : []),
  ];
  for (const { projectId, budget } of budgets) {
    const kase = cases.find((one) => one.projectId === projectId)!;
    await tx.update(projects).set({ expenseBudget: budget }).where(eq(projects.projectId, projectId));
    ctx.audit.add(momentOf(kase.openedDay ?? ctx.today, 11, 5), kase.partner, {
      action: 'update',
      entity: 'project',
      entityId: projectId,
      before: { expenseBudget: null },
      after: { expenseBudget: toDecimal(budget).toFixed(2) },
    });
  }
  return budgets.length;
}

const roundedUp = (value: ReturnType<typeof toDecimal>) => value.div(1000).ceil().times(1000).toFixed(0);
