import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * Leave and overtime through HTTP on a real database, approved by the seeded workflows: the
 * applicant's department head, then HR. guojing (private equity) is led by zhangzhiqiang;
 * panling and dujuan are HR; yangfan is a lawyer of another group.
 */
const PEOPLE = [
  'guojing',
  'hezhenyu',
  'yangfan',
  'zhangzhiqiang',
  'panling',
  'sunyue',
  'wangjianguo',
] as const;
type Person = (typeof PEOPLE)[number];

let t: TestApp;
const tokens = {} as Record<Person, string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const person of PEOPLE) tokens[person] = await signIn(t.app, person);
});
afterAll(() => t.close());

const call = (who: Person, method: Method, url: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, tokens[who], payload, lang);

interface Leave {
  leaveId: number;
  status: string;
  days: number;
  instanceId: number;
}
interface Task {
  taskId: number;
  instanceId: number;
  taskCode: number;
  path: string | null;
}

const annual = (start: string, end: string, extra: object = {}) => ({
  leaveType: 'annual',
  start,
  startHalf: 'am',
  end,
  endHalf: 'pm',
  reason: '家中有事',
  ...extra,
});

async function pendingTaskOf(who: Person, instanceId: number): Promise<Task> {
  const list = await call(who, 'GET', '/process/project/userTask/list?state=pending&pageSize=100');
  const task = (list.rows as Task[]).find((row) => row.instanceId === instanceId);
  if (!task) throw new Error(`${who} has no pending task for request ${instanceId}`);
  return task;
}

async function balanceOf(who: Person, year: number) {
  const body = await call(who, 'GET', `/hankun/leave/balance?year=${year}`);
  expect(body.code, body.msg).toBe(200);
  return body.data as { annual: { available: number; taken: number; pending: number; carriedOver: number } };
}

describe('a leave request through its approval', () => {
  it('is counted in working days, sent back, amended, approved by head and HR, and spends the balance', async () => {
    // 2027-03-05 is a Friday: Friday to Tuesday takes three working days.
    const before = await balanceOf('guojing', 2027);
    expect(before.annual).toMatchObject({ taken: 0, pending: 0, carriedOver: 5, available: 15 });
    const filed = await call('guojing', 'POST', '/hankun/leave', annual('2027-03-05', '2027-03-09'));
    expect(filed.code, filed.msg).toBe(200);
    const leave = filed.data as Leave;
    expect(leave).toMatchObject({ status: 'approving', days: 3 });
    expect((await balanceOf('guojing', 2027)).annual).toMatchObject({ pending: 3, available: 12 });

    const headTask = await pendingTaskOf('zhangzhiqiang', leave.instanceId);
    expect(headTask.taskCode).toBe(31000);
    expect(decodeURIComponent(headTask.path ?? '')).toBe(
      '/leave/leaveDetail/郭静的年假申请（3天，2027-03-05 至 2027-03-09）',
    );
    // The head reads the request it is asked about.
    expect((await call('zhangzhiqiang', 'GET', `/hankun/leave/${leave.leaveId}`)).code).toBe(200);
    const back = await call('zhangzhiqiang', 'POST', `/process/task/${headTask.taskId}/sendBack`, {
      comment: '项目交割期间，请改为两天',
      to: 'applicant',
    });
    expect(back.code, back.msg).toBe(200);
    expect((await call('guojing', 'GET', `/hankun/leave/${leave.leaveId}`)).data).toMatchObject({
      status: 'sentBack',
    });

    const amended = await call('guojing', 'PUT', '/hankun/leave', {
      leaveId: leave.leaveId,
      request: annual('2027-03-08', '2027-03-09'),
      comment: '已改为两天',
    });
    expect(amended.code, amended.msg).toBe(200);
    expect(amended.data).toMatchObject({ status: 'approving', days: 2 });

    const again = await pendingTaskOf('zhangzhiqiang', leave.instanceId);
    expect((await call('zhangzhiqiang', 'POST', `/process/task/${again.taskId}/approve`, {})).code).toBe(200);
    expect((await call('guojing', 'GET', `/hankun/leave/${leave.leaveId}`)).data).toMatchObject({
      status: 'approving',
    });
    const hrTask = await pendingTaskOf('panling', leave.instanceId);
    expect((await call('panling', 'POST', `/process/task/${hrTask.taskId}/approve`, {})).code).toBe(200);

    expect((await call('guojing', 'GET', `/hankun/leave/${leave.leaveId}`)).data).toMatchObject({
      status: 'approved',
      days: 2,
    });
    expect((await balanceOf('guojing', 2027)).annual).toMatchObject({ taken: 2, pending: 0, available: 13 });
    const timeline = await call(
      'guojing',
      'GET',
      `/process/instance/byRecord?businessType=leave&recordId=${leave.leaveId}`,
    );
    expect(
      (timeline.data as { timeline: { action: string; comment: string }[] }).timeline.map((e) => e.action),
    ).toEqual(['submit', 'sendBack', 'resubmit', 'approve', 'approve', 'complete']);
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'leaveRequest'), eq(auditLog.entityId, String(leave.leaveId))))
      .orderBy(auditLog.auditId);
    expect(audited.map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('frees the held days when the applicant withdraws', async () => {
    const filed = (await call('hezhenyu', 'POST', '/hankun/leave', annual('2027-04-05', '2027-04-06')))
      .data as Leave;
    expect((await balanceOf('hezhenyu', 2027)).annual.pending).toBe(2);
    const withdrawn = await call(
      'hezhenyu',
      'POST',
      `/process/instance/${filed.instanceId}/cancelWithdraw`,
      {},
    );
    expect(withdrawn.code, withdrawn.msg).toBe(200);
    expect((await call('hezhenyu', 'GET', `/hankun/leave/${filed.leaveId}`)).data).toMatchObject({
      status: 'withdrawn',
    });
    expect((await balanceOf('hezhenyu', 2027)).annual.pending).toBe(0);
  });
});

