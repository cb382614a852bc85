import {
  addDays,
  EXPENSE_BUSINESS_TYPE,
  EXPENSE_FILE_SOURCE,
  type ExpenseClaimStatus,
  type ExpensePaymentMethod,
  expenseClaimTotals,
  expenseLineAmounts,
  receiptRequired,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { expenseClaims, expenseLines } from '../../schema.ts';
import { type TrailEnding, walkApproval } from './approval-trail.ts';
import type { DemoCase } from './case-rows.ts';
import type { DemoContext } from './demo-context.ts';
import { simplePdf } from './demo-documents.ts';
import { writeDemoFiles } from './demo-files.ts';
import { momentOf } from './moments.ts';

/** hk_expense_type values (office-dictionaries.seed.ts) and their UTBMS codes. */
const TYPES = {
  travel: ['1', 'E109'],
  hotel: ['2', 'E110'],
  meals: ['3', 'E111'],
  courier: ['4', 'E107'],
  copying: ['5', 'E101'],
  courtFees: ['6', 'E112'],
} as const;

interface PlannedLine {
  type: keyof typeof TYPES;
  amount: string;
  tax: string;
  billable: boolean;
  description: string;
  /** Days before the claim was written. */
  daysBefore: number;
}

interface PlannedClaim {
  status: ExpenseClaimStatus;
  title: string;
  /** When it was written, in days before the reference date. */
  daysBack: number;
  lines: PlannedLine[];
  /** How its approval ends, and at which step (partner, finance). */
  approval?: { ending: TrailEnding; stopAt?: string; comment?: string };
  paid?: { method: ExpensePaymentMethod; reference: string };
}

const line = (
  type: PlannedLine['type'],
  amount: string,
  description: string,
  extra: Partial<PlannedLine> = {},
): PlannedLine => ({ type, amount, tax: '0.00', billable: true, description, daysBefore: 3, ...extra });

/**
 * The demo firm's expense claims (decision 0032, issue 20 "claims in every state"): lawyers'
 * spend on their cases, through the expense workflow as the engine walks it (the case's partner,
 * then finance), in every status a claim reaches, each line above the receipt threshold with its
 * receipt. Deterministic: the claims follow the plan below over the open cases in id order.
 */
const PLAN: readonly PlannedClaim[] = [
  {
    status: 'paid',
    title: '上海开庭差旅费',
    daysBack: 120,
    lines: [
      line('travel', '553.00', '北京—上海高铁往返二等座', { tax: '45.66', daysBefore: 5 }),
      line('hotel', '880.00', '上海浦东酒店两晚', { tax: '49.81', daysBefore: 4 }),
      line('meals', '126.00', '出差期间工作餐', { billable: false, daysBefore: 4 }),
    ],
    approval: { ending: 'approved' },
    paid: { method: 'bankTransfer', reference: 'CMB20260315-0042' },
  },
  {
    status: 'paid',
    title: '一审案件受理费',
    daysBack: 90,
    lines: [line('courtFees', '3250.00', '向法院预交案件受理费（代客户垫付）', { daysBefore: 2 })],
    approval: { ending: 'approved' },
    paid: { method: 'bankTransfer', reference: 'CMB20260412-0107' },
  },
  {
    status: 'approved',
    title: '证据材料快递及复印',
    daysBack: 20,
    lines: [
      line('courier', '45.00', '顺丰寄送证据原件至法院', { tax: '2.55' }),
      line('copying', '186.50', '证据材料复印装订三套', { daysBefore: 4 }),
    ],
    approval: { ending: 'approved' },
  },
  {
    status: 'approving',
    title: '客户现场尽调差旅',
    daysBack: 4,
    lines: [
      line('travel', '1290.00', '北京—深圳机票经济舱往返', { tax: '106.51', daysBefore: 6 }),
      line('hotel', '1160.00', '深圳南山酒店两晚', { tax: '65.66', daysBefore: 5 }),
    ],
    approval: { ending: 'pending', stopAt: 'partner' },
  },
  {
    status: 'approving',
    title: '仲裁庭审打印装订',
    daysBack: 9,
    lines: [line('copying', '98.00', '庭审材料打印装订', { daysBefore: 1 })],
    approval: { ending: 'pending', stopAt: 'finance' },
  },
  {
    status: 'sentBack',
    title: '杭州调查取证费用',
    daysBack: 12,
    lines: [
      line('travel', '412.00', '北京—杭州高铁', { daysBefore: 6 }),
      line('hotel', '690.00', '杭州酒店一晚', { daysBefore: 5 }),
    ],
    approval: { ending: 'sentBack', stopAt: 'partner', comment: '住宿发票抬头不是本所，请补开后重新提交。' },
  },
  {
    status: 'rejected',
    title: '客户招待餐费',
    daysBack: 40,
    lines: [line('meals', '1580.00', '与客户法务部晚餐', { billable: false, daysBefore: 1 })],
    approval: {
      ending: 'rejected',
      stopAt: 'finance',
      comment: '客户招待须事先经合伙人书面批准，不能作为案件费用报销。',
    },
  },
  {
    status: 'cancelled',
    title: '快递费（重复填写）',
    daysBack: 25,
    lines: [line('courier', '23.00', '寄送授权委托书', { daysBefore: 1 })],
  },
  {
    status: 'draft',
    title: '本月案件快递费',
    daysBack: 1,
    lines: [
      line('courier', '18.00', '寄送起诉状副本'),
      line('courier', '26.00', '寄送证据目录', { daysBefore: 1 }),
    ],
  },
];

/** The receipt threshold (config expense.receipt.requiredAbove, system-config.seed.ts). */
const RECEIPT_ABOVE = '200.00';

export async function seedExpenses(
  tx: Executor,
  ctx: DemoContext,
  openCases: readonly DemoCase[],
  dataDir: string,
): Promise<number> {
  const cases = openCases.filter(
    (kase) => kase.currency === 'CNY' && !kase.restricted && kase.lead.userId !== kase.partner.userId,
  );
  const definition = ctx.firm.definitions.get(EXPENSE_BUSINESS_TYPE);
  const finance = ctx.firm.withRole('finance');
  if (!definition || cases.length === 0 || finance.length === 0) return 0;
  const receipts: Parameters<typeof writeDemoFiles>[2][number][] = [];
  const pending: { claimId: number; plan: PlannedClaim; kase: DemoCase; written: string }[] = [];

  for (const [index, plan] of PLAN.entries()) {
    const kase = cases[index % cases.length]!;
    const applicant = kase.lead;
    const written = addDays(ctx.today, -plan.daysBack);
    const at = momentOf(written, 18, 10 + index);
    const amounts = plan.lines.map((planned) => ({
      ...expenseLineAmounts({
        amount: planned.amount,
        taxAmount: planned.tax,
        currency: 'CNY',
        exchangeRate: '1',
      }),
      billable: planned.billable,
    }));
    const totals = expenseClaimTotals(amounts);
    const [row] = await tx
      .insert(expenseClaims)
      .values({
        applicantId: applicant.userId,
        deptId: applicant.deptId,
        title: plan.title,
        status: plan.status,
        lineCount: plan.lines.length,
        ...totals,
        createdAt: at,
        createdBy: applicant.userId,
        updatedAt: at,
        updatedBy: applicant.userId,
      })
      .returning();
    const claimId = row!.claimId;
    ctx.audit.add(at, applicant, { action: 'create', entity: 'expenseClaim', entityId: claimId, after: row });
    for (const planned of plan.lines) {
      if (!receiptRequired(planned.amount, RECEIPT_ABOVE)) continue;
      receipts.push({
        source: EXPENSE_FILE_SOURCE,
        onlyId: String(claimId),
        type: '',
        name: `发票-${planned.description.slice(0, 12)}.pdf`,
        content: simplePdf('Receipt', [
          `Claim ${claimId}: ${plan.title}`,
          `Amount CNY ${planned.amount}, of which tax CNY ${planned.tax}`,
          `Date ${addDays(written, -planned.daysBefore)}`,
        ]),
        mimeType: 'application/pdf',
        at,
        remark: '',
        uploader: applicant,
      });
    }
    pending.push({ claimId, plan, kase, written });
  }

  const fileIds = await writeDemoFiles(tx, ctx, receipts, dataDir);
  let nextFile = 0;
  for (const { claimId, plan, kase, written } of pending) {
    await tx.insert(expenseLines).values(
      plan.lines.map((planned, orderNum) => {
        const [expenseType, expenseCode] = TYPES[planned.type];
        const receipt = receiptRequired(planned.amount, RECEIPT_ABOVE) ? [fileIds[nextFile++]!] : [];
        const { amountCny, taxCny } = expenseLineAmounts({
          amount: planned.amount,
          taxAmount: planned.tax,
          currency: 'CNY',
          exchangeRate: '1',
        });
        return {
          claimId,
          orderNum,
          expenseDate: addDays(written, -planned.daysBefore),
          expenseType,
          expenseCode,
          projectId: kase.projectId,
          billable: planned.billable,
          amount: planned.amount,
          taxAmount: planned.tax,
          amountCny,
          taxCny,
          description: planned.description,
          receiptFileIds: receipt,
        };
      }),
    );
    if (plan.approval) await approve(tx, ctx, { claimId, plan, kase, written, finance });
    if (plan.status === 'cancelled') {
      const at = momentOf(addDays(written, 1), 9, 30);
      await tx.update(expenseClaims).set({ updatedAt: at }).where(eq(expenseClaims.claimId, claimId));
      ctx.audit.add(at, kase.lead, {
        action: 'cancel',
        entity: 'expenseClaim',
        entityId: claimId,
        before: { status: 'draft' },
        after: { status: 'cancelled' },
      });
    }
  }
  return pending.length;
}

/** The claim's approval as the engine walks it: the case's partner (90001), then finance (90013). */
async function approve(
  tx: Executor,
  ctx: DemoContext,
  claim: {
    claimId: number;
    plan: PlannedClaim;
    kase: DemoCase;
    written: string;
    finance: readonly { userId: number }[];
  },
): Promise<void> {
  const { plan, kase } = claim;
  const definition = ctx.firm.definitions.get(EXPENSE_BUSINESS_TYPE)!;
  const [row] = await tx.select().from(expenseClaims).where(eq(expenseClaims.claimId, claim.claimId));
  const submittedAt = momentOf(claim.written, 18, 30);
  const approverIds: Record<string, number[] | null> = {
    partner: [kase.partner.userId],
    head: null,
    finance: claim.finance.map((person) => person.userId),
  };
  const trail = walkApproval(ctx.trailContext, {
    definitionId: definition.definitionId,
    businessType: EXPENSE_BUSINESS_TYPE,
    recordId: String(claim.claimId),
    title: `${plan.title} · CNY ${row!.total}`,
    applicant: kase.lead,
    applicantDeptId: kase.lead.deptId,
    facts: {
      amount: row!.total,
      casePartnerId: kase.partner.userId,
      projectId: kase.projectId,
      hasCase: 1,
      needsHead: 0,
    },
    steps: definition.steps.map((step) => ({
      key: step.key,
      taskCode: step.taskCode,
      approverIds: approverIds[step.key] ?? null,
    })),
    submittedAt,
    ...plan.approval!,
  });
  ctx.approvals.instances.push(trail.instance);
  ctx.approvals.tasks.push(...trail.tasks);
  ctx.approvals.events.push(...trail.events);
  const last = trail.changes.at(-1)!;
  const paidDate = plan.paid ? addDays(claim.written, 12) : null;
  const payer = plan.paid ? ctx.firm.byId.get(claim.finance[0]!.userId)! : null;
  await tx
    .update(expenseClaims)
    .set({
      instanceId: trail.instance.instanceId,
      submittedAt,
      returnComment: plan.approval?.comment ?? '',
      ...(plan.paid && paidDate
        ? {
            paidDate,
            paymentMethod: plan.paid.method,
            paymentReference: plan.paid.reference,
            paidBy: payer!.userId,
          }
        : {}),
      updatedAt: paidDate ? momentOf(paidDate, 15) : last.at,
      updatedBy: payer?.userId ?? last.actor.userId,
    })
    .where(eq(expenseClaims.claimId, claim.claimId));
  if (payer && paidDate)
    ctx.audit.add(momentOf(paidDate, 15), payer, {
      action: 'pay',
      entity: 'expenseClaim',
      entityId: claim.claimId,
      before: { status: 'approved' },
      after: { status: 'paid', paidDate, method: plan.paid!.method, reference: plan.paid!.reference },
    });
}
