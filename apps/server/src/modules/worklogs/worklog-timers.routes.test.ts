import { formatIsoDate, ResultCode, TIMERS_MAX, type TimerView, type WorklogView } from '@venus/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectLive, type LiveClient } from '../../../test/live-socket.ts';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { projects } from '../projects/projects.tables.ts';
import { users } from '../users/users.tables.ts';
import { worklogs, worklogTimers } from './worklogs.tables.ts';

/**
 * The floating timer through HTTP on a real database. guojing leads 星河智能B轮融资 (open); she is
 * not on 星河智能诉华强电子买卖合同纠纷's team and outside the wall of 北风资本收购项目（保密）.
 * hezhenyu is another lawyer; lvjianhua (finance) does not write time.
 */
const PEOPLE = ['guojing', 'hezhenyu', 'lvjianhua'] as const;
type Person = (typeof PEOPLE)[number];

const OWN_CASE = '星河智能B轮融资';
const OTHER_TEAMS_CASE = '星河智能诉华强电子买卖合同纠纷';
const WALLED_CASE = '北风资本收购项目（保密）';

let t: TestApp;
const tokens = {} as Record<Person, string>;
const userIds = {} as Record<Person, number>;
const caseIds = {} as Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  for (const person of PEOPLE) tokens[person] = await signIn(t.app, person);
  for (const row of await t.db
    .select({ userId: users.userId, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, [...PEOPLE]))) {
    userIds[row.userName as Person] = row.userId;
  }
  for (const row of await t.db
    .select({ projectId: projects.projectId, nameCn: projects.nameCn })
    .from(projects)
    .where(inArray(projects.nameCn, [OWN_CASE, OTHER_TEAMS_CASE, WALLED_CASE]))) {
    caseIds[row.nameCn] = row.projectId;
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(worklogTimers);
  await t.db.delete(worklogs);
});

const call = (who: Person, method: Method, url: string, payload?: object) =>
  callApi(t.app, method, url, tokens[who], payload);

async function timersOf(who: Person, method: Method, url: string, payload?: object): Promise<TimerView[]> {
  const body = await call(who, method, url, payload);
  expect(body.code, body.msg).toBe(200);
  return body.data as TimerView[];
}
const start = (payload: object = {}, who: Person = 'guojing') =>
  timersOf(who, 'POST', '/hankun/worklog/timer/start', payload);
const act = (action: 'pause' | 'resume' | 'discard', timerId: number, who: Person = 'guojing') =>
  timersOf(who, 'POST', `/hankun/worklog/timer/${action}`, { timerId });
const stop = (timerId: number, who: Person = 'guojing') =>
  call(who, 'POST', '/hankun/worklog/timer/stop', { timerId });

/** Sets a timer's clock as if it had run that long: the tests do not wait for real minutes. */
async function setClock(timerId: number, clock: { elapsedMs: number; runningForMs?: number }) {
  await t.db
    .update(worklogTimers)
    .set({
      elapsedMs: clock.elapsedMs,
      runningSince: clock.runningForMs === undefined ? null : new Date(Date.now() - clock.runningForMs),
    })
    .where(eq(worklogTimers.timerId, timerId));
}

const rowsOf = (who: Person) =>
  t.db.select().from(worklogTimers).where(eq(worklogTimers.userId, userIds[who]));
const running = (timers: readonly TimerView[]) => timers.filter((timer) => timer.state === 'running');