describe('the rules a leave request meets', () => {
  it('refuses more days than the balance, naming what is left, in both languages', async () => {
    const body = await call('yangfan', 'POST', '/hankun/leave', annual('2027-05-03', '2027-05-25'));
    expect(body).toMatchObject({ code: 400, msg: '假期余额不足：可用 15 天，本次需 17 天' });
    const en = await call('yangfan', 'POST', '/hankun/leave', annual('2027-05-03', '2027-05-25'), 'en');
    expect(en.msg).toBe('Not enough leave: 15 days available, 17 requested');
  });

  it('refuses a period with no working day, an end before the start, and an overlap by half a day', async () => {
    // 2027-03-13/14 is a weekend.
    const weekend = await call('yangfan', 'POST', '/hankun/leave', annual('2027-03-13', '2027-03-14'));
    expect(weekend).toMatchObject({ code: 400, msg: '所选时间内没有工作日，无需请假' });
    const backwards = await call('yangfan', 'POST', '/hankun/leave', annual('2027-03-10', '2027-03-09'));
    expect(backwards.code).toBe(400);
    expect(backwards.msg).toContain('请假结束时间不能早于开始时间');

    const first = await call('yangfan', 'POST', '/hankun/leave', {
      ...annual('2027-06-07', '2027-06-08'),
      endHalf: 'am',
    });
    expect(first.code, first.msg).toBe(200);
    // The afternoon of the 8th is free; the morning is not.
    const afternoon = await call('yangfan', 'POST', '/hankun/leave', {
      ...annual('2027-06-08', '2027-06-08'),
      leaveType: 'personal',
      startHalf: 'pm',
    });
    expect(afternoon.code, afternoon.msg).toBe(200);
    const clash = await call('yangfan', 'POST', '/hankun/leave', {
      ...annual('2027-06-08', '2027-06-09'),
      leaveType: 'sick',
    });
    expect(clash).toMatchObject({ code: 409, msg: '与已有请假（2027-06-07 至 2027-06-08）时间重叠' });
  });

  it('lets two requests sent at once spend the same balance only once', async () => {
    await call('panling', 'POST', '/hankun/leave/entitlement', {
      userId: await idOf('sunyue'),
      year: 2027,
      annualDays: 1,
    });
    await call('panling', 'POST', '/hankun/leave/entitlement', {
      userId: await idOf('sunyue'),
      year: 2026,
      annualDays: 0,
    });
    expect((await balanceOf('sunyue', 2027)).annual.available).toBe(1);
    const [a, b] = await Promise.all([
      call('sunyue', 'POST', '/hankun/leave', annual('2027-07-05', '2027-07-05')),
      call('sunyue', 'POST', '/hankun/leave', annual('2027-07-06', '2027-07-06')),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 400]);
    expect((await balanceOf('sunyue', 2027)).annual.available).toBe(0);
  });
});

async function idOf(userName: Person): Promise<number> {
  const [row] = await t.db.select({ userId: users.userId }).from(users).where(eq(users.userName, userName));
  if (!row) throw new Error(`no user ${userName}`);
  return row.userId;
}

