import { addDays, CASE_FILE_SOURCE, CASE_STATUS, formatIsoDate } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTestApp,
  type Json,
  type Method,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { clients } from '../clients/clients.tables.ts';
import { depts } from '../organization/organization.tables.ts';
import { users } from '../users/users.tables.ts';
import { projects } from './projects.tables.ts';

/**
 * The remaining case calls of spec §7 (decision 0025 "The remaining calls"). The team of every
 * case here: zhangzhiqiang (responsible partner), guojing (lead, hourly rate 2000), hezhenyu
 * (member) and pengfang (secretary). Outside it: luoxue (a lawyer without the all-cases list),
 * liuwanqing (a partner who lists all cases, as far as the wall lets her), lvjianhua (finance:
 * every case without a wall), and admin.
 */
const PEOPLE = [
  'zhangzhiqiang',
  'guojing',
  'hezhenyu',
  'pengfang',
  'luoxue',
  'liuwanqing',
  'lvjianhua',
  'admin',
  'chengpeng',
] as const;
type Person = (typeof PEOPLE)[number];

let t: TestApp;
const tokens = {} as Record<Person, string>;
const ids = {} as Record<Person, number>;
let officeId: number;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const person of PEOPLE) {
    tokens[person] = await signIn(t.app, person);
    const [row] = await t.db.select().from(users).where(eq(users.userName, person));
    ids[person] = row!.userId;
  }
  officeId = (await t.db.select().from(depts).where(eq(depts.code, 'BJ')))[0]!.deptId;
  clientId = (await t.db.select().from(clients).limit(1))[0]!.clientId;
});
afterAll(() => t.close());

const call = (who: Person, method: Method, url: string, payload?: object, lang?: string): Promise<Json> =>
  callApi(t.app, method, url, tokens[who], payload, lang);

async function succeed(who: Person, method: Method, url: string, payload?: object): Promise<Json> {
  const body = await call(who, method, url, payload);
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(200);
  return body;
}

/** A draft case of the team above, applied for by guojing. */
async function draftCase(extra: object = {}): Promise<number> {
  const body = await succeed('guojing', 'POST', '/hankun/project/create', {
    nameCn: `剩余接口测试案件 ${Math.random().toString(36).slice(2, 8)}`,
    nameEn: 'Remaining calls test case',
    clientId,
    officeId,
    practiceArea: '1',
    projectType: '1',
    feeType: '1',
    currency: 'CNY',
    budget: '800000',
    team: [
      { userId: ids.zhangzhiqiang, role: '1' },
      { userId: ids.guojing, role: '2', hourlyRate: '2000' },
      { userId: ids.hezhenyu, role: '3' },
      { userId: ids.pengfang, role: '4' },
    ],
    ...extra,
  });
  return body.data as number;
}

/** Approves the task `who` holds on the case's current request. */
async function approve(who: Person, projectId: number): Promise<void> {
  const [project] = await t.db.select().from(projects).where(eq(projects.projectId, projectId));
  const pending = await succeed(who, 'GET', '/process/project/userTask/list?state=pending&pageSize=100');
  const task = (pending.rows as { taskId: number; instanceId: number }[]).find(
    (row) => row.instanceId === project!.instanceId,
  );
  expect(task, `${who} holds a task on case ${projectId}`).toBeDefined();
  await succeed(who, 'POST', `/process/task/${task!.taskId}/approve`, {});
}

/** Applies, answers the conflict check, and has the partner and the intake team approve. */
async function openCase(extra: object = {}): Promise<number> {
  const projectId = await draftCase(extra);
  const check = await succeed('guojing', 'POST', '/hankun/project/matchProject', { projectId });
  const { checkId, hits } = check.data as { checkId: number; hits: { hitId: number }[] };
  await succeed('guojing', 'POST', '/hankun/project/settleProject', {
    projectId,
    checkId,
    answers: hits.map((hit) => ({ hitId: hit.hitId, answer: 'noConflict', note: '已核实无冲突' })),
  });
  await approve('zhangzhiqiang', projectId);
  await approve('admin', projectId);
  expect(await statusOf(projectId)).toBe(CASE_STATUS.active);
  return projectId;
}

/** The closing archive is on paper here: its check is overridden with a reason. */
const PAPER_ARCHIVE = { check: 'filesArchived', reason: '纸质卷宗已交档案室' };