describe('starting, pausing and resuming', () => {
  it('starts a running timer on the case, named as the case is', async () => {
    const timers = await start({ projectId: caseIds[OWN_CASE], narrative: '审阅投资协议' });
    expect(timers).toHaveLength(1);
    expect(timers[0]).toMatchObject({
      projectId: caseIds[OWN_CASE],
      projectName: OWN_CASE,
      narrative: '审阅投资协议',
      state: 'running',
      elapsedMs: 0,
    });
    expect(timers[0]!.projectNumber).toBeTruthy();
    // Counted on the server's clock: the run began at or before the server's now.
    expect(Date.parse(timers[0]!.runningSince!)).toBeLessThanOrEqual(Date.parse(timers[0]!.serverNow));
    expect(await timersOf('guojing', 'GET', '/hankun/worklog/timer/list')).toEqual([
      { ...timers[0], serverNow: expect.any(String) },
    ]);
  });

  it('pauses the running timer when another starts, banking its time', async () => {
    const [first] = await start();
    await setClock(first!.timerId, { elapsedMs: 0, runningForMs: 5 * 60_000 });
    const timers = await start({ narrative: '电话会议' });
    expect(timers.map((timer) => timer.state)).toEqual(['paused', 'running']);
    expect(timers[0]!.runningSince).toBeNull();
    expect(timers[0]!.elapsedMs).toBeGreaterThanOrEqual(5 * 60_000);
    expect(timers[0]!.elapsedMs).toBeLessThan(5 * 60_000 + 10_000);
  });

  it('pauses the running timer when a paused one resumes', async () => {
    const [first] = await start();
    const [, second] = await start();
    const resumed = await act('resume', first!.timerId);
    expect(resumed.find((timer) => timer.timerId === first!.timerId)?.state).toBe('running');
    expect(resumed.find((timer) => timer.timerId === second!.timerId)?.state).toBe('paused');
    expect(running(resumed)).toHaveLength(1);
  });

  it('adds each run to the banked time', async () => {
    const [timer] = await start();
    await setClock(timer!.timerId, { elapsedMs: 60_000, runningForMs: 120_000 });
    const [paused] = await act('pause', timer!.timerId);
    expect(paused!.state).toBe('paused');
    expect(paused!.elapsedMs).toBeGreaterThanOrEqual(180_000);
    expect(paused!.elapsedMs).toBeLessThan(190_000);
    // Pausing again (a second tab was slower) changes nothing.
    const [again] = await act('pause', timer!.timerId);
    expect(again!.elapsedMs).toBe(paused!.elapsedMs);
    const [resumed] = await act('resume', timer!.timerId);
    expect(resumed).toMatchObject({ state: 'running', elapsedMs: paused!.elapsedMs });
  });

  it('never lets two starts at once both run', async () => {
    const started = await Promise.all(
      Array.from({ length: 6 }, () => call('guojing', 'POST', '/hankun/worklog/timer/start', {})),
    );
    expect(started.map((body) => body.code)).toEqual(Array(6).fill(200));
    const rows = await rowsOf('guojing');
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.runningSince !== null)).toHaveLength(1);
    // Resuming every paused one at once leaves one running too.
    const resumed = await Promise.all(
      rows
        .filter((row) => row.runningSince === null)
        .map((row) => call('guojing', 'POST', '/hankun/worklog/timer/resume', { timerId: row.timerId })),
    );
    expect(resumed.map((body) => body.code)).toEqual(Array(5).fill(200));
    expect((await rowsOf('guojing')).filter((row) => row.runningSince !== null)).toHaveLength(1);
  });

  it(`refuses a timer beyond ${TIMERS_MAX}`, async () => {
    for (let i = 0; i < TIMERS_MAX; i += 1) await start();
    const body = await call('guojing', 'POST', '/hankun/worklog/timer/start', {});
    expect(body.code).toBe(ResultCode.BAD_REQUEST);
    expect(body.msg).toBe(`最多同时保留 ${TIMERS_MAX} 个计时器`);
    expect(await rowsOf('guojing')).toHaveLength(TIMERS_MAX);
  });

  it('keeps each person to their own timers', async () => {
    const [mine] = await start({ narrative: '我的' });
    const [theirs] = await start({ narrative: '他的' }, 'hezhenyu');
    // Another person's timer running is not mine: both run.
    expect(mine!.state).toBe('running');
    expect(theirs!.state).toBe('running');
    expect(await timersOf('hezhenyu', 'GET', '/hankun/worklog/timer/list')).toHaveLength(1);
    for (const path of ['pause', 'resume', 'discard', 'stop']) {
      const body = await call('hezhenyu', 'POST', `/hankun/worklog/timer/${path}`, {
        timerId: mine!.timerId,
      });
      expect(body.code, path).toBe(ResultCode.NOT_FOUND);
      expect(body.msg).toBe('计时器不存在');
    }
    const edit = await call('hezhenyu', 'PUT', '/hankun/worklog/timer', {
      timerId: mine!.timerId,
      projectId: null,
      narrative: 'x',
    });
    expect(edit.code).toBe(ResultCode.NOT_FOUND);
    expect((await rowsOf('guojing'))[0]).toMatchObject({ narrative: '我的' });
  });

  it('is refused to someone without the timer permission', async () => {
    const body = await call('lvjianhua', 'POST', '/hankun/worklog/timer/start', {});
    expect(body.code).toBe(ResultCode.FORBIDDEN);
    expect(await rowsOf('lvjianhua')).toHaveLength(0);
  });
});

