import {
  addDays,
  LOAN_BUSINESS_TYPE,
  LOAN_REPAYMENT_BUSINESS_TYPE,
  type LoanRepaymentRequestStatus,
  loanStatusAfterRepayment,
  toDecimal,
} from '@venus/shared';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { loanRepaymentRequests, loanRepayments, loans } from '../../schema.ts';
import { type TrailEnding, walkApproval } from './approval-trail.ts';
import type { Actor } from './audit-trail.ts';
import type { DemoCase } from './case-rows.ts';
import type { DemoContext } from './demo-context.ts';
import type { Person } from './firm.ts';
import { momentOf } from './moments.ts';

type LoanRow = typeof loans.$inferSelect;

interface PlannedRequest {
  amount: string;
  daysBack: number;
  remark: string;
  approval: { ending: TrailEnding; stopAt?: string; comment?: string };
}

/**
 * The borrowers' repayment requests (decision 0053): one at the case's partner (a travel float on a
 * case, paid), one at finance, one approved and recorded as a repayment, one sent back — each
 * walked through the `loanRepayment` workflow as the engine would, after the loans are seeded.
 */
export async function seedLoanRepaymentRequests(
  tx: Executor,
  ctx: DemoContext,
  openCases: readonly DemoCase[],
  headOf: (person: Person) => number | null,
): Promise<number> {
  const definition = ctx.firm.definitions.get(LOAN_REPAYMENT_BUSINESS_TYPE);
  const finance = ctx.firm.withRole('finance');
  if (!definition || finance.length === 0) return 0;
  const approvers = (applicant: Person, partnerId: number | null) => ({
    partner: partnerId === null ? null : [partnerId],
    head: partnerId === null ? [headOf(applicant)!] : null,
    finance: finance.map((person) => person.userId),
  });
  const ask = async (loan: LoanRow, partnerId: number | null, plan: PlannedRequest) => {
    const applicant = ctx.firm.byId.get(loan.applicantId)!;
    const written = addDays(ctx.today, -plan.daysBack);
    const status: LoanRepaymentRequestStatus =
      plan.approval.ending === 'pending' ? 'approving' : (plan.approval.ending as LoanRepaymentRequestStatus);
    const [request] = await tx
      .insert(loanRepaymentRequests)
      .values({
        loanId: loan.loanId,
        applicantId: applicant.userId,
        amount: plan.amount,
        method: 'bankTransfer',
        plannedDate: addDays(written, 1),
        remark: plan.remark,
        status,
        returnComment: plan.approval.comment ?? '',
        createdAt: momentOf(written, 9, 20),
        createdBy: applicant.userId,
        updatedAt: momentOf(written, 9, 20),
        updatedBy: applicant.userId,
      })
      .returning();
    ctx.audit.add(momentOf(written, 9, 20), applicant, {
      action: 'create',
      entity: 'loanRepaymentRequest',
      entityId: request!.requestId,
      after: request,
    });
    const approverIds: Record<string, number[] | null> = approvers(applicant, partnerId);
    const submittedAt = momentOf(written, 9, 21);
    const trail = walkApproval(ctx.trailContext, {
      definitionId: definition.definitionId,
      businessType: LOAN_REPAYMENT_BUSINESS_TYPE,
      recordId: String(loan.loanId),
      title: `${loan.purpose} · ${loan.currency} ${plan.amount}`,
      applicant,
      applicantDeptId: applicant.deptId,
      facts: {
        amount: loan.amount,
        casePartnerId: partnerId ?? 0,
        projectId: loan.projectId ?? 0,
        hasCase: partnerId === null ? 0 : 1,
      },
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
    const repaymentId =
      status === 'approved' ? await recordRepayment(tx, ctx, loan, request!, last.actor, last.at) : null;
    await tx
      .update(loanRepaymentRequests)
      .set({ instanceId: trail.instance.instanceId, submittedAt, repaymentId, updatedAt: last.at })
      .where(eq(loanRepaymentRequests.requestId, request!.requestId));
  };

  const [paid] = await owedLoans(tx, 'paid');
  const [partly] = await owedLoans(tx, 'partlyRepaid');
  const onCase = await paidLoanOnCase(tx, ctx, openCases, finance[0]!);
  if (onCase) {
    await ask(onCase.loan, onCase.partnerId, {
      amount: '1500.00',
      daysBack: 1,
      remark: '案件差旅已结束，余款转账归还',
      approval: { ending: 'pending', stopAt: 'partner' },
    });
  }
  if (paid) {
    await ask(paid, null, {
      amount: '1000.00',
      daysBack: 4,
      remark: '先归还部分备用金',
      approval: { ending: 'pending', stopAt: 'finance' },
    });
  }
  if (partly) {
    await ask(partly, null, {
      amount: '500.00',
      daysBack: 20,
      remark: '工资到账后转账归还',
      approval: { ending: 'approved' },
    });
    // Read again: the approved request above changed what is owed.
    const [after] = await tx.select().from(loans).where(eq(loans.loanId, partly.loanId));
    await ask(after!, null, {
      amount: '700.00',
      daysBack: 6,
      remark: '归还剩余借款',
      approval: {
        ending: 'sentBack',
        stopAt: 'finance',
        comment: '未查到这笔转账，请附上银行回单后重新提交。',
      },
    });
  }
  return (onCase ? 1 : 0) + (paid ? 1 : 0) + (partly ? 2 : 0);
}

/** The workflow's loans still owed, oldest first (the offset's loan never went through one). */
function owedLoans(tx: Executor, status: 'paid' | 'partlyRepaid') {
  return tx
    .select()
    .from(loans)
    .where(and(eq(loans.status, status), isNotNull(loans.instanceId), isNull(loans.projectId)))
    .orderBy(asc(loans.loanId));
}

/** Finance's approval records the request as a cash repayment, as the server does. */
async function recordRepayment(
  tx: Executor,
  ctx: DemoContext,
  loan: LoanRow,
  request: typeof loanRepaymentRequests.$inferSelect,
  payer: Actor,
  at: Date,
): Promise<number> {
  const [repayment] = await tx
    .insert(loanRepayments)
    .values({
      loanId: loan.loanId,
      kind: 'cash',
      amount: request.amount,
      repaidDate: request.plannedDate,
      method: request.method,
      reference: `REQ-${request.requestId}`,
      recordedBy: payer.userId,
      createdAt: at,
    })
    .returning();
  const repaidTotal = toDecimal(loan.repaidTotal).plus(request.amount).toFixed(2);
  const status = loanStatusAfterRepayment(loan.amount, repaidTotal);
  await tx
    .update(loans)
    .set({ repaidTotal, status, updatedAt: at, updatedBy: payer.userId })
    .where(eq(loans.loanId, loan.loanId));
  ctx.audit.add(at, payer, {
    action: 'repay',
    entity: 'loan',
    entityId: loan.loanId,
    before: { status: loan.status, repaidTotal: loan.repaidTotal },
    after: { status, repaidTotal, repayment, requestId: request.requestId },
  });
  return repayment!.repaymentId;
}

/**
 * A lawyer's travel float for a case, approved by its partner and finance and paid out: the loan
 * a repayment request goes to the case's partner for (task 171000).
 */
async function paidLoanOnCase(
  tx: Executor,
  ctx: DemoContext,
  openCases: readonly DemoCase[],
  payer: Person,
): Promise<{ loan: LoanRow; partnerId: number } | null> {
  const kase = openCases.find((one) => one.partner.userId !== one.lead.userId);
  const definition = ctx.firm.definitions.get(LOAN_BUSINESS_TYPE);
  if (!kase || !definition) return null;
  const applicant = kase.lead;
  const written = addDays(ctx.today, -30);
  // After the partner's and finance's approvals, which the trail spreads over a few working days.
  const paidDate = addDays(written, 7);
  const [row] = await tx
    .insert(loans)
    .values({
      applicantId: applicant.userId,
      deptId: applicant.deptId,
      purpose: `${kase.nameCn}差旅备用金`,
      amount: '3000.00',
      expectedRepayDate: addDays(written, 45),
      projectId: kase.projectId,
      status: 'paid',
      paidDate,
      paymentMethod: 'bankTransfer',
      paymentReference: `LN${paidDate.replaceAll('-', '')}-CASE`,
      paidBy: payer.userId,
      createdAt: momentOf(written, 9, 0),
      createdBy: applicant.userId,
      updatedAt: momentOf(paidDate, 15, 0),
      updatedBy: payer.userId,
    })
    .returning();
  ctx.audit.add(momentOf(written, 9, 0), applicant, {
    action: 'create',
    entity: 'loan',
    entityId: row!.loanId,
    after: row,
  });
  const approverIds: Record<string, number[] | null> = {
    partner: [kase.partner.userId],
    head: null,
    finance: ctx.firm.withRole('finance').map((person) => person.userId),
  };
  const submittedAt = momentOf(written, 9, 30);
  const trail = walkApproval(ctx.trailContext, {
    definitionId: definition.definitionId,
    businessType: LOAN_BUSINESS_TYPE,
    recordId: String(row!.loanId),
    title: `${row!.purpose} · CNY ${row!.amount}`,
    applicant,
    applicantDeptId: applicant.deptId,
    facts: { amount: row!.amount, casePartnerId: kase.partner.userId, projectId: kase.projectId, hasCase: 1 },
    steps: definition.steps.map((step) => ({
      key: step.key,
      taskCode: step.taskCode,
      approverIds: approverIds[step.key] ?? null,
    })),
    submittedAt,
    ending: 'approved',
  });
  ctx.approvals.instances.push(trail.instance);
  ctx.approvals.tasks.push(...trail.tasks);
  ctx.approvals.events.push(...trail.events);
  ctx.audit.add(momentOf(paidDate, 15, 0), payer, {
    action: 'pay',
    entity: 'loan',
    entityId: row!.loanId,
    before: { status: 'approved' },
    after: { status: 'paid', paidDate },
  });
  const [loan] = await tx
    .update(loans)
    .set({ instanceId: trail.instance.instanceId, submittedAt })
    .where(eq(loans.loanId, row!.loanId))
    .returning();
  return { loan: loan!, partnerId: kase.partner.userId };
}