async function askToClose(projectId: number, overrides: object[] = []): Promise<void> {
  await succeed('guojing', 'POST', '/hankun/project/closeProject', {
    projectId,
    reason: '交易已交割，工作完成',
    overrides: [PAPER_ARCHIVE, ...overrides],
  });
  expect(await statusOf(projectId)).toBe(CASE_STATUS.closingAudit);
}

async function closedCase(): Promise<number> {
  const projectId = await openCase();
  await askToClose(projectId);
  await approve('zhangzhiqiang', projectId);
  await approve('lvjianhua', projectId);
  expect(await statusOf(projectId)).toBe(CASE_STATUS.closed);
  return projectId;
}

const statusOf = async (projectId: number) =>
  (await t.db.select().from(projects).where(eq(projects.projectId, projectId)))[0]!.status;

const idsOf = (body: Json) => (body.rows as { projectId: number }[]).map((row) => row.projectId);

const yesterday = () => addDays(formatIsoDate(new Date()), -1);

async function recordTime(projectId: number, hours: string): Promise<void> {
  await succeed('guojing', 'POST', '/hankun/worklog', {
    workDate: yesterday(),
    projectId,
    hours,
    narrative: '起草股权收购协议并与对方律师沟通',
  });
}

async function auditsOf(entity: string, projectId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(projectId))));
}

describe('specialList', () => {
  it('lists only the special cases, each reader only those the wall lets them see', async () => {
    const open = await draftCase();
    const walled = await draftCase({ restricted: true });
    const ordinary = await draftCase();
    for (const projectId of [open, walled])
      await succeed('admin', 'PUT', '/hankun/project/special', { projectId, value: true });

    const partner = idsOf(await succeed('zhangzhiqiang', 'GET', '/hankun/project/specialList?pageSize=200'));
    expect(partner).toEqual(expect.arrayContaining([open, walled]));
    expect(partner).not.toContain(ordinary);
    const finance = idsOf(await succeed('lvjianhua', 'GET', '/hankun/project/specialList?pageSize=200'));
    expect(finance).toContain(open);
    expect(finance).not.toContain(walled);
    const outsider = idsOf(await succeed('liuwanqing', 'GET', '/hankun/project/specialList?pageSize=200'));
    expect(outsider).not.toContain(open);
    expect(outsider).not.toContain(walled);
  });

  it('is refused to someone without the all-cases list', async () => {
    expect((await call('luoxue', 'GET', '/hankun/project/specialList')).code).toBe(403);
  });
});

describe('endList', () => {
  it('lists the cases in closing audit and the closed ones, not open ones, behind the wall', async () => {
    const closing = await openCase();
    await askToClose(closing);
    const closed = await closedCase();
    const open = await openCase();

    const partner = await succeed('zhangzhiqiang', 'GET', '/hankun/project/endList?pageSize=200');
    expect(idsOf(partner)).toEqual(expect.arrayContaining([closing, closed]));
    expect(idsOf(partner)).not.toContain(open);
    expect((partner.rows as { status: number }[]).every((row) => [23, 30].includes(row.status))).toBe(true);
    const onlyClosed = await succeed(
      'zhangzhiqiang',
      'GET',
      '/hankun/project/endList?stage=closed&pageSize=200',
    );
    expect(idsOf(onlyClosed)).toContain(closed);
    expect(idsOf(onlyClosed)).not.toContain(closing);
    const outsider = idsOf(await succeed('liuwanqing', 'GET', '/hankun/project/endList?pageSize=200'));
    expect(outsider).not.toContain(closing);
    expect(outsider).not.toContain(closed);
  });
});

describe('base', () => {
  it('answers the header of a case to whoever sees it', async () => {
    const projectId = await openCase();
    const body = await succeed('hezhenyu', 'GET', `/hankun/project/base?projectId=${projectId}`);
    const [row] = await t.db.select().from(projects).where(eq(projects.projectId, projectId));
    const [client] = await t.db.select().from(clients).where(eq(clients.clientId, clientId));
    expect(body.data).toMatchObject({
      projectId,
      number: row!.number,
      nameCn: row!.nameCn,
      clientName: client!.nameCn,
      status: CASE_STATUS.active,
      partnerId: ids.zhangzhiqiang,
      partnerName: '张志强',
    });
  });

  it('answers 404 to an outsider, exactly as for a case that does not exist', async () => {
    const projectId = await draftCase({ restricted: true });
    await succeed('guojing', 'GET', `/hankun/project/base?projectId=${projectId}`);
    const outsider = await call('luoxue', 'GET', `/hankun/project/base?projectId=${projectId}`);
    const missing = await call('luoxue', 'GET', '/hankun/project/base?projectId=99999999');
    expect([outsider.code, missing.code]).toEqual([404, 404]);
    expect(outsider.msg).toBe(missing.msg);
  });
});

