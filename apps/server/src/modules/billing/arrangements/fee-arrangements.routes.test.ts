import {
  addDays,
  FEE_TYPE,
  type FeeArrangementView,
  type FeeMilestoneView,
  formatIsoDate,
  type LevelRateView,
  type RateChoice,
  TEAM_ROLE,
  type WorklogView,
} from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/test-app.ts';
import { auditLog } from '../../../platform/audit/audit.tables.ts';
import { projectMembers, projects } from '../../projects/projects.tables.ts';
import { users } from '../../users/users.tables.ts';
import { timekeeperRates } from '../../worklogs/worklogs.tables.ts';
import { insertIssuedBill } from '../billing.test-support.ts';
import { billLines } from '../bills/bills.tables.ts';
import { billsHarness } from '../bills/bills.test-harness.ts';
import { feeMilestones } from './arrangements.tables.ts';

/**
 * A case's fee arrangement through HTTP (decisions 0030, 0040): zhangzhiqiang is the case's
 * responsible partner, guojing its lead lawyer (no permission to change terms), lvjianhua
 * finance, wangjianguo a partner on no test case.
 */
const h = billsHarness();
const today = formatIsoDate(new Date());

const capped = (projectId: number, extra: object = {}) => ({
  projectId,
  effectiveFrom: today,
  feeType: FEE_TYPE.capped,
  amount: '200000',
  reason: '客户要求封顶',
  ...extra,
});

/** A call that succeeds, with the answer's data as the route types it. */
const succeedWith =
  <T>() =>
  async (...args: Parameters<typeof h.succeed>) =>
    (await h.succeed(...args)) as { data: T };
const arrangementCall = succeedWith<FeeArrangementView>();
const rateCardCall = succeedWith<LevelRateView>();
const worklogCall = succeedWith<WorklogView>();

async function signInAs(userName: string) {
  if (!h.tokens.has(userName)) h.tokens.set(userName, await signIn(h.t().app, userName));
}

const userIdOf = async (userName: string) =>
  (await h.t().db.select().from(users).where(eq(users.userName, userName)))[0]!.userId;

const audits = (entity: string, entityId: number) =>
  h
    .t()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.auditId);

