import {
  addDays,
  BILL_BUSINESS_TYPE,
  type BillManualLineInput,
  type BillStatus,
  CASE_STATUS,
  decimalText,
  TEAM_ROLE,
  toDecimal,
} from '@venus/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { buildBillLines, totalsOf } from '../../../modules/billing/bills/bill-lines.ts';
import { formatBillingNumber } from '../../../modules/billing/bills/bill-numbers.ts';
import type { Executor } from '../../../platform/db/database.ts';
import {
  billingNumberSequences,
  billLines,
  bills,
  billWriteOffs,
  clients,
  creditNotes,
  depts,
  projectMembers,
  projects,
  receiptAllocations,
  receipts,
  worklogs,
} from '../../schema.ts';
import { walkApproval } from './approval-trail.ts';
import type { DemoContext } from './demo-context.ts';
import { seedRoutineBills } from './demo-routine-bills.ts';
import { lastDayOf, momentOf, monthBefore } from './moments.ts';

/**
 * The demo firm's bills (decision 0030, issue 19 "a year of bills in every status"): one month of
 * a case's confirmed time per bill, priced by the bill service's own rules (buildBillLines,
 * totalsOf), in every status a bill reaches: a draft and one in approval holding their time, and
 * issued bills left open, partly paid, paid, cancelled by a whole credit note (its time given
 * back) and written off. Deterministic: the cases and months follow the plan below in id order.
 */
export interface BillPlan {
  status: BillStatus;
  monthsBack: number;
  extra?: 'discount' | 'disbursement';
}

const PLAN: readonly BillPlan[] = [
  { status: 'paid', monthsBack: 10, extra: 'discount' },
  { status: 'writtenOff', monthsBack: 9 },
  { status: 'cancelled', monthsBack: 8 },
  { status: 'paid', monthsBack: 7 },
  { status: 'partlyPaid', monthsBack: 5, extra: 'disbursement' },
  { status: 'partlyPaid', monthsBack: 4 },
  { status: 'issued', monthsBack: 3, extra: 'disbursement' },
  { status: 'issued', monthsBack: 2 },
  { status: 'approving', monthsBack: 1 },
  { status: 'draft', monthsBack: 1, extra: 'discount' },
];

const VAT = '0.060000';
const ISSUED: readonly BillStatus[] = ['issued', 'partlyPaid', 'paid', 'writtenOff', 'cancelled'];

const EXTRAS: Record<'discount' | 'disbursement', BillManualLineInput> = {
  discount: {
    kind: 'feeAdjustment',
    description: '长期客户折扣 5%',
    units: '1',
    unitCost: '0.00',
    taskCode: '',
    activityCode: '',
    expenseCode: '',
    adjustment: '-0.00',
    adjustmentKind: 'discount',
    adjustmentReason: '常年合作客户，按委托协议给予 5% 折扣',
  },
  disbursement: {
    kind: 'disbursement',
    description: '差旅及文件快递费用',
    units: '1',
    unitCost: '1860.00',
    taskCode: '',
    activityCode: '',
    expenseCode: 'E110',
    adjustment: '0.00',
    adjustmentKind: null,
    adjustmentReason: '',
  },
};