describe('money', () => {
  it('shows the engagement’s terms, the unbilled time at the team’s rate, and nothing billed yet', async () => {
    const projectId = await openCase();
    await recordTime(projectId, '1.5');
    const body = await succeed('zhangzhiqiang', 'GET', `/hankun/project/money?projectId=${projectId}`);
    expect(body.data).toMatchObject({
      projectId,
      feeType: '1',
      currency: 'CNY',
      budget: '800000.00',
      time: {
        projectId,
        billableHours: '1.5',
        draftHours: '1.5',
        unbilledAmounts: [{ currency: 'CNY', amount: '3000.00' }],
      },
      billed: '0.00',
      received: '0.00',
    });
  });

  it('answers 404 to an outsider', async () => {
    const projectId = await openCase();
    await succeed('lvjianhua', 'GET', `/hankun/project/money?projectId=${projectId}`);
    expect((await call('luoxue', 'GET', `/hankun/project/money?projectId=${projectId}`)).code).toBe(404);
  });
});

describe('endFiles/list', () => {
  it('lists the case’s closing-archive files only, not its other files', async () => {
    const projectId = await openCase();
    const owner = { source: CASE_FILE_SOURCE, onlyId: String(projectId) };
    await succeed('guojing', 'POST', '/hankun/files', { ...owner, type: 'end', remark: '结案归档清单' });
    await succeed('guojing', 'POST', '/hankun/files', { ...owner, type: '', remark: '工作底稿' });
    const body = await succeed('hezhenyu', 'GET', `/hankun/project/endFiles/list?projectId=${projectId}`);
    expect(body.total).toBe(1);
    expect(body.rows).toEqual([expect.objectContaining({ type: 'end', remark: '结案归档清单' })]);
  });

  it('answers 404 to an outsider, not the files module’s 403', async () => {
    const projectId = await openCase();
    await succeed('guojing', 'GET', `/hankun/project/endFiles/list?projectId=${projectId}`);
    expect((await call('luoxue', 'GET', `/hankun/project/endFiles/list?projectId=${projectId}`)).code).toBe(
      404,
    );
  });
});

describe('endDetail', () => {
  it('tells who asked to close and why, the checks overridden, the audit’s decisions and the deal facts', async () => {
    const projectId = await openCase();
    await recordTime(projectId, '2');
    await succeed('guojing', 'POST', '/hankun/project/closeProjectInfo', {
      kind: 'litigation',
      projectId,
      info: {
        court: '北京市朝阳区人民法院',
        caseNumber: '（2026）京0105民初8888号',
        procedure: 'firstInstance',
        clientRole: 'plaintiff',
        outcome: 'settled',
        judgmentDate: '2026-10-15',
        amountClaimed: '800000',
        amountAwarded: '600000',
        currency: 'CNY',
        appeal: 'none',
      },
    });
    await askToClose(projectId, [{ check: 'pendingTime', reason: '客户同意该工时不再收费' }]);
    await approve('zhangzhiqiang', projectId);
    await approve('lvjianhua', projectId);

    const body = await succeed('zhangzhiqiang', 'GET', `/hankun/project/endDetail/${projectId}`);
    const record = body.data as { decisions: { action: string; actorId: number }[]; closedAt: string };
    expect(record).toMatchObject({
      projectId,
      status: CASE_STATUS.closed,
      reason: '交易已交割，工作完成',
      requestedBy: ids.guojing,
      requestedByName: '郭静',
      overrides: expect.arrayContaining([
        { check: 'pendingTime', openItems: 1, reason: '客户同意该工时不再收费' },
        { check: 'filesArchived', openItems: 1, reason: PAPER_ARCHIVE.reason },
      ]),
      closingInfoKind: 'litigation',
    });
    expect(record.closedAt).not.toBeNull();
    expect(record.decisions.map((decision) => decision.action)).toEqual(
      expect.arrayContaining(['closing.submitted', 'closing.approved']),
    );
    expect(record.decisions.find((decision) => decision.action === 'closing.approved')!.actorId).toBe(
      ids.lvjianhua,
    );
  });

  it('answers 404 for a case nobody asked to close, and to an outsider', async () => {
    const open = await openCase();
    const never = await call('guojing', 'GET', `/hankun/project/endDetail/${open}`, undefined, 'en');
    expect(never.code).toBe(404);
    expect(never.msg).toBe('Nobody has asked to close this case');
    const closed = await closedCase();
    await succeed('hezhenyu', 'GET', `/hankun/project/endDetail/${closed}`);
    expect((await call('luoxue', 'GET', `/hankun/project/endDetail/${closed}`)).code).toBe(404);
  });
});

