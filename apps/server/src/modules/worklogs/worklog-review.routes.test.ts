import {
  addDays,
  CASE_STATUS,
  entryAmount,
  formatIsoDate,
  ResultCode,
  translate,
  WORKLOG_TASK_CODE,
  type WorklogView,
} from '@venus/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectLive } from '../../../test/live-socket.ts';
import { type MailCapture, startMailCapture } from '../../../test/mail-capture.ts';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { approvalInstances, approvalTasks } from '../approvals/approvals.tables.ts';
import { projects } from '../projects/projects.tables.ts';
import { users } from '../users/users.tables.ts';
import { WorklogReminders } from './worklog-reminders.ts';
import { worklogReminders, worklogSubmissions, worklogs } from './worklogs.tables.ts';

/**
 * The review of time through HTTP on a real database (decision 0026). On 星河智能B轮融资 (open)
 * zhangzhiqiang is the responsible partner, guojing the lead and pengfang the secretary;
 * liuwanqing is a partner elsewhere; lvjianhua (finance) writes time off.
 */
const PEOPLE = ['guojing', 'pengfang', 'zhangzhiqiang', 'liuwanqing', 'lvjianhua'] as const;
type Person = (typeof PEOPLE)[number];
const CASE = '星河智能B轮融资';

let t: TestApp;
let mail: MailCapture;
let caseId: number;
const tokens = {} as Record<Person, string>;
const people = {} as Record<Person, { userId: number; email: string }>;

beforeAll(async () => {
  mail = await startMailCapture();
  t = await createTestApp({ SMTP_URL: mail.url });
  for (const person of PEOPLE) tokens[person] = await signIn(t.app, person);
  for (const row of await t.db
    .select({ userId: users.userId, userName: users.userName, email: users.email })
    .from(users)
    .where(inArray(users.userName, [...PEOPLE]))) {
    people[row.userName as Person] = { userId: row.userId, email: row.email };
  }
  const [kase] = await t.db.select().from(projects).where(eq(projects.nameCn, CASE));
  caseId = kase!.projectId;
});
afterAll(async () => {
  await t.close();
  await mail.close();
});
beforeEach(async () => {
  await t.db.delete(worklogs);
  await t.db.delete(worklogSubmissions);
});

const today = formatIsoDate(new Date());
const daysAgo = (days: number) => addDays(today, -days);

const call = (who: Person, method: Method, url: string, payload?: object) =>
  callApi(t.app, method, url, tokens[who], payload);

async function succeed<T>(who: Person, method: Method, url: string, payload?: object): Promise<T> {
  const body = await call(who, method, url, payload);
  expect(body.code, body.msg).toBe(200);
  return body.data as T;
}

/** A draft written through the entry API, as the timekeeper does. */
async function draft(who: Person, entry: { hours: string; workDate?: string; narrative?: string }) {
  const view = await succeed<WorklogView>(who, 'POST', '/hankun/worklog', {
    projectId: caseId,
    workDate: entry.workDate ?? daysAgo(1),
    hours: entry.hours,
    narrative: entry.narrative ?? 'Reviewed the term sheet and marked up the investor rights',
  });
  return view.worklogId;
}

const submit = (who: Person, worklogIds: number[]) =>
  succeed<{ submissionIds: number[] }>(who, 'POST', '/hankun/worklog/submit', { worklogIds });

const entryRows = (ids: number[]) =>
  t.db.select().from(worklogs).where(inArray(worklogs.worklogId, ids)).orderBy(worklogs.worklogId);
const submissionOf = async (submissionId: number) =>
  (await t.db.select().from(worklogSubmissions).where(eq(worklogSubmissions.submissionId, submissionId)))[0]!;
const instanceOf = async (instanceId: number) =>
  (await t.db.select().from(approvalInstances).where(eq(approvalInstances.instanceId, instanceId)))[0]!;
const pendingTasksOf = (instanceId: number) =>
  t.db
    .select()
    .from(approvalTasks)
    .where(and(eq(approvalTasks.instanceId, instanceId), eq(approvalTasks.status, 'pending')));
const message = (key: string, params: Record<string, unknown> = {}) => translate('cn', key, params);

