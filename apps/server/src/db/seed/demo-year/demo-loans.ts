import { addDays, LOAN_BUSINESS_TYPE, type LoanStatus, toDecimal } from '@venus/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { expenseClaims, loanRepayments, loans } from '../../schema.ts';
import { type TrailEnding, walkApproval } from './approval-trail.ts';
import type { DemoContext } from './demo-context.ts';
import type { Person } from './firm.ts';
import { momentOf } from './moments.ts';

interface PlannedLoan {
  status: LoanStatus;
  purpose: string;
  amount: string;
  daysBack: number;
  approval?: { ending: TrailEnding; stopAt?: string; comment?: string };
  /** Paid out this many days after it was asked for. */
  paidAfter?: number;
  /** Repaid in cash: the amount and how many days after the payment. */
  cash?: [amount: string, after: number];
}

/**
 * The demo firm's staff loans (decision 0041, issue 20 "loans in every state"): lawyers' travel
 * floats and advances through the loan workflow as the engine walks it (the department head for a
 * loan on no case, then finance), paid, repaid in cash, and one offset by the lawyer's paid claim.
 */
const PLAN: readonly PlannedLoan[] = [
  {
    status: 'repaid',
    purpose: '上海仲裁开庭差旅备用金',
    amount: '3000.00',
    daysBack: 150,
    approval: { ending: 'approved' },
    paidAfter: 2,
    cash: ['3000.00', 40],
  },
  {
    status: 'partlyRepaid',
    purpose: '深圳尽职调查差旅备用金',
    amount: '2000.00',
    daysBack: 90,
    approval: { ending: 'approved' },
    paidAfter: 3,
    cash: ['800.00', 30],
  },
  {
    status: 'paid',
    purpose: '北京庭审差旅备用金',
    amount: '2500.00',
    daysBack: 25,
    approval: { ending: 'approved' },
    paidAfter: 2,
  },
  {
    status: 'approved',
    purpose: '成都客户拜访差旅借款',
    amount: '1800.00',
    daysBack: 5,
    approval: { ending: 'approved' },
  },
  {
    status: 'approving',
    purpose: '杭州调解差旅备用金',
    amount: '1200.00',
    daysBack: 3,
    approval: { ending: 'pending', stopAt: 'head' },
  },
  {
    status: 'approving',
    purpose: '广州立案差旅备用金',
    amount: '1500.00',
    daysBack: 4,
    approval: { ending: 'pending', stopAt: 'finance' },
  },
  {
    status: 'sentBack',
    purpose: '出差借款',
    amount: '6000.00',
    daysBack: 10,
    approval: {
      ending: 'sentBack',
      stopAt: 'head',
      comment: '请写明出差地点、事由和预计天数，金额按行程核定。',
    },
  },
  {
    status: 'rejected',
    purpose: '个人购置笔记本电脑借款',
    amount: '8000.00',
    daysBack: 45,
    approval: {
      ending: 'rejected',
      stopAt: 'finance',
      comment: '办公设备由行政部统一采购，不以借款方式办理。',
    },
  },
  { status: 'cancelled', purpose: '南京出差备用金（行程取消）', amount: '1000.00', daysBack: 20 },
  { status: 'draft', purpose: '西安开庭差旅备用金', amount: '2200.00', daysBack: 1 },
];