describe('what the timer is for', () => {
  it('changes the case and narrative without touching the clock', async () => {
    const [timer] = await start();
    await setClock(timer!.timerId, { elapsedMs: 42_000 });
    const [edited] = await timersOf('guojing', 'PUT', '/hankun/worklog/timer', {
      timerId: timer!.timerId,
      projectId: caseIds[OWN_CASE],
      narrative: '  起草股东协议  ',
    });
    expect(edited).toMatchObject({
      projectId: caseIds[OWN_CASE],
      projectName: OWN_CASE,
      narrative: '起草股东协议',
      state: 'paused',
      elapsedMs: 42_000,
    });
  });

  it('refuses a case the person may not record time on, revealing nothing of it', async () => {
    for (const name of [OTHER_TEAMS_CASE, WALLED_CASE]) {
      const started = await call('guojing', 'POST', '/hankun/worklog/timer/start', {
        projectId: caseIds[name],
      });
      expect(started.code, name).toBe(ResultCode.BAD_REQUEST);
      expect(started.msg).toBe('该案件当前不能记录工时：只有进行中且您在团队中的案件可以填写');
    }
    expect(await rowsOf('guojing')).toHaveLength(0);
    const [timer] = await start();
    const edit = await call('guojing', 'PUT', '/hankun/worklog/timer', {
      timerId: timer!.timerId,
      projectId: caseIds[WALLED_CASE],
      narrative: '',
    });
    expect(edit.code).toBe(ResultCode.BAD_REQUEST);
    expect((await rowsOf('guojing'))[0]!.projectId).toBeNull();
  });

  it('discards a timer with its time', async () => {
    const [first] = await start();
    const [, second] = await start();
    expect((await act('discard', first!.timerId)).map((timer) => timer.timerId)).toEqual([second!.timerId]);
    expect(await rowsOf('guojing')).toHaveLength(1);
  });
});

describe('stopping into a draft entry', () => {
  it('makes a draft entry for today with the time rounded up to 6 minutes, and deletes the timer', async () => {
    const [timer] = await start({ projectId: caseIds[OWN_CASE], narrative: '参加B轮交割会议' });
    // 85 minutes banked and one more running: 86 started minutes round up to 1.5 hours.
    await setClock(timer!.timerId, { elapsedMs: 85 * 60_000, runningForMs: 30_000 });
    const body = await stop(timer!.timerId);
    expect(body.code, body.msg).toBe(200);
    const entry = body.data as WorklogView;
    expect(entry).toMatchObject({
      userId: userIds.guojing,
      projectId: caseIds[OWN_CASE],
      projectName: OWN_CASE,
      workDate: formatIsoDate(new Date()),
      hours: '1.5',
      billable: true,
      narrative: '参加B轮交割会议',
      status: 'draft',
    });
    expect(await rowsOf('guojing')).toHaveLength(0);
    const [stored] = await t.db.select().from(worklogs).where(eq(worklogs.worklogId, entry.worklogId));
    expect(stored).toMatchObject({ hours: '1.5', status: 'draft', userId: userIds.guojing });
  });

  it('needs a case', async () => {
    const [timer] = await start({ narrative: '会议' });
    await setClock(timer!.timerId, { elapsedMs: 10 * 60_000 });
    const body = await stop(timer!.timerId);
    expect(body.code).toBe(ResultCode.BAD_REQUEST);
    expect(body.msg).toBe('请先为计时器选择案件，再停止并生成工时');
    expect(body.errors?.[0]?.field).toBe('projectId');
    expect(await rowsOf('guojing')).toHaveLength(1);
  });

  it('refuses under a minute, keeping the timer', async () => {
    const [timer] = await start({ projectId: caseIds[OWN_CASE], narrative: '会议' });
    await setClock(timer!.timerId, { elapsedMs: 20_000, runningForMs: 30_000 });
    const body = await stop(timer!.timerId);
    expect(body.code).toBe(ResultCode.BAD_REQUEST);
    expect(body.msg).toBe('计时不足 1 分钟，未生成工时');
    expect(await rowsOf('guojing')).toHaveLength(1);
    expect(await t.db.select().from(worklogs)).toHaveLength(0);
  });

  it('needs a narrative, as every entry does', async () => {
    const [timer] = await start({ projectId: caseIds[OWN_CASE] });
    await setClock(timer!.timerId, { elapsedMs: 10 * 60_000 });
    const body = await stop(timer!.timerId);
    expect(body.code).toBe(ResultCode.BAD_REQUEST);
    expect(body.msg).toBe('请填写工作内容描述');
    expect(await rowsOf('guojing')).toHaveLength(1);
  });

  it('keeps the timer when the case no longer takes time', async () => {
    const [timer] = await start({ projectId: caseIds[OWN_CASE], narrative: '会议' });
    await setClock(timer!.timerId, { elapsedMs: 10 * 60_000 });
    // Taken off the case's team after starting: the entry rule refuses the time.
    await t.db
      .update(worklogTimers)
      .set({ projectId: caseIds[OTHER_TEAMS_CASE] })
      .where(eq(worklogTimers.timerId, timer!.timerId));
    const body = await stop(timer!.timerId);
    expect(body.code).toBe(ResultCode.BAD_REQUEST);
    expect(body.msg).toBe('该案件当前不能记录工时：只有进行中且您在团队中的案件可以填写');
    expect(await rowsOf('guojing')).toHaveLength(1);
    expect(await t.db.select().from(worklogs)).toHaveLength(0);
  });

  it('keeps to 24 hours a day with the time already written', async () => {
    const today = formatIsoDate(new Date());
    const written = await call('guojing', 'POST', '/hankun/worklog', {
      workDate: today,
      projectId: caseIds[OWN_CASE],
      hours: '23.5',
      narrative: '尽职调查报告',
    });
    expect(written.code, written.msg).toBe(200);
    const [timer] = await start({ projectId: caseIds[OWN_CASE], narrative: '会议' });
    await setClock(timer!.timerId, { elapsedMs: 60 * 60_000 });
    const body = await stop(timer!.timerId);
    expect(body.code).toBe(ResultCode.BAD_REQUEST);
    expect(body.msg).toContain('24');
    expect(await rowsOf('guojing')).toHaveLength(1);
    expect(await t.db.select().from(worklogs)).toHaveLength(1);
  });
});