describe('editProject', () => {
  it('lets an administrator correct an open case without a new approval, audited and in its history', async () => {
    const projectId = await openCase();
    const [before] = await t.db.select().from(projects).where(eq(projects.projectId, projectId));
    await succeed('admin', 'PUT', '/hankun/project/editProject', {
      projectId,
      nameCn: '更正后的案件名称',
      budget: '950000',
      practiceArea: before!.practiceArea,
    });
    const [after] = await t.db.select().from(projects).where(eq(projects.projectId, projectId));
    expect(after).toMatchObject({
      nameCn: '更正后的案件名称',
      budget: '950000.00',
      status: CASE_STATUS.active,
      number: before!.number,
      instanceId: before!.instanceId,
    });
    const [audit] = (await auditsOf('project', projectId)).filter(
      (row) => row.action === 'update' && row.userId === ids.admin,
    );
    // Only what changed: the practice area sent unchanged is not in the record.
    expect(audit!.before).toEqual({ nameCn: before!.nameCn, budget: '800000.00' });
    expect(audit!.after).toEqual({ nameCn: '更正后的案件名称', budget: '950000.00' });
    const detail = await succeed('guojing', 'GET', `/hankun/project/detail?projectId=${projectId}`);
    expect((detail.data as { events: { action: string }[] }).events.map((event) => event.action)).toContain(
      'edit',
    );
  });

  it('is refused to the case’s own partner and lead lawyer, who lack the permission', async () => {
    const projectId = await openCase();
    for (const who of ['zhangzhiqiang', 'guojing'] as const)
      expect(
        (await call(who, 'PUT', '/hankun/project/editProject', { projectId, nameCn: '改名' })).code,
      ).toBe(403);
  });

  it('refuses a closed case', async () => {
    const projectId = await closedCase();
    const body = await call('admin', 'PUT', '/hankun/project/editProject', { projectId, nameCn: '改名' });
    expect(body.code).toBe(409);
    expect((await t.db.select().from(projects).where(eq(projects.projectId, projectId)))[0]!.nameCn).not.toBe(
      '改名',
    );
  });

  it('does not lift or set the wall', async () => {
    const projectId = await openCase();
    const body = await call('admin', 'PUT', '/hankun/project/editProject', { projectId, restricted: true });
    expect(body.code).toBe(400);
    expect((await t.db.select().from(projects).where(eq(projects.projectId, projectId)))[0]!.restricted).toBe(
      false,
    );
  });

  it('refuses a practice area that is not in the dictionary, naming the field', async () => {
    const projectId = await openCase();
    const body = await call('admin', 'PUT', '/hankun/project/editProject', {
      projectId,
      practiceArea: '999',
    });
    expect(body.code).toBe(400);
    expect(body.errors?.map((error) => error.field)).toContain('practiceArea');
  });

  it('refuses a correction that changes nothing', async () => {
    const projectId = await openCase();
    expect((await call('admin', 'PUT', '/hankun/project/editProject', { projectId })).code).toBe(400);
  });
});