describe('who sees leave', () => {
  it('hides a request, a list and a balance from a colleague, and shows them to HR', async () => {
    const filed = (
      await call('guojing', 'POST', '/hankun/leave', {
        ...annual('2027-08-02', '2027-08-02'),
        leaveType: 'sick',
        reason: '就医',
      })
    ).data as Leave;
    expect((await call('yangfan', 'GET', `/hankun/leave/${filed.leaveId}`)).code).toBe(404);
    expect((await call('yangfan', 'GET', '/hankun/leave/list?scope=all')).code).toBe(403);
    const mine = await call('yangfan', 'GET', '/hankun/leave/list');
    expect((mine.rows as { applicantId: number }[]).every((row) => row.applicantId !== filed.leaveId)).toBe(
      true,
    );
    expect((mine.rows as Leave[]).map((row) => row.leaveId)).not.toContain(filed.leaveId);
    expect(
      (await call('yangfan', 'GET', `/hankun/leave/balance?year=2027&userId=${await idOf('guojing')}`)).code,
    ).toBe(404);
    expect((await call('panling', 'GET', `/hankun/leave/${filed.leaveId}`)).code).toBe(200);
    const all = await call('panling', 'GET', '/hankun/leave/list?scope=all&pageSize=100');
    expect((all.rows as Leave[]).map((row) => row.leaveId)).toContain(filed.leaveId);
  });

  it('lists who is away on a day, with the kind of leave for HR and the person only', async () => {
    const day = '2027-03-08';
    const colleague = (await call('yangfan', 'GET', `/hankun/leave/today?day=${day}`)).data as {
      applicantName: string;
      leaveType: string | null;
    }[];
    expect(colleague).toEqual([expect.objectContaining({ applicantName: '郭静', leaveType: null })]);
    const hr = (await call('panling', 'GET', `/hankun/leave/today?day=${day}`)).data as {
      leaveType: string;
    }[];
    expect(hr).toEqual([expect.objectContaining({ leaveType: 'annual' })]);
  });

  it('lets only HR set an entitlement, and the balance follows, carry-over capped by last year', async () => {
    const guojing = await idOf('guojing');
    expect(
      (
        await call('yangfan', 'POST', '/hankun/leave/entitlement', {
          userId: guojing,
          year: 2027,
          annualDays: 30,
        })
      ).code,
    ).toBe(403);
    expect(
      (
        await call('panling', 'POST', '/hankun/leave/entitlement', {
          userId: guojing,
          year: 2026,
          annualDays: 2,
        })
      ).code,
    ).toBe(200);
    expect((await balanceOf('guojing', 2027)).annual).toMatchObject({ carriedOver: 2, taken: 2 });
    const bad = await call('panling', 'POST', '/hankun/leave/entitlement', {
      userId: guojing,
      year: 2027,
      annualDays: 2.3,
    });
    expect(bad.code).toBe(400);
  });
});

describe('overtime', () => {
  it('earns compensatory leave once the department head approves it, which leave can then spend', async () => {
    // 2026-11-14 was a Saturday, already worked.
    const filed = await call('hezhenyu', 'POST', '/hankun/overtime', {
      workDate: '2026-11-14',
      hours: 8,
      reason: '交易文件定稿',
    });
    expect(filed.code, filed.msg).toBe(200);
    const overtime = filed.data as { overtimeId: number; instanceId: number; compensatoryDays: number };
    expect(overtime.compensatoryDays).toBe(1);
    const compensatory = {
      ...annual('2027-09-06', '2027-09-06'),
      leaveType: 'compensatory',
    };
    // Not yet approved: nothing earned.
    expect((await call('hezhenyu', 'POST', '/hankun/leave', compensatory)).code).toBe(400);
    const task = await pendingTaskOf('zhangzhiqiang', overtime.instanceId);
    expect(task.taskCode).toBe(31003);
    expect(decodeURIComponent(task.path ?? '')).toBe(
      '/overtime/overtimeDetail/何振宇的加班申请（2026-11-14，8小时）',
    );
    expect((await call('zhangzhiqiang', 'POST', `/process/task/${task.taskId}/approve`, {})).code).toBe(200);
    expect((await call('hezhenyu', 'GET', `/hankun/overtime/${overtime.overtimeId}`)).data).toMatchObject({
      status: 'approved',
    });
    const taken = await call('hezhenyu', 'POST', '/hankun/leave', compensatory);
    expect(taken.code, taken.msg).toBe(200);
    const balance = (await call('hezhenyu', 'GET', '/hankun/leave/balance?year=2027')).data as {
      compensatory: { entitled: number; available: number };
    };
    expect(balance.compensatory).toMatchObject({ entitled: 1, available: 0 });
  });

  it('refuses a day not yet worked, more than 24 hours on one day, and hours not in halves', async () => {
    const future = await call('yangfan', 'POST', '/hankun/overtime', {
      workDate: '2099-01-01',
      hours: 2,
      reason: 'x',
    });
    expect(future).toMatchObject({ code: 400, msg: '加班日期不能晚于今天' });
    expect(
      (await call('yangfan', 'POST', '/hankun/overtime', { workDate: '2026-11-07', hours: 20, reason: 'x' }))
        .code,
    ).toBe(200);
    const full = await call('yangfan', 'POST', '/hankun/overtime', {
      workDate: '2026-11-07',
      hours: 5,
      reason: 'y',
    });
    expect(full).toMatchObject({ code: 400, msg: '当天已申报 20 小时加班，一天合计不能超过 24 小时' });
    expect(
      (await call('yangfan', 'POST', '/hankun/overtime', { workDate: '2026-11-08', hours: 1.2, reason: 'y' }))
        .code,
    ).toBe(400);
  });

  it('shows a request to its approver but not to another colleague', async () => {
    const filed = (
      await call('guojing', 'POST', '/hankun/overtime', { workDate: '2026-11-15', hours: 3, reason: '尽调' })
    ).data as { overtimeId: number };
    expect((await call('zhangzhiqiang', 'GET', `/hankun/overtime/${filed.overtimeId}`)).code).toBe(200);
    expect((await call('yangfan', 'GET', `/hankun/overtime/${filed.overtimeId}`)).code).toBe(404);
  });
});