export async function seedBills(tx: Executor, ctx: DemoContext): Promise<number> {
  const open = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.status, CASE_STATUS.active), eq(projects.currency, 'CNY')))
    .orderBy(asc(projects.projectId));
  const members = await tx
    .select()
    .from(projectMembers)
    .where(
      inArray(
        projectMembers.projectId,
        open.map((kase) => kase.projectId),
      ),
    );
  const offices = new Map((await tx.select().from(depts)).map((dept) => [dept.deptId, dept.code]));
  const clientNames = new Map(
    (await tx.select().from(clients)).map((client) => [client.clientId, client.nameCn || client.nameEn]),
  );
  const numbers = new Map<string, number>();
  const nextNumber = async (kind: 'B' | 'C' | 'R', year: number, office: string) => {
    const key = `${kind}|${year}|${office}`;
    const value = (numbers.get(key) ?? 0) + 1;
    numbers.set(key, value);
    return formatBillingNumber(kind, year, office, value);
  };
  const usedCases = new Set<number>();
  let made = 0;
  for (const plan of PLAN) {
    const month = monthBefore(ctx.today, plan.monthsBack);
    const from = `${month}-01`;
    const to = lastDayOf(month);
    for (const kase of open) {
      if (usedCases.has(kase.projectId)) continue;
      const team = members.filter((member) => member.projectId === kase.projectId);
      const partner = team.find((member) => member.role === TEAM_ROLE.partner);
      const lead = team.find((member) => member.role === TEAM_ROLE.lead && member.userId !== partner?.userId);
      const office = offices.get(kase.officeId) ?? '';
      if (!partner || !lead || office === '') continue;
      const entries = await tx
        .select()
        .from(worklogs)
        .where(
          and(
            eq(worklogs.projectId, kase.projectId),
            eq(worklogs.status, 'confirmed'),
            eq(worklogs.billable, true),
            isNull(worklogs.billId),
          ),
        )
        .orderBy(asc(worklogs.workDate), asc(worklogs.worklogId));
      const picked = entries.filter((entry) => entry.workDate >= from && entry.workDate <= to);
      if (picked.length < 2) continue;
      usedCases.add(kase.projectId);
      await writeBill(tx, ctx, {
        plan,
        kase,
        partnerId: partner.userId,
        preparerId: lead.userId,
        office,
        payer: clientNames.get(kase.clientId) ?? '',
        period: { from, to },
        entries: picked,
        nextNumber,
      });
      made += 1;
      break;
    }
  }
  made += await seedRoutineBills(tx, ctx, {
    open,
    members,
    offices,
    clientNames,
    usedCases,
    nextNumber,
    write: writeBill,
  });
  for (const [key, lastValue] of numbers) {
    const [kind, year, officeCode] = key.split('|') as [string, string, string];
    // The services number on from here (bill-numbers.ts).
    await tx
      .insert(billingNumberSequences)
      .values({ kind, year: Number(year), officeCode, lastValue })
      .onConflictDoUpdate({
        target: [billingNumberSequences.kind, billingNumberSequences.year, billingNumberSequences.officeCode],
        set: { lastValue },
      });
  }
  return made;
}

export interface BillToWrite {
  plan: BillPlan;
  kase: typeof projects.$inferSelect;
  partnerId: number;
  preparerId: number;
  office: string;
  payer: string;
  period: { from: string; to: string };
  entries: (typeof worklogs.$inferSelect)[];
  nextNumber: (kind: 'B' | 'C' | 'R', year: number, office: string) => Promise<string>;
}