describe('correcting the parties of an open case (issue 27 item 9)', () => {
  interface Detail {
    parties: { role: string; name: string }[];
    events: { action: string; comment: string }[];
    pendingPartyChange: {
      changeId: number;
      hits: number;
      instanceId: number | null;
      parties: { name: string }[];
    } | null;
    can: { editParties: boolean };
  }
  const detailOf = async (who: Person, projectId: number) =>
    (await succeed(who, 'GET', `/hankun/project/detail?projectId=${projectId}`)).data as Detail;
  const change = (who: Person, projectId: number, names: string[], reason = '立案时漏列第三人') =>
    call(who, 'PUT', '/hankun/project/parties', {
      projectId,
      parties: names.map((name) => ({ role: '3', name })),
      reason,
    });
  /** The partner's task on the waiting change, taken as the task centre lists it. */
  async function reviewTask(projectId: number): Promise<number> {
    const { instanceId } = (await detailOf('zhangzhiqiang', projectId)).pendingPartyChange!;
    const pending = await succeed(
      'zhangzhiqiang',
      'GET',
      '/process/project/userTask/list?state=pending&pageSize=100',
    );
    const task = (pending.rows as { taskId: number; instanceId: number }[]).find(
      (row) => row.instanceId === instanceId,
    );
    expect(task, 'the partner holds the review').toBeDefined();
    return task!.taskId;
  }
  // A party of the demo firm's lawsuit 星河智能诉华强电子: a hit on any other case.
  const KNOWN_PARTY = '深圳市华强电子有限公司';

  it('writes a correction whose new names find nothing at once, checked, audited and in the history', async () => {
    const projectId = await openCase();
    expect((await detailOf('pengfang', projectId)).can.editParties).toBe(true);
    const body = await change('pengfang', projectId, ['远山新能源科技股份有限公司']);
    expect(body.code, body.msg).toBe(200);
    expect(body.data).toMatchObject({ applied: true, hits: 0 });
    const { checkId } = body.data as { checkId: number };
    const detail = await detailOf('guojing', projectId);
    expect(detail.parties.map((party) => party.name)).toEqual(['远山新能源科技股份有限公司']);
    expect(detail.events[0]).toMatchObject({ action: 'parties.changed', comment: '立案时漏列第三人' });
    const checks = (await succeed('guojing', 'GET', `/hankun/project/checkHistory?projectId=${projectId}`))
      .data as {
      checkId: number;
      queries: { name: string }[];
    }[];
    expect(checks.find((check) => check.checkId === checkId)!.queries.map((query) => query.name)).toEqual([
      '远山新能源科技股份有限公司',
    ]);
    const [audit] = (await auditsOf('projectParties', projectId)).filter((row) => row.action === 'update');
    expect(audit).toMatchObject({ before: { parties: [] }, after: { reason: '立案时漏列第三人', checkId } });
  });

  it('holds a change whose new name hits another case for the partner, and writes it when approved', async () => {
    const projectId = await openCase();
    const body = await change('hezhenyu', projectId, [KNOWN_PARTY]);
    expect(body.code, body.msg).toBe(200);
    expect(body.data).toMatchObject({ applied: false });
    expect((body.data as { hits: number }).hits).toBeGreaterThan(0);
    let detail = await detailOf('guojing', projectId);
    expect(detail.parties).toEqual([]);
    expect(detail.pendingPartyChange).toMatchObject({ parties: [{ name: KNOWN_PARTY }] });
    expect(detail.events[0]!.action).toBe('parties.requested');
    // One change waits at a time.
    expect((await change('guojing', projectId, ['另一家公司'])).code).toBe(409);
    await succeed('zhangzhiqiang', 'POST', `/process/task/${await reviewTask(projectId)}/approve`, {
      comment: '已核实为不同主体',
    });
    detail = await detailOf('guojing', projectId);
    expect(detail.parties.map((party) => party.name)).toEqual([KNOWN_PARTY]);
    expect(detail.pendingPartyChange).toBeNull();
    expect(detail.events[0]!.action).toBe('parties.changed');
  });

  it('drops a held change the partner rejects, leaving the parties as they were', async () => {
    const projectId = await openCase();
    expect((await change('guojing', projectId, [KNOWN_PARTY])).data).toMatchObject({ applied: false });
    await succeed('zhangzhiqiang', 'POST', `/process/task/${await reviewTask(projectId)}/reject`, {
      comment: '与在办案件存在利益冲突',
    });
    const detail = await detailOf('guojing', projectId);
    expect(detail.parties).toEqual([]);
    expect(detail.pendingPartyChange).toBeNull();
    expect(detail.events[0]!.action).toBe('parties.rejected');
  });

  it('is the team’s alone, on an open case, and only for a real change', async () => {
    const projectId = await openCase();
    expect((await change('luoxue', projectId, ['某公司'])).code).toBe(404);
    expect((await change('lvjianhua', projectId, ['某公司'])).code).toBe(403);
    const unchanged = await call('guojing', 'PUT', '/hankun/project/parties', {
      projectId,
      parties: [],
      reason: '核对',
    });
    expect(unchanged.code).toBe(400);
    const noReason = await call('guojing', 'PUT', '/hankun/project/parties', {
      projectId,
      parties: [],
      reason: '',
    });
    expect(noReason.errors?.map((error) => error.field)).toEqual(['reason']);
    const closed = await closedCase();
    expect((await change('guojing', closed, ['某公司'])).code).toBe(409);
    expect((await detailOf('guojing', closed)).can.editParties).toBe(false);
  });
});

