import { addDays } from '@venus/shared';
import type { Executor } from '../../../platform/db/database.ts';
import { withholdingRules } from '../../schema.ts';
import type { DemoContext } from './demo-context.ts';
import { momentOf } from './moments.ts';

const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/**
 * The demo firm's withholding rules (decision 0051), entered by finance: the firm's management
 * share and risk reserve since the year began; provisional tax at 10 %, ended four months ago and
 * at 8 % since; and the senior partner's own management share of 12 % from the same month. So the
 * report shows a rate change, an ended rule and a partner's own rule on the first start.
 */
export async function seedWithholdingRules(tx: Executor, ctx: DemoContext): Promise<void> {
  const finance = ctx.firm.byName('lvjianhua');
  const partner = ctx.firm.byName('wangjianguo');
  const start = monthOf(ctx.firstDay);
  const changed = monthOf(addDays(ctx.today, -120));
  const lastOld = monthOf(addDays(`${changed}-01`, -1));
  const rules = [
    {
      kind: 'management',
      partnerId: null,
      rate: '15.00',
      fromMonth: start,
      toMonth: null,
      remark: '全所管理费',
      enteredOn: ctx.firstDay,
    },
    {
      kind: 'riskReserve',
      partnerId: null,
      rate: '3.00',
      fromMonth: start,
      toMonth: null,
      remark: '执业风险金',
      enteredOn: ctx.firstDay,
    },
    {
      kind: 'tax',
      partnerId: null,
      rate: '10.00',
      fromMonth: start,
      toMonth: lastOld,
      remark: '个人所得税预提',
      enteredOn: ctx.firstDay,
    },
    {
      kind: 'tax',
      partnerId: null,
      rate: '8.00',
      fromMonth: changed,
      toMonth: null,
      remark: '合伙人会议调整个税预提比例',
      enteredOn: `${changed}-01`,
    },
    {
      kind: 'management',
      partnerId: partner.userId,
      rate: '12.00',
      fromMonth: changed,
      toMonth: null,
      remark: '高级合伙人管理费比例',
      enteredOn: `${changed}-01`,
    },
  ];
  for (const { enteredOn, ...rule } of rules) {
    const at = momentOf(enteredOn < ctx.today ? enteredOn : addDays(ctx.today, -1), 10);
    const [row] = await tx
      .insert(withholdingRules)
      .values({ ...rule, createdAt: at, updatedAt: at, createdBy: finance.userId, updatedBy: finance.userId })
      .returning();
    ctx.audit.add(at, finance, {
      action: 'create',
      entity: 'withholdingRule',
      entityId: row!.ruleId,
      after: row,
    });
  }
}