describe('every tab and device', () => {
  let sockets: LiveClient[] = [];
  const listen = async (who: Person) => {
    const client = await connectLive(t.app, `?userId=${userIds[who]}`, tokens[who]);
    sockets.push(client);
    return client;
  };
  afterAll(() => {
    for (const client of sockets) client.socket.close();
    sockets = [];
  });
  const timerMessages = (client: LiveClient) =>
    client.messages.filter((message) => message.event === 'timerMsg');

  it('hears each change as timerMsg with the timers as they now are, on every socket of the person', async () => {
    const firstTab = await listen('guojing');
    const secondTab = await listen('guojing');
    const colleague = await listen('hezhenyu');
    const [timer] = await start({ narrative: '会议' });
    for (const tab of [firstTab, secondTab]) {
      const message = await tab.next();
      expect(message).toMatchObject({
        event: 'timerMsg',
        timers: [{ timerId: timer!.timerId, state: 'running' }],
      });
    }
    await act('pause', timer!.timerId);
    for (const tab of [firstTab, secondTab]) {
      expect(await tab.next()).toMatchObject({ timers: [{ timerId: timer!.timerId, state: 'paused' }] });
    }
    await act('discard', timer!.timerId);
    for (const tab of [firstTab, secondTab]) expect(await tab.next()).toMatchObject({ timers: [] });
    // Someone else's timers are not theirs to hear.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(timerMessages(colleague)).toEqual([]);
  });

  it('audits every change', async () => {
    const [timer] = await start({ narrative: '会议' });
    const id = timer!.timerId;
    await timersOf('guojing', 'PUT', '/hankun/worklog/timer', {
      timerId: id,
      projectId: caseIds[OWN_CASE],
      narrative: '会议纪要',
    });
    await act('pause', id);
    await act('resume', id);
    const other = (await start()).at(-1);
    await act('discard', other!.timerId);
    await setClock(id, { elapsedMs: 30 * 60_000 });
    const stopped = await stop(id);
    expect(stopped.code, stopped.msg).toBe(200);
    const rows = await t.db
      .select({
        action: auditLog.action,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'worklogTimer'),
          inArray(auditLog.entityId, [String(id), String(other!.timerId)]),
        ),
      )
      .orderBy(auditLog.auditId);
    expect(rows.map((row) => `${row.action} ${row.entityId === String(id) ? 'first' : 'second'}`)).toEqual([
      'start first',
      'update first',
      'pause first',
      'resume first',
      'pause first',
      'start second',
      'discard second',
      'stop first',
    ]);
    expect(rows.find((row) => row.action === 'update')).toMatchObject({
      before: { narrative: '会议', projectId: null },
      after: { narrative: '会议纪要', projectId: caseIds[OWN_CASE] },
    });
    expect(rows.at(-1)?.after).toMatchObject({ hours: '0.5' });
  });
});