describe('the firm’s conflict-check history (issue 27 item 14)', () => {
  interface HistoryRow {
    checkId: number;
    kind: string;
    projectId: number | null;
    checkedByName: string;
    names: string[];
    hits: number;
  }
  const history = async (who: Person, query = '') => {
    const body = await succeed(who, 'GET', `/hankun/project/checkHistory/list?pageSize=200${query}`);
    return body.rows as HistoryRow[];
  };

  it('lists every check by person and date to the intake team, each case’s checks only within its wall', async () => {
    const open = await draftCase();
    const walled = await draftCase({ restricted: true });
    const onOpen = (await succeed('guojing', 'POST', '/hankun/project/matchProject', { projectId: open }))
      .data as { checkId: number };
    const onWalled = (await succeed('guojing', 'POST', '/hankun/project/matchProject', { projectId: walled }))
      .data as { checkId: number };
    const adHoc = (
      await succeed('chengpeng', 'POST', '/hankun/project/matchProject', {
        names: [{ name: '潜在客户秘密收购标的有限公司', registrationNumber: '' }],
      })
    ).data as { checkId: number };
    const ids = (rows: HistoryRow[]) => rows.map((row) => row.checkId);

    expect(ids(await history('admin'))).toEqual(
      expect.arrayContaining([onOpen.checkId, onWalled.checkId, adHoc.checkId]),
    );
    const mine = await history('guojing');
    expect(ids(mine)).toEqual(expect.arrayContaining([onOpen.checkId, onWalled.checkId]));
    // Names typed on the pre-check page may be a prospective client's secret.
    expect(ids(mine)).not.toContain(adHoc.checkId);
    expect(ids(await history('chengpeng'))).toContain(adHoc.checkId);
    // Outside the team: neither case's checks; finance reads the open case's, never the walled one's.
    expect(ids(await history('luoxue'))).not.toContain(onOpen.checkId);
    expect(ids(await history('luoxue'))).not.toContain(onWalled.checkId);
    const finance = ids(await history('lvjianhua'));
    expect(finance).toContain(onOpen.checkId);
    expect(finance).not.toContain(onWalled.checkId);
    expect(mine.find((row) => row.checkId === onOpen.checkId)).toMatchObject({
      kind: 'case',
      projectId: open,
      checkedByName: '郭静',
    });
  });

  it('narrows to one person and a span of days, refusing an end before the start', async () => {
    const projectId = await draftCase();
    const { checkId } = (await succeed('guojing', 'POST', '/hankun/project/matchProject', { projectId }))
      .data as {
      checkId: number;
    };
    const today = formatIsoDate(new Date());
    const byHer = await history('admin', `&checkedBy=${ids.guojing}&beginDate=${today}&endDate=${today}`);
    expect(byHer.map((row) => row.checkId)).toContain(checkId);
    expect(byHer.every((row) => row.checkedByName === '郭静')).toBe(true);
    expect((await history('admin', `&checkedBy=${ids.chengpeng}`)).map((row) => row.checkId)).not.toContain(
      checkId,
    );
    const tomorrow = addDays(today, 1);
    expect(await history('admin', `&beginDate=${tomorrow}`)).toEqual([]);
    const backwards = await call(
      'admin',
      'GET',
      `/hankun/project/checkHistory/list?beginDate=${tomorrow}&endDate=${today}`,
    );
    expect(backwards.code).toBe(400);
    expect(backwards.errors?.map((error) => error.field)).toEqual(['endDate']);
  });
});