export async function seedLoans(
  tx: Executor,
  ctx: DemoContext,
  headOf: (person: Person) => number | null,
): Promise<number> {
  const definition = ctx.firm.definitions.get(LOAN_BUSINESS_TYPE);
  const finance = ctx.firm.withRole('finance');
  const applicants = ctx.firm.withRole('lawyer').filter((person) => headOf(person) !== null);
  if (!definition || applicants.length === 0 || finance.length === 0) return 0;
  const payer = finance[0]!;
  for (const [index, plan] of PLAN.entries()) {
    const applicant = applicants[index % applicants.length]!;
    const written = addDays(ctx.today, -plan.daysBack);
    const at = momentOf(written, 10, 10 + index);
    const [row] = await tx
      .insert(loans)
      .values({
        applicantId: applicant.userId,
        deptId: applicant.deptId,
        purpose: plan.purpose,
        amount: plan.amount,
        expectedRepayDate: addDays(written, 60),
        status: plan.status,
        createdAt: at,
        createdBy: applicant.userId,
        updatedAt: at,
        updatedBy: applicant.userId,
      })
      .returning();
    const loanId = row!.loanId;
    ctx.audit.add(at, applicant, { action: 'create', entity: 'loan', entityId: loanId, after: row });
    if (plan.status === 'cancelled') {
      ctx.audit.add(momentOf(written, 10, 50), applicant, {
        action: 'cancel',
        entity: 'loan',
        entityId: loanId,
        before: { status: 'draft' },
        after: { status: 'cancelled' },
      });
    }
    if (!plan.approval) continue;
    const submittedAt = momentOf(written, 10, 45);
    const approverIds: Record<string, number[]> = {
      head: [headOf(applicant)!],
      finance: finance.map((p) => p.userId),
    };
    const trail = walkApproval(ctx.trailContext, {
      definitionId: definition.definitionId,
      businessType: LOAN_BUSINESS_TYPE,
      recordId: String(loanId),
      title: `${plan.purpose} · CNY ${plan.amount}`,
      applicant,
      applicantDeptId: applicant.deptId,
      facts: { amount: plan.amount, casePartnerId: 0, projectId: 0, hasCase: 0 },
      steps: definition.steps.map((step) => ({
        key: step.key,
        taskCode: step.taskCode,
        approverIds: approverIds[step.key] ?? null,
      })),
      submittedAt,
      ...plan.approval,
    });
    ctx.approvals.instances.push(trail.instance);
    ctx.approvals.tasks.push(...trail.tasks);
    ctx.approvals.events.push(...trail.events);
    const last = trail.changes.at(-1)!;
    let updatedAt = last.at;
    const paidDate = plan.paidAfter ? addDays(written, plan.paidAfter) : null;
    let repaidTotal = toDecimal(0);
    if (paidDate && plan.cash) {
      const [amount, after] = plan.cash;
      const repaidDate = addDays(paidDate, after);
      await tx.insert(loanRepayments).values({
        loanId,
        kind: 'cash',
        amount,
        repaidDate,
        method: 'cash',
        recordedBy: payer.userId,
        createdAt: momentOf(repaidDate, 15, 0),
      });
      repaidTotal = repaidTotal.plus(amount);
      updatedAt = momentOf(repaidDate, 15, 0);
      ctx.audit.add(updatedAt, payer, {
        action: 'repay',
        entity: 'loan',
        entityId: loanId,
        after: { amount },
      });
    }
    await tx
      .update(loans)
      .set({
        instanceId: trail.instance.instanceId,
        submittedAt,
        returnComment: plan.approval.comment ?? '',
        repaidTotal: repaidTotal.toFixed(2),
        ...(paidDate
          ? {
              paidDate,
              paymentMethod: 'bankTransfer' as const,
              paymentReference: `LN${paidDate.replaceAll('-', '')}-${loanId}`,
              paidBy: payer.userId,
            }
          : {}),
        updatedAt,
        updatedBy: last.actor.userId,
      })
      .where(eq(loans.loanId, loanId));
  }
  await offsetByAClaim(tx, ctx, payer);
  return PLAN.length;
}

/**
 * The offset (decision 0041): a lawyer's travel float, paid out before their claim for the same
 * trip, is settled when finance pays that claim — the claim's amount kept back against it.
 */
async function offsetByAClaim(tx: Executor, ctx: DemoContext, payer: Person): Promise<void> {
  const [claim] = await tx
    .select()
    .from(expenseClaims)
    .where(and(eq(expenseClaims.kind, 'claim'), eq(expenseClaims.status, 'paid')))
    .orderBy(asc(expenseClaims.paidDate), asc(expenseClaims.claimId))
    .limit(1);
  const applicant = claim ? ctx.firm.byId.get(claim.applicantId) : undefined;
  if (!claim?.paidDate || !claim.submittedAt || !applicant) return;
  const written = addDays(claim.submittedAt.toISOString().slice(0, 10), -20);
  const amount = toDecimal(claim.total).plus(1000).toFixed(2);
  const paidDate = addDays(written, 2);
  const [row] = await tx
    .insert(loans)
    .values({
      applicantId: applicant.userId,
      deptId: applicant.deptId,
      purpose: `差旅备用金（${claim.title}）`,
      amount,
      expectedRepayDate: addDays(written, 60),
      status: 'partlyRepaid',
      repaidTotal: claim.total,
      paidDate,
      paymentMethod: 'bankTransfer',
      paymentReference: `LN${paidDate.replaceAll('-', '')}-OFFSET`,
      paidBy: payer.userId,
      createdAt: momentOf(written, 9, 30),
      createdBy: applicant.userId,
      updatedAt: momentOf(claim.paidDate, 16, 0),
      updatedBy: payer.userId,
    })
    .returning();
  // Approved off the record: a loan paid before this year's workflow; what matters is the offset.
  await tx.insert(loanRepayments).values({
    loanId: row!.loanId,
    kind: 'offset',
    amount: claim.total,
    repaidDate: claim.paidDate,
    claimId: claim.claimId,
    recordedBy: payer.userId,
    createdAt: momentOf(claim.paidDate, 16, 0),
  });
  await tx
    .update(expenseClaims)
    .set({ loanOffsetTotal: claim.total })
    .where(eq(expenseClaims.claimId, claim.claimId));
  ctx.audit.add(momentOf(claim.paidDate, 16, 0), payer, {
    action: 'offset',
    entity: 'loan',
    entityId: row!.loanId,
    after: { amount: claim.total, claimId: claim.claimId },
  });
}