describe("a case's fee arrangement", () => {
  it("reads the intake's terms as version 1 before any change", async () => {
    const projectId = await h.openCase();
    const kase = (await h.t().db.select().from(projects).where(eq(projects.projectId, projectId)))[0]!;
    const body = await arrangementCall('guojing', 'GET', `/hankun/feeArrangement/${projectId}`);
    expect(body.data.versions).toHaveLength(1);
    expect(body.data.current).toMatchObject({ version: 1, feeType: kase.feeType, currency: 'CNY' });
    expect(body.data.canEdit).toBe(false);
    expect(
      (await arrangementCall('zhangzhiqiang', 'GET', `/hankun/feeArrangement/${projectId}`)).data.canEdit,
    ).toBe(true);
  });

  it('a partner changes hourly to capped: both versions in the history, the case follows, audited', async () => {
    const projectId = await h.openCase();
    await h
      .t()
      .db.update(projects)
      .set({ feeType: FEE_TYPE.hourly, feeAmount: null })
      .where(eq(projects.projectId, projectId));
    const body = await arrangementCall(
      'zhangzhiqiang',
      'POST',
      '/hankun/feeArrangement',
      capped(projectId, { discountPercent: '10' }),
    );
    expect(
      body.data.versions.map((v: { version: number; feeType: string }) => [v.version, v.feeType]),
    ).toEqual([
      [2, FEE_TYPE.capped],
      [1, FEE_TYPE.hourly],
    ]);
    expect(body.data.current).toMatchObject({
      version: 2,
      amount: '200000.00',
      discountPercent: '10.00',
      reason: '客户要求封顶',
      createdBy: '张志强',
    });
    const [kase] = await h.t().db.select().from(projects).where(eq(projects.projectId, projectId));
    expect(kase).toMatchObject({ feeType: FEE_TYPE.capped, feeAmount: '200000.00', contingencyRate: null });
    expect(await audits('feeArrangement', body.data.current.arrangementId!)).toHaveLength(1);
    expect((await audits('project', projectId)).map((row) => row.action)).toContain('feeArrangement');
    const read = await arrangementCall('guojing', 'GET', `/hankun/feeArrangement/${projectId}`);
    expect(read.data.versions).toHaveLength(2);
  });

  it('a version in the future is the newest but not yet the current one', async () => {
    const projectId = await h.openCase();
    const body = await arrangementCall(
      'zhangzhiqiang',
      'POST',
      '/hankun/feeArrangement',
      capped(projectId, { effectiveFrom: '2099-01-01' }),
    );
    expect(body.data.versions[0]?.version).toBe(2);
    expect(body.data.current.version).toBe(1);
  });

  it('refuses whoever may not change the terms, and cases behind the wall', async () => {
    const projectId = await h.openCase();
    await signInAs('wangjianguo');
    expect((await h.call('guojing', 'POST', '/hankun/feeArrangement', capped(projectId))).code).toBe(403);
    // A partner off the case does not see it; on its team as a plain member, they may not change it.
    expect((await h.call('wangjianguo', 'POST', '/hankun/feeArrangement', capped(projectId))).code).toBe(404);
    await h
      .t()
      .db.insert(projectMembers)
      .values({ projectId, userId: await userIdOf('wangjianguo'), role: TEAM_ROLE.member });
    const member = await h.call('wangjianguo', 'POST', '/hankun/feeArrangement', capped(projectId), 'en');
    expect(member.code).toBe(403);
    expect(member.msg).toContain('responsible partner, lead lawyer or finance');
    expect((await h.call('lvjianhua', 'POST', '/hankun/feeArrangement', capped(projectId))).code).toBe(200);
    const walled = await h.openCase({ restricted: true });
    expect((await h.call('hezhenyu', 'GET', `/hankun/feeArrangement/${walled}`)).code).toBe(404);
    expect((await audits('project', projectId)).filter((row) => row.userName === 'wangjianguo')).toEqual([]);
  });

  it('validates the terms of each kind, in both languages', async () => {
    const projectId = await h.openCase();
    const en = await h.call(
      'zhangzhiqiang',
      'POST',
      '/hankun/feeArrangement',
      capped(projectId, { amount: null }),
      'en',
    );
    const cn = await h.call(
      'zhangzhiqiang',
      'POST',
      '/hankun/feeArrangement',
      capped(projectId, { amount: null }),
      'cn',
    );
    expect(en.code).toBe(400);
    expect(en.msg).toContain('needs its amount');
    expect(cn.msg).toContain('须填写金额');
    const contingency = await h.call(
      'zhangzhiqiang',
      'POST',
      '/hankun/feeArrangement',
      capped(projectId, { feeType: FEE_TYPE.contingency, amount: null }),
      'en',
    );
    expect(contingency.msg).toContain('needs its percentage');
    const noReason = await h.call(
      'zhangzhiqiang',
      'POST',
      '/hankun/feeArrangement',
      capped(projectId, { reason: ' ' }),
      'en',
    );
    expect(noReason.msg).toContain('reason for the change');
    await arrangementCall(
      'zhangzhiqiang',
      'POST',
      '/hankun/feeArrangement',
      capped(projectId, { effectiveFrom: '2026-06-01' }),
    );
    const earlier = await h.call(
      'zhangzhiqiang',
      'POST',
      '/hankun/feeArrangement',
      capped(projectId, { effectiveFrom: '2026-05-31' }),
      'en',
    );
    expect(earlier.code).toBe(409);
    expect(earlier.msg).toContain('2026-06-01');
  });

  it('keeps a fixed fee’s milestones, adding up to the total; a billed one is not changed', async () => {
    const projectId = await h.openCase();
    const fixed = (milestones: object[]) => ({
      projectId,
      effectiveFrom: today,
      feeType: FEE_TYPE.fixed,
      amount: '300000',
      reason: '改为固定收费',
      milestones,
    });
    const wrongSum = await h.call(
      'zhangzhiqiang',
      'POST',
      '/hankun/feeArrangement',
      fixed([{ name: '签约', amount: '100000' }]),
      'en',
    );
    expect(wrongSum.msg).toContain('add up to the fixed fee');
    const body = await arrangementCall(
      'zhangzhiqiang',
      'POST',
      '/hankun/feeArrangement',
      fixed([
        { name: '签约', amount: '100000', dueDate: '2026-03-01' },
        { name: '交割', amount: '200000' },
      ]),
    );
    const [signing, closing] = body.data.milestones as [FeeMilestoneView, FeeMilestoneView];
    expect(body.data.milestones).toMatchObject([
      { name: '签约', amount: '100000.00', dueDate: '2026-03-01', billId: null },
      { name: '交割', amount: '200000.00', dueDate: null, billId: null },
    ]);
    const bill = await insertIssuedBill(h.t(), { projectId, total: '100000.00', billDate: today });
    await h.t().db.insert(billLines).values({
      billId: bill.billId,
      kind: 'milestone',
      units: '1',
      unitCost: '100000.00',
      amount: '100000.00',
      taxRate: '0.06',
      netAmount: '100000.00',
      taxAmount: '6000.00',
      grossAmount: '106000.00',
      milestoneId: signing.milestoneId,
    });
    const changed = await h.call(
      'zhangzhiqiang',
      'POST',
      '/hankun/feeArrangement',
      fixed([
        { milestoneId: signing.milestoneId, name: '签约', amount: '150000', dueDate: '2026-03-01' },
        { milestoneId: closing.milestoneId, name: '交割', amount: '150000' },
      ]),
      'en',
    );
    expect(changed.code).toBe(409);
    expect(changed.msg).toContain('is on a bill');
    const split = await arrangementCall(
      'zhangzhiqiang',
      'POST',
      '/hankun/feeArrangement',
      fixed([
        { milestoneId: signing.milestoneId, name: '签约', amount: '100000', dueDate: '2026-03-01' },
        { name: '尽调完成', amount: '80000' },
        { name: '交割', amount: '120000' },
      ]),
    );
    expect(
      split.data.milestones.map((m: { name: string; billId: number | null }) => [m.name, m.billId]),
    ).toEqual([
      ['签约', bill.billId],
      ['尽调完成', null],
      ['交割', null],
    ]);
    const stored = await h.t().db.select().from(feeMilestones).where(eq(feeMilestones.projectId, projectId));
    expect(stored).toHaveLength(3);
  });
});