describe('record ids and coded fields (issue 27 item 20)', () => {
  const fieldsOf = (body: Json) => body.errors?.map((error) => error.field);

  it('refuses `projectId: true` instead of reading it as case 1', async () => {
    const [first] = await t.db.select().from(projects).where(eq(projects.projectId, 1));
    for (const [url, payload] of [
      ['/hankun/project/editRemark', { projectId: true, remark: '被布尔值改写' }],
      ['/hankun/project/editProject', { projectId: true, nameCn: '被布尔值改写' }],
    ] as const) {
      const body = await call('admin', 'PUT', url, payload);
      expect(body.code, url).toBe(400);
      expect(fieldsOf(body), url).toEqual(['projectId']);
    }
    const [after] = await t.db.select().from(projects).where(eq(projects.projectId, 1));
    expect(after).toMatchObject({ remark: first!.remark, nameCn: first!.nameCn });
  });

  it('refuses `clientId: true` on an application, naming the field', async () => {
    const body = await call('guojing', 'POST', '/hankun/project/create', {
      nameCn: '布尔客户',
      clientId: true,
      officeId,
      practiceArea: '1',
      projectType: '1',
      feeType: '1',
      currency: 'CNY',
      team: [{ userId: ids.zhangzhiqiang, role: '1' }],
    });
    expect(body.code).toBe(400);
    expect(fieldsOf(body)).toEqual(['clientId']);
  });

  it('refuses a currency, practice area or case type outside its dictionary, when applying and changing', async () => {
    for (const field of ['currency', 'practiceArea', 'projectType'] as const) {
      const value = field === 'currency' ? 'NaN' : '999';
      const created = await call('guojing', 'POST', '/hankun/project/create', {
        nameCn: `字典外的${field}`,
        clientId,
        officeId,
        practiceArea: '1',
        projectType: '1',
        feeType: '1',
        currency: 'CNY',
        team: [{ userId: ids.zhangzhiqiang, role: '1' }],
        [field]: value,
      });
      expect(created.code, field).toBe(400);
      expect(fieldsOf(created), field).toEqual([field]);
    }
    const projectId = await draftCase();
    const detail = await succeed('guojing', 'GET', `/hankun/project/detail?projectId=${projectId}`);
    const changed = await call('guojing', 'PUT', '/hankun/project/update', {
      projectId,
      project: {
        nameCn: '改了币种的申请',
        clientId,
        officeId,
        practiceArea: '1',
        projectType: '1',
        feeType: '1',
        currency: 'NaN',
        team: (detail.data as { team: { userId: number; role: string }[] }).team.map(({ userId, role }) => ({
          userId,
          role,
        })),
      },
    });
    expect(changed.code).toBe(400);
    expect(fieldsOf(changed)).toEqual(['currency']);
    expect((await t.db.select().from(projects).where(eq(projects.projectId, projectId)))[0]!.currency).toBe(
      'CNY',
    );
  });
});

describe('remarkSave', () => {
  it('keeps every note of the team as a dated event in the history, leaving the remark alone', async () => {
    const projectId = await openCase({ remark: '客户要求每周汇报' });
    const first = await succeed('guojing', 'POST', '/hankun/project/remarkSave', {
      projectId,
      remark: '已完成尽职调查初稿',
    });
    expect(first.data).toMatchObject({ action: 'note', comment: '已完成尽职调查初稿', actorId: ids.guojing });
    await succeed('hezhenyu', 'POST', '/hankun/project/remarkSave', {
      projectId,
      remark: '已提交补充材料清单',
    });

    const detail = await succeed('zhangzhiqiang', 'GET', `/hankun/project/detail?projectId=${projectId}`);
    const { remark, events } = detail.data as {
      remark: string;
      events: { action: string; comment: string; at: string }[];
    };
    expect(remark).toBe('客户要求每周汇报');
    const notes = events.filter((event) => event.action === 'note');
    expect(notes.map((note) => note.comment).sort()).toEqual(
      ['已完成尽职调查初稿', '已提交补充材料清单'].sort(),
    );
    expect(notes.every((note) => !Number.isNaN(Date.parse(note.at)))).toBe(true);
    expect((await auditsOf('projectNote', projectId)).length).toBe(2);
  });

  it('is refused to the team’s secretary and to finance, and is 404 to an outsider', async () => {
    const projectId = await openCase();
    const note = { projectId, remark: '进展' };
    expect((await call('pengfang', 'POST', '/hankun/project/remarkSave', note)).code).toBe(403);
    expect((await call('lvjianhua', 'POST', '/hankun/project/remarkSave', note)).code).toBe(403);
    expect((await call('luoxue', 'POST', '/hankun/project/remarkSave', note)).code).toBe(404);
  });

  it('refuses a note on a closed case', async () => {
    const projectId = await closedCase();
    const body = await call('guojing', 'POST', '/hankun/project/remarkSave', { projectId, remark: '补记' });
    expect(body.code).toBe(409);
  });
});