describe('POST /hankun/worklog/submit', () => {
  it('sends the drafts as one submission of the case to its partner, task 130000', async () => {
    const ids = [
      await draft('guojing', { hours: '2', workDate: daysAgo(2) }),
      await draft('guojing', { hours: '1.5' }),
    ];
    const { submissionIds } = await submit('guojing', ids);
    expect(submissionIds).toHaveLength(1);

    const entries = await entryRows(ids);
    expect(entries.map((row) => [row.status, row.submissionId])).toEqual([
      ['submitted', submissionIds[0]],
      ['submitted', submissionIds[0]],
    ]);
    const submission = await submissionOf(submissionIds[0]!);
    expect(submission).toMatchObject({
      status: 'submitted',
      userId: people.guojing.userId,
      projectId: caseId,
    });
    const instance = await instanceOf(submission.instanceId!);
    expect(instance).toMatchObject({
      businessType: 'worklog',
      recordId: String(submission.submissionId),
      status: 'running',
      facts: { casePartnerId: people.zhangzhiqiang.userId },
      title: message('worklog.submissionTitle', {
        name: '郭静',
        project: CASE,
        hours: '3.5',
        from: daysAgo(2),
        to: daysAgo(1),
      }),
    });
    const tasks = await pendingTasksOf(instance.instanceId);
    expect(tasks.map((task) => [task.assigneeId, task.taskCode])).toEqual([
      [people.zhangzhiqiang.userId, WORKLOG_TASK_CODE.confirmHours],
    ]);
  });

  it('refuses entries that are not the caller’s own drafts, and changes nothing', async () => {
    const mine = await draft('guojing', { hours: '1' });
    const hers = await draft('pengfang', { hours: '1' });
    const others = await call('guojing', 'POST', '/hankun/worklog/submit', { worklogIds: [mine, hers] });
    expect(others).toMatchObject({ code: ResultCode.NOT_FOUND });

    await submit('guojing', [mine]);
    const again = await call('guojing', 'POST', '/hankun/worklog/submit', { worklogIds: [mine] });
    expect(again).toMatchObject({ code: ResultCode.CONFLICT, msg: message('worklog.notSubmittable') });
    expect((await entryRows([hers]))[0]).toMatchObject({ status: 'draft', submissionId: null });
    expect(await t.db.$count(worklogSubmissions)).toBe(1);
  });

  it('refuses the drafts of a case that has closed, naming the case, and sends none (issue 27 item 10)', async () => {
    const onOpen = await draft('guojing', { hours: '1' });
    const stranded = await draft('guojing', { hours: '2' });
    const [before] = await t.db.select().from(projects).where(eq(projects.projectId, caseId));
    // The case closed with the draft overridden on its checklist.
    await t.db.update(projects).set({ status: CASE_STATUS.closed }).where(eq(projects.projectId, caseId));
    try {
      const listed = await succeed<WorklogView>('guojing', 'GET', `/hankun/worklog/${stranded}`);
      expect(listed.can).toMatchObject({ submit: false, delete: true });
      const refused = await call('guojing', 'POST', '/hankun/worklog/submit', { worklogIds: [stranded] });
      expect(refused).toMatchObject({
        code: ResultCode.CONFLICT,
        msg: message('worklog.caseNotOpenToSubmit', { project: CASE }),
      });
      expect((await entryRows([stranded, onOpen])).map((row) => row.status)).toEqual(['draft', 'draft']);
      expect(await t.db.$count(worklogSubmissions)).toBe(0);
    } finally {
      await t.db.update(projects).set({ status: before!.status }).where(eq(projects.projectId, caseId));
    }
  });

  it('confirms a partner’s own time at once: nobody approves their own request', async () => {
    const id = await draft('zhangzhiqiang', { hours: '3' });
    const { submissionIds } = await submit('zhangzhiqiang', [id]);
    const submission = await submissionOf(submissionIds[0]!);
    expect(submission.status).toBe('confirmed');
    expect((await entryRows([id]))[0]!.status).toBe('confirmed');
    expect((await instanceOf(submission.instanceId!)).status).toBe('approved');
    expect(await pendingTasksOf(submission.instanceId!)).toEqual([]);
  });
});