describe('the rate on a time entry', () => {
  const levelOf = async (userId: number) =>
    (await h.t().db.select().from(timekeeperRates).where(eq(timekeeperRates.userId, userId)))[0]!;

  it("takes the case's rate for the level, then the rate card, then the standard rate", async () => {
    const standard = await levelOf(h.ids.guojing);
    const usdCase = await h.openCase({ currency: 'USD' });
    const entry = (projectId: number) => ({
      projectId,
      workDate: today,
      hours: '2',
      narrative: '审阅股东协议并出具修改意见',
    });
    const first = await worklogCall('guojing', 'POST', '/hankun/worklog', entry(usdCase));
    expect(first.data).toMatchObject({ rateSource: 'timekeeperLevel', rate: standard.rate, currency: 'CNY' });

    await h.succeed('lvjianhua', 'POST', '/hankun/levelRate', {
      level: standard.level,
      currency: 'USD',
      rate: '650',
      effectiveFrom: today,
    });
    const second = await worklogCall('guojing', 'POST', '/hankun/worklog', entry(usdCase));
    expect(second.data).toMatchObject({
      rateSource: 'rateCard',
      rate: '650.00',
      currency: 'USD',
      amount: '1300.00',
    });

    await h.succeed('zhangzhiqiang', 'POST', '/hankun/feeArrangement', {
      projectId: usdCase,
      effectiveFrom: today,
      feeType: FEE_TYPE.hourly,
      reason: '约定各职级费率',
      rates: [{ level: standard.level, rate: '700' }],
    });
    const third = await worklogCall('guojing', 'POST', '/hankun/worklog', entry(usdCase));
    expect(third.data).toMatchObject({
      rateSource: 'caseLevel',
      rate: '700.00',
      currency: 'USD',
      amount: '1400.00',
    });
    const preview = (await h.succeed('guojing', 'GET', `/hankun/worklog/rate?projectId=${usdCase}`)) as {
      data: RateChoice;
    };
    expect(preview.data).toEqual({ rate: '700.00', currency: 'USD', source: 'caseLevel' });
  });
});

describe('the rate card', () => {
  it('finance keeps it: a row per level, currency and date, audited; lawyers may not', async () => {
    const row = { level: 'paralegal', currency: 'HKD', rate: '900', effectiveFrom: addDays(today, 400) };
    const created = await rateCardCall('lvjianhua', 'POST', '/hankun/levelRate', row);
    const updated = await rateCardCall('lvjianhua', 'POST', '/hankun/levelRate', { ...row, rate: '950' });
    expect(updated.data.levelRateId).toBe(created.data.levelRateId);
    const list = (await h.succeed('lvjianhua', 'GET', '/hankun/levelRate/list')) as { data: LevelRateView[] };
    expect(list.data).toContainEqual({ ...row, rate: '950.00', levelRateId: created.data.levelRateId });
    expect((await audits('levelRate', created.data.levelRateId)).map((a) => a.action)).toEqual([
      'create',
      'update',
    ]);
    expect((await h.call('guojing', 'GET', '/hankun/levelRate/list')).code).toBe(403);
    expect((await h.call('guojing', 'POST', '/hankun/levelRate', row)).code).toBe(403);
    await h.succeed('lvjianhua', 'DELETE', `/hankun/levelRate/${created.data.levelRateId}`);
    expect(
      ((await h.succeed('lvjianhua', 'GET', '/hankun/levelRate/list')) as { data: LevelRateView[] }).data,
    ).not.toContainEqual(expect.objectContaining({ levelRateId: created.data.levelRateId }));
  });
});
