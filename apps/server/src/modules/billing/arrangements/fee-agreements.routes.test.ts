import { addDays, type FeeAgreementView, formatIsoDate } from '@venus/shared';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalInstances, approvalTasks } from '../../approvals/approvals.tables.ts';
import { billsHarness } from '../bills/bills.test-harness.ts';
import { feeAgreements } from './arrangements.tables.ts';
import { agreementFields, agreementOn as recordedAgreement } from './fee-agreement.test-support.ts';

/**
 * Lawyer-fee agreements through HTTP and their daily job (decisions 0030, 0040). On the harness's
 * cases zhangzhiqiang is the responsible partner and guojing the lead lawyer (the one reminded);
 * the job is run for a given day, the clock it would read.
 */
const h = billsHarness();
const today = formatIsoDate(new Date());

const agreementOn = (expiresOn: string, who?: string) => recordedAgreement(h, expiresOn, who);

/** The reminder tasks raised for an agreement: task code and assignee, oldest first. */
async function reminderTasks(agreementId: number) {
  const rows = await h
    .t()
    .db.select({
      taskCode: approvalTasks.taskCode,
      assigneeId: approvalTasks.assigneeId,
      status: approvalTasks.status,
    })
    .from(approvalTasks)
    .innerJoin(approvalInstances, eq(approvalInstances.instanceId, approvalTasks.instanceId))
    .where(
      and(
        eq(approvalInstances.businessType, 'fee-agreement-reminder'),
        like(approvalInstances.recordId, `${agreementId}:%`),
      ),
    )
    .orderBy(approvalTasks.taskId);
  return rows;
}

const run = (day: string) => h.t().app.services.feeAgreementReminders.run(day);
const raisedFor = (raised: { agreementId: number; taskCode: number }[], agreementId: number) =>
  raised.filter((reminder) => reminder.agreementId === agreementId).map((reminder) => reminder.taskCode);

describe('the expiry reminders of a fee agreement', () => {
  it('raises 80004, 80005 and 80009 to the lead lawyer once each, on their days', async () => {
    const expiresOn = addDays(today, 60);
    const { agreementId } = await agreementOn(expiresOn);
    expect(raisedFor(await run(addDays(expiresOn, -31)), agreementId)).toEqual([]);
    expect(raisedFor(await run(addDays(expiresOn, -30)), agreementId)).toEqual([80004]);
    expect(raisedFor(await run(addDays(expiresOn, -30)), agreementId)).toEqual([]);
    expect(raisedFor(await run(addDays(expiresOn, -8)), agreementId)).toEqual([]);
    expect(raisedFor(await run(addDays(expiresOn, -7)), agreementId)).toEqual([80005]);
    expect(raisedFor(await run(addDays(expiresOn, -1)), agreementId)).toEqual([]);
    expect(raisedFor(await run(expiresOn), agreementId)).toEqual([80009]);
    expect(raisedFor(await run(addDays(expiresOn, 1)), agreementId)).toEqual([]);
    expect(await reminderTasks(agreementId)).toEqual([
      { taskCode: 80004, assigneeId: h.ids.guojing, status: 'pending' },
      { taskCode: 80005, assigneeId: h.ids.guojing, status: 'pending' },
      { taskCode: 80009, assigneeId: h.ids.guojing, status: 'pending' },
    ]);
    const [row] = await h
      .t()
      .db.select()
      .from(feeAgreements)
      .where(eq(feeAgreements.agreementId, agreementId));
    expect(row!.status).toBe('expired');
    const detail = (await h.succeed('guojing', 'GET', `/hankun/feeAgreement/${agreementId}`))
      .data as FeeAgreementView;
    expect(detail.reminders.map((reminder) => reminder.taskCode).sort()).toEqual([80004, 80005, 80009]);
  });

  it('after a pause of the job, raises only the most urgent reminder due, and never the earlier one later', async () => {
    const expiresOn = addDays(today, 40);
    const { agreementId } = await agreementOn(expiresOn);
    expect(raisedFor(await run(addDays(expiresOn, -5)), agreementId)).toEqual([80005]);
    expect(raisedFor(await run(addDays(expiresOn, -4)), agreementId)).toEqual([]);
    expect((await reminderTasks(agreementId)).map((task) => task.taskCode)).toEqual([80005]);
  });
});