describe('workChecker', () => {
  it('tells a team member they may record time on an open case', async () => {
    const projectId = await openCase();
    const body = await succeed('guojing', 'GET', `/hankun/project/workChecker?projectId=${projectId}`);
    expect(body.data).toEqual({ projectId, userId: ids.guojing, allowed: true, reason: null, message: '' });
  });

  it('tells why someone off the team may not, as the time entry itself refuses', async () => {
    const projectId = await openCase();
    const body = await succeed(
      'zhangzhiqiang',
      'GET',
      `/hankun/project/workChecker?projectId=${projectId}&userId=${ids.luoxue}`,
    );
    expect(body.data).toMatchObject({ userId: ids.luoxue, allowed: false, reason: 'notOnTeam' });
    expect((body.data as { message: string }).message).toContain('团队');
    const entry = await call('luoxue', 'POST', '/hankun/worklog', {
      workDate: yesterday(),
      projectId,
      hours: '1',
      narrative: '研究',
    });
    expect(entry.code).toBe(400);
  });

  it('tells a team member why not on a case that is not open, in their language', async () => {
    const projectId = await draftCase();
    const body = await call(
      'guojing',
      'GET',
      `/hankun/project/workChecker?projectId=${projectId}`,
      undefined,
      'en',
    );
    expect(body.data).toMatchObject({
      allowed: false,
      reason: 'caseNotOpen',
      message: 'The case is not open: no time can be recorded on it',
    });
  });

  it('answers 404 to an outsider', async () => {
    const projectId = await openCase();
    await succeed('lvjianhua', 'GET', `/hankun/project/workChecker?projectId=${projectId}`);
    expect((await call('luoxue', 'GET', `/hankun/project/workChecker?projectId=${projectId}`)).code).toBe(
      404,
    );
  });
});

describe('restart2 (a follow-on matter)', () => {
  it('opens a related draft with the closed case’s client, parties, team and fee, for its team only', async () => {
    const closed = await closedCase();
    const open = await openCase();
    expect((await call('guojing', 'POST', `/hankun/project/restart2/${open}`)).code).toBe(409);
    expect((await call('luoxue', 'POST', `/hankun/project/restart2/${closed}`)).code).toBe(404);
    const detailBefore = await succeed('guojing', 'GET', `/hankun/project/detail?projectId=${closed}`);
    expect((detailBefore.data as { can: { followOn: boolean } }).can.followOn).toBe(true);

    const created = await succeed('guojing', 'POST', `/hankun/project/restart2/${closed}`);
    const followOn = created.data as number;
    const source = detailBefore.data as {
      nameCn: string;
      clientId: number;
      feeType: string;
      budget: string | null;
      parties: { name: string; role: string }[];
      team: { userId: number; role: string; hourlyRate: string | null }[];
    };
    const draft = (await succeed('guojing', 'GET', `/hankun/project/detail?projectId=${followOn}`)).data as {
      nameCn: string;
      status: number;
      number: string | null;
      clientId: number;
      feeType: string;
      budget: string | null;
      applicantId: number;
      parties: { name: string; role: string }[];
      team: { userId: number; role: string; hourlyRate: string | null }[];
      relatedProjects: { id: number }[];
    };
    expect(draft).toMatchObject({
      nameCn: `${source.nameCn}（后续）`,
      status: CASE_STATUS.draft,
      number: null,
      clientId: source.clientId,
      feeType: source.feeType,
      budget: source.budget,
      applicantId: ids.guojing,
    });
    expect(draft.parties.map(({ name, role }) => ({ name, role }))).toEqual(
      source.parties.map(({ name, role }) => ({ name, role })),
    );
    expect(draft.team.map(({ userId, role, hourlyRate }) => ({ userId, role, hourlyRate }))).toEqual(
      expect.arrayContaining(
        source.team.map(({ userId, role, hourlyRate }) => ({ userId, role, hourlyRate })),
      ),
    );
    expect(draft.relatedProjects.map((related) => related.id)).toEqual([closed]);
    expect(await auditsOf('project', followOn)).not.toHaveLength(0);
  });
});
