import { addDays, FEE_AGREEMENT_FILE_SOURCE, FEE_AGREEMENT_POSTPONE_BUSINESS_TYPE } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { feeAgreements } from '../../schema.ts';
import { walkApproval } from './approval-trail.ts';
import type { DemoContext } from './demo-context.ts';
import { simplePdf } from './demo-documents.ts';
import { type DemoFileRecord, writeDemoFiles } from './demo-files.ts';
import { momentOf } from './moments.ts';

/** A case the arrangements left for an agreement, with its responsible partner and lead lawyer. */
export interface AgreementCase {
  projectId: number;
  nameCn: string;
  partnerId: number;
  leadId: number;
}

interface Plan {
  title: string;
  /** Days from today to the expiry (negative: already past). */
  expiresIn: number;
  months: number;
  amount: string | null;
  terms: string;
  status: 'active' | 'expired' | 'ended';
  /** Postponed by a year with the partner's approval, 15 days before the first expiry. */
  postponed?: boolean;
  ended?: { daysAgo: number; reason: string };
}

/** One agreement in each state the pages tell apart (decision 0046). */
const PLANS: readonly Plan[] = [
  {
    title: '常年法律顾问协议',
    expiresIn: 200,
    months: 12,
    amount: '360000.00',
    terms: '年度顾问费 36 万元，分四期于每季度初支付；超出 120 小时部分按费率表九折计费。',
    status: 'active',
  },
  {
    title: '专项法律服务协议',
    expiresIn: 20,
    months: 12,
    amount: '180000.00',
    terms: '固定费用 18 万元：签约后支付 50%，项目完成后支付余款。',
    status: 'active',
  },
  {
    title: '专项法律服务协议（待续签）',
    expiresIn: -10,
    months: 12,
    amount: null,
    terms: '按小时计费，合伙人 4,500 元/小时，其他律师按费率表；每月结算。',
    status: 'expired',
  },
  {
    title: '诉讼代理协议',
    expiresIn: 300,
    months: 12,
    amount: '500000.00',
    terms: '基础代理费 50 万元，另按最终回款金额的 8% 收取风险代理费。',
    status: 'active',
    postponed: true,
  },
  {
    title: '交易法律服务协议',
    expiresIn: 120,
    months: 12,
    amount: '240000.00',
    terms: '封顶 24 万元，按小时计费。',
    status: 'ended',
    ended: { daysAgo: 25, reason: '交易终止，双方协商提前解除协议' },
  },
];

/**
 * The demo firm's lawyer-fee agreements, each with its signed copy: active, expiring within 30
 * days, expired, postponed (with the approved request on its page) and ended early.
 */
export async function seedFeeAgreements(
  tx: Executor,
  ctx: DemoContext,
  cases: readonly AgreementCase[],
  dataDir: string,
): Promise<void> {
  const definition = ctx.firm.definitions.get(FEE_AGREEMENT_POSTPONE_BUSINESS_TYPE);
  const copies: DemoFileRecord[] = [];
  for (const [index, kase] of cases.entries()) {
    const plan = PLANS[index];
    if (!plan) break;
    const partner = ctx.firm.byId.get(kase.partnerId)!;
    const lead = ctx.firm.byId.get(kase.leadId) ?? partner;
    const expiresOn = addDays(ctx.today, plan.expiresIn);
    const firstExpiry = plan.postponed ? addDays(expiresOn, -365) : expiresOn;
    const signedOn = addDays(firstExpiry, -365 - 3);
    const effectiveFrom = addDays(signedOn, 3);
    const agreementNo = `HK-LF-${signedOn.slice(0, 4)}-${String(index + 1).padStart(3, '0')}`;
    const at = momentOf(signedOn < ctx.today ? addDays(signedOn, 1) : addDays(ctx.today, -1), 15);
    const [row] = await tx
      .insert(feeAgreements)
      .values({
        projectId: kase.projectId,
        agreementNo,
        title: plan.title,
        signedOn,
        effectiveFrom,
        expiresOn: firstExpiry,
        amount: plan.amount,
        terms: plan.terms,
        status: plan.status === 'ended' ? 'active' : plan.status,
        createdAt: at,
        updatedAt: at,
        createdBy: partner.userId,
        updatedBy: partner.userId,
      })
      .returning();
    const agreementId = row!.agreementId;
    ctx.audit.add(at, partner, {
      action: 'create',
      entity: 'feeAgreement',
      entityId: agreementId,
      after: row,
    });
    copies.push({
      source: FEE_AGREEMENT_FILE_SOURCE,
      onlyId: String(agreementId),
      type: '',
      name: `${agreementNo} ${plan.title}（签署版）.pdf`,
      content: simplePdf(`Engagement letter ${agreementNo}`, [
        `Case ${kase.projectId}`,
        `Signed ${signedOn}, effective ${effectiveFrom}, expires ${firstExpiry}`,
        plan.amount ? `Agreed fee CNY ${plan.amount}` : 'Hourly rates as agreed',
      ]),
      mimeType: 'application/pdf',
      at,
      remark: '',
      uploader: partner,
    });
    if (plan.postponed && definition) {
      const reason = '客户要求续约一年，条件不变';
      const trail = walkApproval(ctx.trailContext, {
        definitionId: definition.definitionId,
        businessType: FEE_AGREEMENT_POSTPONE_BUSINESS_TYPE,
        recordId: String(agreementId),
        title: `律师费协议延期 ${firstExpiry} → ${expiresOn}：${kase.nameCn}`,
        applicant: lead,
        applicantDeptId: lead.deptId,
        facts: { casePartnerId: partner.userId, expiresOn, reason },
        steps: definition.steps.map((step) => ({
          key: step.key,
          taskCode: step.taskCode,
          approverIds: [partner.userId],
        })),
        submittedAt: momentOf(addDays(firstExpiry, -15), 10),
        ending: 'approved',
      });
      ctx.approvals.instances.push(trail.instance);
      ctx.approvals.tasks.push(...trail.tasks);
      ctx.approvals.events.push(...trail.events);
      const approved = trail.changes.at(-1)!;
      await tx
        .update(feeAgreements)
        .set({ expiresOn, updatedAt: approved.at, updatedBy: approved.actor.userId })
        .where(eq(feeAgreements.agreementId, agreementId));
      ctx.audit.add(approved.at, approved.actor, {
        action: 'postpone.approved',
        entity: 'feeAgreement',
        entityId: agreementId,
        before: { expiresOn: firstExpiry },
        after: { expiresOn },
      });
    }
    if (plan.ended) {
      const endedOn = addDays(ctx.today, -plan.ended.daysAgo);
      await tx
        .update(feeAgreements)
        .set({ status: 'ended', endedOn, endReason: plan.ended.reason, updatedBy: partner.userId })
        .where(eq(feeAgreements.agreementId, agreementId));
      ctx.audit.add(momentOf(endedOn, 17), partner, {
        action: 'end',
        entity: 'feeAgreement',
        entityId: agreementId,
        after: { status: 'ended', endedOn, endReason: plan.ended.reason },
      });
    }
  }
  await writeDemoFiles(tx, ctx, copies, dataDir);
}
