import type { FeeArrangementInput, FeeMilestoneView } from '@venus/shared';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import { billLines } from '../bills/bills.tables.ts';
import { feeMilestones } from './arrangements.tables.ts';

type MilestoneInput = FeeArrangementInput['milestones'][number];

/** A case's milestones, each with the live bill that bills it (if any), in their order. */
export async function milestonesOf(projectId: number, tx: Executor): Promise<FeeMilestoneView[]> {
  const rows = await tx
    .select()
    .from(feeMilestones)
    .where(eq(feeMilestones.projectId, projectId))
    .orderBy(asc(feeMilestones.orderNum), asc(feeMilestones.milestoneId));
  const billed = await billedBy(
    rows.map((row) => row.milestoneId),
    tx,
  );
  return rows.map((row) => ({
    milestoneId: row.milestoneId,
    name: row.name,
    amount: row.amount,
    dueDate: row.dueDate,
    billId: billed.get(row.milestoneId) ?? null,
  }));
}

async function billedBy(milestoneIds: number[], tx: Executor): Promise<Map<number, number>> {
  if (milestoneIds.length === 0) return new Map();
  const rows = await tx
    .select({ milestoneId: billLines.milestoneId, billId: billLines.billId })
    .from(billLines)
    .where(
      and(
        inArray(billLines.milestoneId, milestoneIds),
        isNotNull(billLines.milestoneId),
        eq(billLines.released, false),
      ),
    );
  return new Map(rows.map((row) => [row.milestoneId!, row.billId]));
}

const sameTerms = (a: FeeMilestoneView, b: MilestoneInput) =>
  a.name === b.name && a.amount === b.amount && a.dueDate === b.dueDate;

/**
 * Makes the case's milestones those of the new version (decision 0040): a milestone a live bill
 * bills stays as it is (kept unchanged, or the change is refused); the others are changed,
 * added or removed. A kind other than fixed keeps only the billed ones, as history.
 */
export async function replaceMilestones(
  tx: Executor,
  ctx: SignedInContext,
  projectId: number,
  wanted: readonly MilestoneInput[],
): Promise<{ before: FeeMilestoneView[]; after: FeeMilestoneView[] }> {
  const before = await milestonesOf(projectId, tx);
  const byId = new Map(before.map((milestone) => [milestone.milestoneId, milestone]));
  const keptIds = new Set<number>();
  for (const [index, item] of wanted.entries()) {
    if (item.milestoneId === undefined) {
      await tx.insert(feeMilestones).values({
        projectId,
        name: item.name,
        amount: item.amount,
        dueDate: item.dueDate,
        orderNum: index,
        createdBy: ctx.actor.userId,
        updatedBy: ctx.actor.userId,
      });
      continue;
    }
    const existing = byId.get(item.milestoneId);
    if (!existing) throw conflict('feeArrangement.milestoneNotFound', {}, 'milestones');
    keptIds.add(item.milestoneId);
    if (existing.billId !== null && !sameTerms(existing, item))
      throw conflict('feeArrangement.milestoneBilled', { name: existing.name }, 'milestones');
    await tx
      .update(feeMilestones)
      .set({
        name: item.name,
        amount: item.amount,
        dueDate: item.dueDate,
        orderNum: index,
        updatedAt: new Date(),
        updatedBy: ctx.actor.userId,
      })
      .where(eq(feeMilestones.milestoneId, item.milestoneId));
  }
  const dropped = before.filter((milestone) => !keptIds.has(milestone.milestoneId));
  const billedDropped = dropped.find((milestone) => milestone.billId !== null);
  if (billedDropped && wanted.length > 0)
    throw conflict('feeArrangement.milestoneBilled', { name: billedDropped.name }, 'milestones');
  const removable = dropped.filter((milestone) => milestone.billId === null).map((m) => m.milestoneId);
  if (removable.length > 0)
    await tx.delete(feeMilestones).where(inArray(feeMilestones.milestoneId, removable));
  return { before, after: await milestonesOf(projectId, tx) };
}
