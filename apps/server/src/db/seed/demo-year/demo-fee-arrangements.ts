import { addDays, CASE_STATUS, FEE_TYPE, formatIsoDate, TEAM_ROLE } from '@venus/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import {
  feeArrangementRates,
  feeArrangements,
  feeMilestones,
  projectMembers,
  projects,
} from '../../schema.ts';
import type { DemoContext } from './demo-context.ts';
import type { AgreementCase } from './demo-fee-agreements.ts';
import { seedRateCard } from './demo-rate-card.ts';
import { momentOf } from './moments.ts';

type CaseRow = typeof projects.$inferSelect;

/** How many cases get a lawyer-fee agreement (one per state of demo-fee-agreements.ts). */
const AGREEMENT_CASES = 5;

/**
 * The demo firm's fee arrangements and lawyer-fee agreements (decision 0040): the rate card, each
 * kind of arrangement with its history (an hourly case moved to a cap, agreed level rates, a fixed
 * fee's milestones); answers the next cases, for the lawyer-fee agreements. Picked from the
 * open, unwalled cases with a partner and a lead, from the newest, leaving the oldest cases (the
 * ones tests and journeys name) as they were.
 */
export async function seedFeeArrangements(tx: Executor, ctx: DemoContext): Promise<AgreementCase[]> {
  await seedRateCard(tx, ctx);
  const open = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.status, CASE_STATUS.active), eq(projects.restricted, false)))
    .orderBy(asc(projects.projectId));
  const teams = await tx
    .select()
    .from(projectMembers)
    .where(
      inArray(
        projectMembers.projectId,
        open.map((kase) => kase.projectId),
      ),
    );
  const leadOf = (kase: CaseRow, role: string) =>
    teams.find((member) => member.projectId === kase.projectId && member.role === role)?.userId;
  const candidates = open
    .filter((kase) => leadOf(kase, TEAM_ROLE.partner) && leadOf(kase, TEAM_ROLE.lead))
    .reverse();
  const taken = new Set<number>();
  const pick = (feeType: string, needsAmount = false) => {
    const kase = candidates.find(
      (row) =>
        !taken.has(row.projectId) && row.feeType === feeType && (!needsAmount || row.feeAmount !== null),
    );
    if (kase) taken.add(kase.projectId);
    return kase;
  };
  const opened = (kase: CaseRow) => formatIsoDate(kase.openedAt ?? kase.createdAt);
  const version = async (
    kase: CaseRow,
    values: Partial<typeof feeArrangements.$inferInsert> & { version: number },
  ) => {
    const partnerId = leadOf(kase, TEAM_ROLE.partner)!;
    const effectiveFrom = values.effectiveFrom ?? opened(kase);
    // A change effective today was agreed the day before: nothing of the demo happens in the future.
    const at = momentOf(effectiveFrom < ctx.today ? effectiveFrom : addDays(ctx.today, -1), 10);
    const [row] = await tx
      .insert(feeArrangements)
      .values({
        projectId: kase.projectId,
        effectiveFrom,
        feeType: kase.feeType,
        currency: kase.currency,
        amount: kase.feeAmount,
        contingencyRate: kase.contingencyRate,
        createdBy: partnerId,
        updatedBy: partnerId,
        createdAt: at,
        updatedAt: at,
        ...values,
      })
      .returning();
    if (values.version > 1)
      ctx.audit.add(at, ctx.firm.byId.get(partnerId) ?? null, {
        action: 'create',
        entity: 'feeArrangement',
        entityId: row!.arrangementId,
        after: row,
      });
    return row!;
  };

  // Hourly with the client's agreed level rates and a standard discount, from a date.
  const hourly = pick(FEE_TYPE.hourly);
  if (hourly) {
    await version(hourly, { version: 1, reason: '' });
    const agreed = await version(hourly, {
      version: 2,
      // From today: the year's time was valued before the agreement, at the standard rates.
      effectiveFrom: ctx.today,
      discountPercent: '10.00',
      reason: '客户年度框架协议：各职级约定费率并统一九折',
    });
    await tx.insert(feeArrangementRates).values([
      { arrangementId: agreed.arrangementId, level: 'partner', rate: '4500.00' },
      { arrangementId: agreed.arrangementId, level: 'seniorAssociate', rate: '2700.00' },
      { arrangementId: agreed.arrangementId, level: 'associate', rate: '1800.00' },
    ]);
  }
  // An hourly case the client asked to cap: the history shows both, the case follows the cap.
  const toCap = pick(FEE_TYPE.hourly);
  if (toCap) {
    await version(toCap, { version: 1, reason: '' });
    await version(toCap, {
      version: 2,
      effectiveFrom: addDays(ctx.today, -20),
      feeType: FEE_TYPE.capped,
      amount: '600000.00',
      contingencyRate: null,
      reason: '客户预算收紧，改为封顶 60 万元',
    });
    await tx
      .update(projects)
      .set({ feeType: FEE_TYPE.capped, feeAmount: '600000.00', contingencyRate: null })
      .where(eq(projects.projectId, toCap.projectId));
  }
  // A fixed fee billed by milestones.
  const fixed = pick(FEE_TYPE.fixed, true);
  if (fixed) {
    await version(fixed, { version: 1, reason: '' });
    const total = Number(fixed.feeAmount);
    const first = (Math.round(total * 0.3 * 100) / 100).toFixed(2);
    const second = (Math.round(total * 0.4 * 100) / 100).toFixed(2);
    const last = (Math.round((total - Number(first) - Number(second)) * 100) / 100).toFixed(2);
    const start = opened(fixed);
    await tx.insert(feeMilestones).values(
      (
        [
          ['签署委托协议', first, addDays(start, 14)],
          ['完成尽职调查', second, addDays(start, 90)],
          ['交易交割', last, null],
        ] as const
      ).map(([name, amount, dueDate], orderNum) => ({
        projectId: fixed.projectId,
        name,
        amount,
        dueDate,
        orderNum,
      })),
    );
  }
  for (const kind of [FEE_TYPE.capped, FEE_TYPE.contingency, FEE_TYPE.retainer]) {
    const kase = pick(kind);
    if (kase) await version(kase, { version: 1, reason: '' });
  }

  // Lawyer-fee agreements (demo-fee-agreements.ts): on the next cases, with their signed copies.
  return candidates
    .filter((kase) => !taken.has(kase.projectId))
    .slice(0, AGREEMENT_CASES)
    .map((kase) => ({
      projectId: kase.projectId,
      nameCn: kase.nameCn,
      partnerId: leadOf(kase, TEAM_ROLE.partner)!,
      leadId: leadOf(kase, TEAM_ROLE.lead)!,
    }));
}
