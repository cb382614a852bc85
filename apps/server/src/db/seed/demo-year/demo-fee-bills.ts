import { addDays, FEE_TYPE, TEAM_ROLE } from '@venus/shared';
import { and, asc, eq } from 'drizzle-orm';
import { buildBillLines, totalsOf } from '../../../modules/billing/bills/bill-lines.ts';
import { formatBillingNumber } from '../../../modules/billing/bills/bill-numbers.ts';
import type { Executor } from '../../../platform/db/database.ts';
import {
  billingNumberSequences,
  billLines,
  bills,
  depts,
  feeArrangements,
  feeMilestones,
  projectMembers,
  projects,
} from '../../schema.ts';
import { approve } from './demo-bills.ts';
import type { DemoContext } from './demo-context.ts';
import { momentOf } from './moments.ts';

const VAT = '0.060000';

/**
 * Fee arrangements on the demo firm's bills (decision 0045): the fixed-fee case's first milestone
 * billed by an issued bill (the others left for the bill form to offer), and the contingency case's
 * percentage with what it is a percentage of, so its bill form computes a fee from an outcome.
 * Runs after the arrangements (demo-fee-arrangements.ts) and numbers on from the bills' sequence.
 */
export async function seedFeeBills(tx: Executor, ctx: DemoContext): Promise<void> {
  const contingent = await tx
    .select()
    .from(feeArrangements)
    .where(eq(feeArrangements.feeType, FEE_TYPE.contingency))
    .orderBy(asc(feeArrangements.arrangementId))
    .limit(1);
  for (const row of contingent) {
    const rate = row.contingencyRate ?? '20.00';
    await tx
      .update(feeArrangements)
      .set({ contingencyRate: rate, contingencyBasis: '判决或和解确定的追回金额' })
      .where(eq(feeArrangements.arrangementId, row.arrangementId));
    await tx.update(projects).set({ contingencyRate: rate }).where(eq(projects.projectId, row.projectId));
  }

  const [first] = await tx.select().from(feeMilestones).orderBy(asc(feeMilestones.milestoneId)).limit(1);
  if (!first) return;
  const [kase] = await tx.select().from(projects).where(eq(projects.projectId, first.projectId));
  // A CNY case: the demo keeps no rate for the day a foreign-currency bill would need.
  if (kase?.currency !== 'CNY') return;
  const team = await tx.select().from(projectMembers).where(eq(projectMembers.projectId, first.projectId));
  const partner = team.find((member) => member.role === TEAM_ROLE.partner);
  const lead = team.find((member) => member.role === TEAM_ROLE.lead);
  const [office] = await tx.select().from(depts).where(eq(depts.deptId, kase.officeId));
  if (!partner || !lead || !office?.code) return;
  const preparer = ctx.firm.byId.get(lead.userId)!;
  // Billed a few days after the milestone fell due, never in the future.
  const due = first.dueDate ?? addDays(ctx.today, -30);
  const billDate = addDays(due, 5) < ctx.today ? addDays(due, 5) : addDays(ctx.today, -2);
  const lines = buildBillLines({
    taxMode: 'exclusive',
    defaultTaxRate: VAT,
    time: [],
    timeLines: [],
    milestones: [first],
    milestoneLines: [
      {
        milestoneId: first.milestoneId,
        description: '',
        adjustment: '0.00',
        adjustmentKind: null,
        adjustmentReason: '',
      },
    ],
    manual: [],
  });
  const totals = totalsOf(lines, '1');
  const year = Number(billDate.slice(0, 4));
  const number = await nextNumber(tx, year, office.code);
  const at = momentOf(addDays(billDate, -2), 10);
  const [row] = await tx
    .insert(bills)
    .values({
      number,
      projectId: kase.projectId,
      clientId: kase.clientId,
      officeId: kase.officeId,
      partnerId: partner.userId,
      status: 'issued',
      billDate,
      dueDate: addDays(billDate, 30),
      currency: kase.currency,
      narrative: `固定收费第一期：${first.name}`,
      ...totals,
      issuedAt: momentOf(billDate, 11),
      createdAt: at,
      createdBy: preparer.userId,
      updatedAt: at,
      updatedBy: preparer.userId,
    })
    .returning();
  await tx.insert(billLines).values(lines.map((line) => ({ ...line, billId: row!.billId })));
  ctx.audit.add(at, preparer, { action: 'create', entity: 'bill', entityId: row!.billId, after: row });
  const instanceId = approve(
    ctx,
    { preparerId: lead.userId, partnerId: partner.userId, kase },
    row!.billId,
    totals.total,
    at,
    false,
  );
  await tx.update(bills).set({ instanceId }).where(eq(bills.billId, row!.billId));
}

/** The office's next bill number of the year, after the ones the bills' seed gave. */
async function nextNumber(tx: Executor, year: number, officeCode: string): Promise<string> {
  const where = and(
    eq(billingNumberSequences.kind, 'B'),
    eq(billingNumberSequences.year, year),
    eq(billingNumberSequences.officeCode, officeCode),
  );
  const [sequence] = await tx.select().from(billingNumberSequences).where(where);
  const lastValue = (sequence?.lastValue ?? 0) + 1;
  if (sequence) await tx.update(billingNumberSequences).set({ lastValue }).where(where);
  else await tx.insert(billingNumberSequences).values({ kind: 'B', year, officeCode, lastValue });
  return formatBillingNumber('B', year, officeCode, lastValue);
}