describe('POST /hankun/worklog/confirm and sendBack', () => {
  it('lets the partner confirm several submissions in one go', async () => {
    const hers = await draft('guojing', { hours: '2' });
    const theirs = await draft('pengfang', { hours: '1' });
    const [first] = (await submit('guojing', [hers])).submissionIds;
    const [second] = (await submit('pengfang', [theirs])).submissionIds;

    await succeed('zhangzhiqiang', 'POST', '/hankun/worklog/confirm', {
      submissionIds: [first, second],
      comment: 'OK',
    });
    expect((await entryRows([hers, theirs])).map((row) => row.status)).toEqual(['confirmed', 'confirmed']);
    expect((await submissionOf(first!)).status).toBe('confirmed');
    expect((await submissionOf(second!)).status).toBe('confirmed');

    const twice = await call('zhangzhiqiang', 'POST', '/hankun/worklog/confirm', { submissionIds: [first] });
    expect(twice).toMatchObject({ code: ResultCode.CONFLICT, msg: message('worklog.submissionNotOpen') });
  });

  it('refuses a partner who does not hold the task, and the timekeeper', async () => {
    const id = await draft('guojing', { hours: '2' });
    const [submissionId] = (await submit('guojing', [id])).submissionIds;
    const other = await call('liuwanqing', 'POST', '/hankun/worklog/confirm', {
      submissionIds: [submissionId],
    });
    expect(other).toMatchObject({ code: ResultCode.FORBIDDEN, msg: message('worklog.notReviewer') });
    const back = await call('liuwanqing', 'POST', '/hankun/worklog/sendBack', {
      submissionId,
      comment: 'no',
    });
    expect(back).toMatchObject({ code: ResultCode.FORBIDDEN, msg: message('worklog.notReviewer') });
    // The timekeeper lacks worklog:relateWorklog:list altogether.
    const own = await call('pengfang', 'POST', '/hankun/worklog/confirm', { submissionIds: [submissionId] });
    expect(own.code).toBe(ResultCode.FORBIDDEN);
    expect((await entryRows([id]))[0]!.status).toBe('submitted');
  });

  it('sends back with a comment: the entries are drafts to edit and send again', async () => {
    const id = await draft('guojing', { hours: '2' });
    const [submissionId] = (await submit('guojing', [id])).submissionIds;
    const noComment = await call('zhangzhiqiang', 'POST', '/hankun/worklog/sendBack', {
      submissionId,
      comment: '',
    });
    expect(noComment.code).toBe(ResultCode.BAD_REQUEST);

    await succeed('zhangzhiqiang', 'POST', '/hankun/worklog/sendBack', {
      submissionId,
      comment: 'Split the call from the drafting',
    });
    expect(await submissionOf(submissionId!)).toMatchObject({
      status: 'sentBack',
      comment: 'Split the call from the drafting',
    });
    expect((await entryRows([id]))[0]!.status).toBe('draft');

    await succeed('guojing', 'PUT', '/hankun/worklog', {
      worklogId: id,
      entry: {
        projectId: caseId,
        workDate: daysAgo(1),
        hours: '1.2',
        narrative: 'Drafted the investor rights clause',
      },
    });
    const again = await submit('guojing', [id]);
    // The same request goes round again, so its timeline tells the whole story.
    expect(again.submissionIds).toEqual([submissionId]);
    const submission = await submissionOf(submissionId!);
    expect(submission.status).toBe('submitted');
    expect((await instanceOf(submission.instanceId!)).status).toBe('running');
    await succeed('zhangzhiqiang', 'POST', '/hankun/worklog/confirm', { submissionIds: [submissionId] });
    expect((await entryRows([id]))[0]).toMatchObject({ status: 'confirmed', hours: '1.2' });
  });
});