async function writeBill(tx: Executor, ctx: DemoContext, bill: BillToWrite): Promise<void> {
  const { plan, kase, entries } = bill;
  const preparer = ctx.firm.byId.get(bill.preparerId)!;
  const issued = ISSUED.includes(plan.status);
  // Drafted after the month, issued a week later; the draft and the one in approval are recent.
  const drafted = issued ? addDays(bill.period.to, 3) : addDays(ctx.today, -4);
  const billDate = issued ? addDays(bill.period.to, 10) : drafted;
  const time = entries.map((entry) => ({
    worklogId: entry.worklogId,
    projectId: entry.projectId,
    userId: entry.userId,
    timekeeperName: '',
    timekeeperNameEn: '',
    workDate: entry.workDate,
    hours: entry.hours,
    rate: entry.rate,
    currency: entry.currency,
    amount: entry.amount,
    taskCode: entry.taskCode,
    activityCode: entry.activityCode,
    narrative: entry.narrative,
    billId: null,
  }));
  const fees = time.reduce((sum, entry) => sum.plus(toDecimal(entry.amount)), toDecimal(0));
  const extra = plan.extra ? { ...EXTRAS[plan.extra] } : null;
  if (extra?.kind === 'feeAdjustment')
    extra.adjustment = decimalText(fees.times('0.05').toDecimalPlaces(2).negated(), 2);
  const lines = buildBillLines({
    taxMode: 'exclusive',
    defaultTaxRate: VAT,
    time,
    timeLines: undefined,
    manual: extra ? [extra] : [],
  });
  const totals = totalsOf(lines, '1');
  const year = Number(billDate.slice(0, 4));
  const number = issued ? await bill.nextNumber('B', year, bill.office) : null;
  const paid =
    plan.status === 'paid'
      ? totals.total
      : plan.status === 'partlyPaid'
        ? decimalText(toDecimal(totals.total).dividedBy(2).toDecimalPlaces(2), 2)
        : '0.00';
  const at = momentOf(drafted, 10);
  const [row] = await tx
    .insert(bills)
    .values({
      number,
      projectId: kase.projectId,
      clientId: kase.clientId,
      officeId: kase.officeId,
      partnerId: bill.partnerId,
      status: plan.status,
      periodFrom: bill.period.from,
      periodTo: bill.period.to,
      billDate,
      dueDate: issued ? addDays(billDate, 30) : null,
      currency: 'CNY',
      groupBy: 'timekeeper',
      narrative: `${bill.period.from} 至 ${bill.period.to} 法律服务费`,
      ...totals,
      creditedTotal: plan.status === 'cancelled' ? totals.total : '0.00',
      paidTotal: paid,
      writtenOffTotal: plan.status === 'writtenOff' ? totals.total : '0.00',
      issuedAt: issued ? momentOf(billDate, 11) : null,
      createdAt: at,
      createdBy: preparer.userId,
      updatedAt: at,
      updatedBy: preparer.userId,
    })
    .returning();
  const billId = row!.billId;
  await tx
    .insert(billLines)
    .values(lines.map((line) => ({ ...line, billId, released: plan.status === 'cancelled' })));
  ctx.audit.add(at, preparer, { action: 'create', entity: 'bill', entityId: billId, after: row });

  // The time: held by the draft and the bill in approval, billed by the issued ones, given back
  // by the cancelled one (its lines kept as released history).
  if (plan.status !== 'cancelled') {
    await tx
      .update(worklogs)
      .set({ billId, ...(issued ? { status: 'billed' as const } : {}) })
      .where(
        inArray(
          worklogs.worklogId,
          entries.map((entry) => entry.worklogId),
        ),
      );
  }
  if (plan.status !== 'draft') {
    const instanceId = approve(ctx, bill, billId, totals.total, at, plan.status === 'approving');
    await tx.update(bills).set({ instanceId }).where(eq(bills.billId, billId));
  }
  if (plan.status === 'cancelled') {
    await tx.insert(creditNotes).values({
      number: await bill.nextNumber('C', year, bill.office),
      billId,
      whole: true,
      amount: totals.total,
      taxAmount: totals.taxTotal,
      reason: '客户主体信息有误，整单红冲后重新开具',
      creditDate: addDays(billDate, 12),
      status: 'issued',
      createdBy: preparer.userId,
    });
  }
  if (plan.status === 'writtenOff') {
    await tx.insert(billWriteOffs).values({
      billId,
      amount: totals.total,
      reason: '客户已进入破产清算程序，经多次催收无法收回',
      writeOffDate: addDays(billDate, 120),
      status: 'done',
      createdBy: preparer.userId,
    });
  }
  if (paid !== '0.00') {
    const receivedOn = addDays(billDate, plan.status === 'paid' ? 25 : 40);
    const [receipt] = await tx
      .insert(receipts)
      .values({
        number: await bill.nextNumber('R', Number(receivedOn.slice(0, 4)), bill.office),
        clientId: kase.clientId,
        officeId: kase.officeId,
        receivedOn,
        amount: paid,
        currency: 'CNY',
        exchangeRate: '1',
        payer: bill.payer,
        reference: `${bill.period.to.slice(0, 7)} 律师费`,
        allocatedTotal: paid,
        createdBy: preparer.userId,
      })
      .returning();
    await tx.insert(receiptAllocations).values({
      receiptId: receipt!.receiptId,
      billId,
      amount: paid,
      allocatedOn: receivedOn,
      createdBy: preparer.userId,
    });
  }
}

/** The bill's approval as the engine walks it: the responsible partner (1601); pending or approved. */
export function approve(
  ctx: DemoContext,
  bill: Pick<BillToWrite, 'preparerId' | 'partnerId'> & { kase: { projectId: number } },
  billId: number,
  total: string,
  submittedAt: Date,
  pending: boolean,
): number | null {
  const definition = ctx.firm.definitions.get(BILL_BUSINESS_TYPE);
  if (!definition) return null;
  const preparer = ctx.firm.byId.get(bill.preparerId)!;
  const trail = walkApproval(ctx.trailContext, {
    definitionId: definition.definitionId,
    businessType: BILL_BUSINESS_TYPE,
    recordId: String(billId),
    title: `CNY ${total}`,
    applicant: preparer,
    applicantDeptId: preparer.deptId,
    facts: { casePartnerId: bill.partnerId, totalCny: total, amount: total, projectId: bill.kase.projectId },
    steps: definition.steps.map((step) => ({
      key: step.key,
      taskCode: step.taskCode,
      approverIds: step.key === 'partner' ? [bill.partnerId] : null,
    })),
    submittedAt,
    ending: pending ? 'pending' : 'approved',
    stopAt: pending ? 'partner' : undefined,
  });
  ctx.approvals.instances.push(trail.instance);
  ctx.approvals.tasks.push(...trail.tasks);
  ctx.approvals.events.push(...trail.events);
  return trail.instance.instanceId;
}