describe('postponing a fee agreement', () => {
  it('goes to the responsible partner (80003) and on approval sets the new expiry; reminders start again', async () => {
    const expiresOn = addDays(today, 20);
    const later = addDays(expiresOn, 365);
    const { agreementId } = await agreementOn(expiresOn);
    await run(addDays(expiresOn, -20));
    const asked = (
      await h.succeed('guojing', 'POST', '/hankun/feeAgreement/postpone', {
        agreementId,
        expiresOn: later,
        reason: '客户续签一年',
      })
    ).data as FeeAgreementView;
    expect(asked.expiresOn).toBe(expiresOn);
    expect(asked.postponingInstanceId).not.toBeNull();
    expect(asked.canPostpone).toBe(false);
    const [task] = await h
      .t()
      .db.select()
      .from(approvalTasks)
      .where(
        and(eq(approvalTasks.instanceId, asked.postponingInstanceId!), eq(approvalTasks.status, 'pending')),
      );
    expect(task).toMatchObject({ taskCode: 80003, assigneeId: h.ids.zhangzhiqiang });
    const twice = await h.call('guojing', 'POST', '/hankun/feeAgreement/postpone', {
      agreementId,
      expiresOn: later,
      reason: '再次申请',
    });
    expect(twice.code).toBe(409);
    await h.decide(asked.postponingInstanceId!);
    const after = (await h.succeed('guojing', 'GET', `/hankun/feeAgreement/${agreementId}`))
      .data as FeeAgreementView;
    expect(after).toMatchObject({
      expiresOn: later,
      status: 'active',
      postponingInstanceId: null,
      canPostpone: true,
    });
    expect(raisedFor(await run(addDays(later, -30)), agreementId)).toEqual([80004]);
    expect((await reminderTasks(agreementId)).map((reminder) => reminder.taskCode)).toEqual([80004, 80004]);
  });

  it('a rejected postponement leaves the expiry as it was', async () => {
    const expiresOn = addDays(today, 10);
    const { agreementId } = await agreementOn(expiresOn);
    const asked = (
      await h.succeed('guojing', 'POST', '/hankun/feeAgreement/postpone', {
        agreementId,
        expiresOn: addDays(expiresOn, 90),
        reason: '客户要求延期',
      })
    ).data as FeeAgreementView;
    await h.decide(asked.postponingInstanceId!, 'reject', { comment: '请先签补充协议' });
    const after = (await h.succeed('guojing', 'GET', `/hankun/feeAgreement/${agreementId}`))
      .data as FeeAgreementView;
    expect(after).toMatchObject({ expiresOn, postponingInstanceId: null });
  });

  it('refuses an earlier date, people off the case, and an expiry before the signing', async () => {
    const expiresOn = addDays(today, 10);
    const { agreementId, projectId } = await agreementOn(expiresOn);
    const earlier = await h.call(
      'guojing',
      'POST',
      '/hankun/feeAgreement/postpone',
      { agreementId, expiresOn: addDays(expiresOn, -1), reason: '提前' },
      'en',
    );
    expect(earlier.code).toBe(409);
    expect(earlier.msg).toContain(expiresOn);
    const outsider = await h.call('hezhenyu', 'POST', '/hankun/feeAgreement/postpone', {
      agreementId,
      expiresOn: addDays(expiresOn, 30),
      reason: '延期',
    });
    expect(outsider.code).toBe(404);
    const backwards = await h.call(
      'zhangzhiqiang',
      'POST',
      '/hankun/feeAgreement',
      {
        ...agreementFields(projectId, addDays(today, -1)),
        signedOn: today,
        effectiveFrom: addDays(today, -30),
        draftKey: `draft-${h.ids.zhangzhiqiang}-abcdefgh12`,
      },
      'en',
    );
    expect(backwards.code).toBe(400);
    expect(backwards.msg).toContain('after the signing date');
    const lead = await h.call('guojing', 'POST', '/hankun/feeAgreement', {
      ...agreementFields(projectId, expiresOn),
      draftKey: `draft-${h.ids.guojing}-abcdefgh12`,
    });
    expect(lead.code).toBe(403);
  });
});