describe('POST /hankun/worklog/adjust', () => {
  const adjust = (who: Person, worklogId: number, hours: string, reason = 'Call took less time') =>
    call(who, 'POST', '/hankun/worklog/adjust', {
      worklogId,
      hours,
      billable: true,
      narrative: 'Call with the lead investor on the liquidation preference',
      reason,
    });

  it('keeps the timekeeper’s first hours, recomputes the amount and audits before and after', async () => {
    const id = await draft('guojing', { hours: '2' });
    await submit('guojing', [id]);
    const first = await adjust('zhangzhiqiang', id, '1.5');
    expect(first.code, first.msg).toBe(200);
    const view = first.data as WorklogView;
    expect(view).toMatchObject({
      hours: '1.5',
      originalHours: '2.0',
      adjustReason: 'Call took less time',
      status: 'submitted',
      amount: entryAmount('1.5', view.rate, true),
    });
    const second = (await adjust('zhangzhiqiang', id, '1', 'Shorter still')).data as WorklogView;
    expect(second).toMatchObject({ hours: '1.0', originalHours: '2.0', adjustReason: 'Shorter still' });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'worklog'), eq(auditLog.action, 'adjust'), eq(auditLog.entityId, String(id))),
      )
      .orderBy(desc(auditLog.auditId))
      .limit(1);
    expect(audit!.before).toMatchObject({ hours: '1.5', originalHours: '2.0' });
    expect(audit!.after).toMatchObject({ hours: '1.0', originalHours: '2.0', adjustReason: 'Shorter still' });
  });

  it('is the task holder’s while submitted, the case partner’s once confirmed', async () => {
    const id = await draft('guojing', { hours: '2' });
    const [submissionId] = (await submit('guojing', [id])).submissionIds;
    expect(await adjust('liuwanqing', id, '1')).toMatchObject({ code: ResultCode.NOT_FOUND });
    expect(await adjust('guojing', id, '1')).toMatchObject({ code: ResultCode.FORBIDDEN });
    await succeed('zhangzhiqiang', 'POST', '/hankun/worklog/confirm', { submissionIds: [submissionId] });
    const after = await adjust('zhangzhiqiang', id, '1.8');
    expect(after.code, after.msg).toBe(200);
    expect(after.data).toMatchObject({ status: 'confirmed', hours: '1.8', originalHours: '2.0' });
  });

  it('still holds the 24-hour day', async () => {
    const date = daysAgo(3);
    await draft('guojing', { hours: '20', workDate: date });
    const id = await draft('guojing', { hours: '2', workDate: date });
    await submit('guojing', [id]);
    const over = await adjust('zhangzhiqiang', id, '4.5');
    expect(over).toMatchObject({
      code: ResultCode.BAD_REQUEST,
      msg: message('worklog.dayCapExceeded', { date, total: '24.5' }),
    });
    expect((await entryRows([id]))[0]!.hours).toBe('2.0');
    expect((await adjust('zhangzhiqiang', id, '4')).code).toBe(200);
  });

  it('refuses a billed entry and a draft', async () => {
    const id = await draft('guojing', { hours: '2' });
    const [submissionId] = (await submit('guojing', [id])).submissionIds;
    await succeed('zhangzhiqiang', 'POST', '/hankun/worklog/confirm', { submissionIds: [submissionId] });
    // Billing arrives later (issue 11); a bill taking the entry is what locks it.
    await t.db.update(worklogs).set({ status: 'billed', billId: 77 }).where(eq(worklogs.worklogId, id));
    expect(await adjust('zhangzhiqiang', id, '1')).toMatchObject({
      code: ResultCode.CONFLICT,
      msg: message('worklog.lockedByBill'),
    });
    const fresh = await draft('guojing', { hours: '1' });
    expect(await adjust('zhangzhiqiang', fresh, '2')).toMatchObject({
      code: ResultCode.CONFLICT,
      msg: message('worklog.notAdjustable'),
    });
  });
});

describe('POST /hankun/worklog/writeOff', () => {
  it('takes confirmed and billed time off the books with the reason, audited', async () => {
    const confirmed = await draft('guojing', { hours: '2' });
    const billed = await draft('guojing', { hours: '1' });
    const [submissionId] = (await submit('guojing', [confirmed, billed])).submissionIds;
    await succeed('zhangzhiqiang', 'POST', '/hankun/worklog/confirm', { submissionIds: [submissionId] });
    await t.db.update(worklogs).set({ status: 'billed', billId: 78 }).where(eq(worklogs.worklogId, billed));

    await succeed('lvjianhua', 'POST', '/hankun/worklog/writeOff', {
      worklogIds: [confirmed, billed],
      reason: 'Client relationship',
    });
    expect((await entryRows([confirmed, billed])).map((row) => [row.status, row.writeOffReason])).toEqual([
      ['writtenOff', 'Client relationship'],
      ['writtenOff', 'Client relationship'],
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'worklog'), eq(auditLog.action, 'writeOff')));
    expect(
      audits.map((row) => [
        row.entityId,
        (row.before as WorklogView).status,
        (row.after as WorklogView).status,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [String(confirmed), 'confirmed', 'writtenOff'],
        [String(billed), 'billed', 'writtenOff'],
      ]),
    );
  });

  it('refuses time not yet confirmed, all or none, and anyone without worklog:view:writeOff', async () => {
    const id = await draft('guojing', { hours: '2' });
    const [submissionId] = (await submit('guojing', [id])).submissionIds;
    await succeed('zhangzhiqiang', 'POST', '/hankun/worklog/confirm', { submissionIds: [submissionId] });
    const open = await draft('guojing', { hours: '1' });
    const refused = await call('lvjianhua', 'POST', '/hankun/worklog/writeOff', {
      worklogIds: [id, open],
      reason: 'x',
    });
    expect(refused).toMatchObject({ code: ResultCode.CONFLICT, msg: message('worklog.notWriteOffable') });
    expect((await entryRows([id]))[0]!.status).toBe('confirmed');
    const partner = await call('zhangzhiqiang', 'POST', '/hankun/worklog/writeOff', {
      worklogIds: [id],
      reason: 'x',
    });
    expect(partner.code).toBe(ResultCode.FORBIDDEN);
  });
});

