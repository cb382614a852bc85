import {
  addDays,
  DAILY_EXPENSE_BUSINESS_TYPE,
  type ExpenseClaimStatus,
  expenseClaimTotals,
  expenseLineAmounts,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { expenseClaims, expenseLines } from '../../schema.ts';
import { type TrailEnding, walkApproval } from './approval-trail.ts';
import type { DemoContext } from './demo-context.ts';
import type { Person } from './firm.ts';
import { momentOf } from './moments.ts';

/** hk_expense_type value and UTBMS code of each kind of office spend (office-dictionaries.seed.ts). */
const TYPES = {
  taxi: ['1', 'E109'],
  meals: ['3', 'E111'],
  courier: ['4', 'E107'],
  copying: ['5', 'E101'],
} as const;

interface PlannedDaily {
  status: ExpenseClaimStatus;
  title: string;
  daysBack: number;
  lines: [type: keyof typeof TYPES, amount: string, description: string][];
  approval?: { ending: TrailEnding; stopAt?: string; comment?: string };
  /** Paid by finance in the month's batch (decision 0050), days after the approval ended. */
  paid?: { daysAfter: number; reference: string };
}

/**
 * The demo firm's daily expenses (decision 0038, issue 20 "daily expenses in every state"): the
 * secretaries' small office spend, each under the receipt threshold, through the daily expense
 * workflow as the engine walks it (the department head, then finance); September's paid in the
 * month's batch (decision 0050).
 */
const PLAN: readonly PlannedDaily[] = [
  {
    status: 'paid',
    title: '九月办公室快递费',
    daysBack: 75,
    lines: [
      ['courier', '46.00', '顺丰寄送合同原件至客户'],
      ['courier', '23.00', '同城闪送法院材料'],
    ],
    approval: { ending: 'approved' },
    paid: { daysAfter: 6, reference: 'CMB-DAILY-2026-09' },
  },
  {
    status: 'approved',
    title: '加班打车费',
    daysBack: 40,
    lines: [['taxi', '68.50', '加班后打车回家（22:40）']],
    approval: { ending: 'approved' },
  },
  {
    status: 'rejected',
    title: '团队下午茶',
    daysBack: 30,
    lines: [['meals', '186.00', '部门下午茶']],
    approval: {
      ending: 'rejected',
      stopAt: 'head',
      comment: '团队活动费用请走行政部活动预算，不作日常报销。',
    },
  },
  {
    status: 'approving',
    title: '十一月复印装订费',
    daysBack: 6,
    lines: [['copying', '132.00', '证据材料复印装订三套']],
    approval: { ending: 'pending', stopAt: 'head' },
  },
  {
    status: 'approving',
    title: '十一月快递费',
    daysBack: 9,
    lines: [
      ['courier', '18.00', '寄送授权委托书'],
      ['courier', '35.00', 'EMS 寄送仲裁申请书'],
    ],
    approval: { ending: 'pending', stopAt: 'finance' },
  },
  {
    status: 'cancelled',
    title: '打车费（重复填写）',
    daysBack: 12,
    lines: [['taxi', '42.00', '去客户处送材料']],
  },
  { status: 'draft', title: '本周快递费', daysBack: 1, lines: [['courier', '26.00', '寄送律师函']] },
];

export async function seedDailyExpenses(
  tx: Executor,
  ctx: DemoContext,
  headOf: (person: Person) => number | null,
): Promise<number> {
  const definition = ctx.firm.definitions.get(DAILY_EXPENSE_BUSINESS_TYPE);
  const finance = ctx.firm.withRole('finance').map((person) => person.userId);
  const applicants = ctx.firm.withRole('secretary').filter((person) => headOf(person) !== null);
  if (!definition || applicants.length === 0 || finance.length === 0) return 0;
  for (const [index, plan] of PLAN.entries()) {
    const applicant = applicants[index % applicants.length]!;
    const written = addDays(ctx.today, -plan.daysBack);
    const at = momentOf(written, 17, 20 + index);
    const lines = plan.lines.map(([type, amount, description], orderNum) => ({
      orderNum,
      expenseDate: addDays(written, -1),
      expenseType: TYPES[type][0],
      expenseCode: TYPES[type][1],
      amount,
      description,
      ...expenseLineAmounts({ amount, taxAmount: '0.00', currency: 'CNY', exchangeRate: '1' }),
    }));
    const [row] = await tx
      .insert(expenseClaims)
      .values({
        kind: 'daily',
        applicantId: applicant.userId,
        deptId: applicant.deptId,
        title: plan.title,
        status: plan.status,
        lineCount: lines.length,
        ...expenseClaimTotals(lines.map((one) => ({ ...one, billable: false }))),
        createdAt: at,
        createdBy: applicant.userId,
        updatedAt: at,
        updatedBy: applicant.userId,
      })
      .returning();
    const claimId = row!.claimId;
    await tx.insert(expenseLines).values(lines.map((one) => ({ ...one, claimId })));
    ctx.audit.add(at, applicant, { action: 'create', entity: 'dailyExpense', entityId: claimId, after: row });
    if (plan.status === 'cancelled') {
      ctx.audit.add(momentOf(written, 17, 50), applicant, {
        action: 'cancel',
        entity: 'dailyExpense',
        entityId: claimId,
        before: { status: 'draft' },
        after: { status: 'cancelled' },
      });
    }
    if (!plan.approval) continue;
    const submittedAt = momentOf(written, 17, 45);
    const approverIds: Record<string, number[]> = { head: [headOf(applicant)!], finance };
    const trail = walkApproval(ctx.trailContext, {
      definitionId: definition.definitionId,
      businessType: DAILY_EXPENSE_BUSINESS_TYPE,
      recordId: String(claimId),
      title: `${plan.title} · CNY ${row!.total}`,
      applicant,
      applicantDeptId: applicant.deptId,
      facts: { amount: row!.total, casePartnerId: 0, projectId: 0, hasCase: 0, needsHead: 1 },
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
    await tx
      .update(expenseClaims)
      .set({
        instanceId: trail.instance.instanceId,
        submittedAt,
        returnComment: plan.approval.comment ?? '',
        updatedAt: last.at,
        updatedBy: last.actor.userId,
      })
      .where(eq(expenseClaims.claimId, claimId));
    if (plan.paid) {
      const paidDate = addDays(written, plan.paid.daysAfter);
      const payer = ctx.firm.withRole('finance')[0]!;
      const payment = {
        status: 'paid' as const,
        paidDate,
        paymentMethod: 'bankTransfer' as const,
        paymentReference: plan.paid.reference,
        paidBy: payer.userId,
      };
      await tx
        .update(expenseClaims)
        .set({ ...payment, updatedAt: momentOf(paidDate, 16, 5), updatedBy: payer.userId })
        .where(eq(expenseClaims.claimId, claimId));
      ctx.audit.add(momentOf(paidDate, 16, 5), payer, {
        action: 'pay',
        entity: 'dailyExpense',
        entityId: claimId,
        before: { status: 'approved' },
        after: payment,
      });
    }
  }
  return PLAN.length;
}