describe('the daily reminder of missing time', () => {
  // Monday 7 to Friday 11 September 2026 are the five working days before Saturday the 12th.
  const REMINDER_DAY = '2026-09-12';
  const WEEK = ['2026-09-07', '2026-09-08', '2026-09-09', '2026-09-10', '2026-09-11'];
  const reminderMails = (who: Person) =>
    mail.messages.filter((m) => m.to.includes(people[who].email) && m.subject.startsWith('请补填工时'));

  it('reminds once a day, by mail and live message, only those with missing days', async () => {
    await t.db.delete(worklogReminders);
    await draft('guojing', { hours: '2', workDate: WEEK[0] });
    for (const day of WEEK) await draft('pengfang', { hours: '1', workDate: day });
    const live = await connectLive(t.app, `?userId=${people.guojing.userId}`, tokens.guojing);
    const reminders = t.app.services.worklogReminders;

    const reminded = await reminders.remindMissingTime(REMINDER_DAY);
    expect(reminded).toContain(people.guojing.userId);
    expect(reminded).not.toContain(people.pengfang.userId);
    const missing = WEEK.slice(1);
    expect(reminderMails('guojing')).toEqual([
      expect.objectContaining({
        subject: message('worklog.reminderSubject', { days: missing.join('、') }),
        text: expect.stringContaining(translate('en', 'worklog.reminderBody', { days: missing.join(', ') })),
      }),
    ]);
    expect(reminderMails('pengfang')).toEqual([]);
    expect(await live.next()).toMatchObject({
      event: 'msg',
      msgTitle: message('worklog.reminderSubject', { days: missing.join('、') }),
    });
    const [row] = await t.db
      .select()
      .from(worklogReminders)
      .where(eq(worklogReminders.userId, people.guojing.userId));
    expect(row).toMatchObject({ remindedOn: REMINDER_DAY, missingDays: missing });

    // A second run the same day (another instance, the next hourly look) sends nothing.
    expect(await reminders.remindMissingTime(REMINDER_DAY)).toEqual([]);
    expect(reminderMails('guojing')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(live.messages).toHaveLength(1);
    live.socket.close();
  });

  it('looks every hour but sends from nine o’clock on, once a day per instance', async () => {
    await t.db.delete(worklogReminders);
    const sent: number[] = [];
    let now = new Date(2026, 8, 14, 8, 30);
    const job = new WorklogReminders({
      db: t.db,
      timekeepers: async () => [{ userId: people.guojing.userId, nickName: '郭静', email: '' }],
      calendarBetween: async () => ({ holidays: new Set(), workdays: new Set() }),
      sendToUser: async (userId) => {
        sent.push(userId);
      },
      mailer: { send: async () => {}, close: async () => {} },
      warn: (error) => {
        throw error;
      },
      now: () => now,
    });
    await job.tick();
    expect(sent).toEqual([]);
    now = new Date(2026, 8, 14, 9, 30);
    await job.tick();
    expect(sent).toEqual([people.guojing.userId]);
    // The reminder row is gone, yet this instance does not look again the same day.
    await t.db.delete(worklogReminders);
    now = new Date(2026, 8, 14, 10, 30);
    await job.tick();
    expect(sent).toEqual([people.guojing.userId]);
    await job.stop();
  });
});
