import { CASE_END_FILE_TYPE, CASE_FILE_SOURCE, CASE_STATUS } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../test/read-sheet.ts';
import {
  API,
  bearer,
  callApi,
  createTestApp,
  type Method,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { clients } from '../clients/clients.tables.ts';
import { pdfBytes, tempDataDir, upload } from '../files/files.test-support.ts';
import { depts } from '../organization/organization.tables.ts';
import { users } from '../users/users.tables.ts';
import { projects } from './projects.tables.ts';

/**
 * Cases through HTTP on a real database (decision 0025). guojing (private equity) applies with
 * zhangzhiqiang as responsible partner; admin opens cases; luoxue (IP) is an outsider; lvjianhua
 * is finance; a secretary cannot apply.
 */
const PEOPLE = ['guojing', 'zhangzhiqiang', 'admin', 'luoxue', 'lvjianhua', 'hezhenyu'] as const;
type Person = (typeof PEOPLE)[number];

let t: TestApp;
const tokens = {} as Record<Person, string>;
const ids = {} as Record<Person, number>;
let shanghai: number;
let clientId: number;

beforeAll(async () => {
  // Its own data directory: the closing archive is a stored file.
  t = await createTestApp({ DATA_DIR: tempDataDir() });
  for (const person of PEOPLE) {
    tokens[person] = await signIn(t.app, person);
    ids[person] = (await t.db.select().from(users).where(eq(users.userName, person)))[0]!.userId;
  }
  shanghai = (await t.db.select().from(depts).where(eq(depts.code, 'SH')))[0]!.deptId;
  const client = await call('admin', 'POST', '/hankun/client', {
    clientType: '1',
    nameCn: '星河资本管理有限公司',
    nameEn: 'Galaxy Capital Management Co., Ltd.',
  });
  expect(client.code, client.msg).toBe(200);
  clientId = (client.data as { clientId: number }).clientId;
});
afterAll(() => t.close());

const call = (who: Person, method: Method, url: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, tokens[who], payload, lang);

interface Hit {
  hitId: number;
  walled: boolean;
  reason: string;
  matched: string;
  projectId: number | null;
  projectName: string | null;
  partyRole: string | null;
}
interface Check {
  checkId: number;
  current: boolean;
  hits: Hit[];
}

const application = (extra: object = {}) => ({
  nameCn: '星河资本收购华强电子项目',
  nameEn: 'Galaxy Capital acquisition of Huaqiang',
  clientId,
  officeId: shanghai,
  practiceArea: '3',
  projectType: '3',
  feeType: '1',
  currency: 'CNY',
  parties: [{ role: '2', name: '深圳市華強電子有限公司' }],
  team: [
    { userId: ids.zhangzhiqiang, role: '1' },
    { userId: ids.guojing, role: '2' },
  ],
  ...extra,
});

async function apply(who: Person, extra: object = {}): Promise<number> {
  const body = await call(who, 'POST', '/hankun/project/create', application(extra));
  expect(body.code, body.msg).toBe(200);
  return body.data as number;
}

async function check(who: Person, projectId: number): Promise<Check> {
  const body = await call(who, 'POST', '/hankun/project/matchProject', { projectId });
  expect(body.code, body.msg).toBe(200);
  return body.data as Check;
}

async function settle(who: Person, projectId: number) {
  const current = await check(who, projectId);
  const answers = current.hits.map((hit) => ({
    hitId: hit.hitId,
    answer: 'notSameParty',
    note: '不是同一主体',
  }));
  return call(who, 'POST', '/hankun/project/settleProject', { projectId, checkId: current.checkId, answers });
}

async function pendingTaskOf(who: Person, projectId: number): Promise<{ taskId: number; taskCode: number }> {
  const list = await call(who, 'GET', '/process/project/userTask/list?state=pending&pageSize=100');
  const [project] = await t.db.select().from(projects).where(eq(projects.projectId, projectId));
  const task = (list.rows as { taskId: number; taskCode: number; instanceId: number }[]).find(
    (row) => row.instanceId === project!.instanceId,
  );
  if (!task) throw new Error(`${who} has no pending task on case ${projectId}`);
  return task;
}

const statusOf = async (projectId: number) =>
  (await t.db.select().from(projects).where(eq(projects.projectId, projectId)))[0]!.status;

describe('the case application', () => {
  it('refuses a team without exactly one responsible partner, naming the field in both languages', async () => {
    const team = [{ userId: ids.guojing, role: '2' }];
    const cn = await call('guojing', 'POST', '/hankun/project/create', application({ team }));
    expect(cn.code).toBe(400);
    expect(cn.msg).toContain('负责合伙人');
    const en = await call('guojing', 'POST', '/hankun/project/create', application({ team }), 'en');
    expect(en.msg).toContain('exactly one responsible partner');
  });

  it('refuses a fee amount missing for a fixed fee, and leaves no case behind', async () => {
    const before = await t.db.$count(projects);
    const body = await call('guojing', 'POST', '/hankun/project/create', application({ feeType: '2' }));
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/收费金额/);
    expect(await t.db.$count(projects)).toBe(before);
  });

  it('refuses an office that is not an office', async () => {
    const [group] = await t.db.select().from(depts).where(eq(depts.kind, 'group'));
    expect(
      (await call('guojing', 'POST', '/hankun/project/create', application({ officeId: group!.deptId })))
        .code,
    ).toBe(400);
  });

  it('saves a draft with its parties and team, audited', async () => {
    const projectId = await apply('guojing');
    const detail = await call('guojing', 'GET', `/hankun/project/detail?projectId=${projectId}`);
    expect(detail.code, detail.msg).toBe(200);
    expect(detail.data).toMatchObject({
      status: CASE_STATUS.draft,
      number: null,
      partnerId: ids.zhangzhiqiang,
      parties: [{ role: '2', name: '深圳市華強電子有限公司' }],
      can: { settle: true, checkConflicts: true, close: false },
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, String(projectId))));
    expect(audits.map((row) => row.action)).toContain('insert');
  });
});

describe('the conflict check', () => {
  it('finds a traditional-character variant of another case’s adverse party, with the other case', async () => {
    const planted = await apply('hezhenyu', {
      nameCn: '华强电子诉讼',
      parties: [{ role: '2', name: '深圳市华强电子有限公司' }],
      team: [
        { userId: ids.zhangzhiqiang, role: '1' },
        { userId: ids.hezhenyu, role: '2' },
      ],
    });
    const mine = await apply('guojing');
    const result = await check('guojing', mine);
    const hit = result.hits.find((row) => row.projectId === planted);
    expect(hit).toMatchObject({
      walled: false,
      matched: '深圳市华强电子有限公司',
      partyRole: '2',
      projectName: '华强电子诉讼',
    });
    expect(['exact', 'fuzzy', 'transliteration']).toContain(hit!.reason);
    expect(result.current).toBe(true);
    const history = await call('guojing', 'GET', `/hankun/project/checkHistory?projectId=${mine}`);
    expect((history.data as Check[]).map((row) => row.checkId)).toContain(result.checkId);
  });

  it('finds the demo firm’s own client and its case among an application’s parties', async () => {
    const projectId = await apply('guojing', {
      parties: [
        { role: '2', name: '北京星河智能科技股份有限公司' },
        { role: '2', name: '深圳市華強電子有限公司' },
      ],
    });
    const { hits } = await check('guojing', projectId);
    const client = hits.find((hit) => hit.matched === '北京星河智能科技有限公司');
    expect(client).toMatchObject({ walled: false, projectId: null });
    const seeded = hits.find((hit) => hit.projectName === '星河智能诉华强电子买卖合同纠纷');
    expect(seeded).toMatchObject({ partyRole: '2', matched: '深圳市华强电子有限公司' });
  });

  it('finds a client added through the client pages, and follows a merge of clients', async () => {
    const added = await call('admin', 'POST', '/hankun/client', {
      clientType: '1',
      nameCn: '远航海运股份有限公司',
    });
    const addedId = (added.data as { clientId: number }).clientId;
    const projectId = await apply('guojing', { parties: [{ role: '2', name: '遠航海運有限公司' }] });
    const first = (await check('guojing', projectId)).hits.find(
      (row) => row.matched === '远航海运股份有限公司',
    );
    expect(first).toMatchObject({ walled: false });
    const other = await apply('guojing', { clientId: addedId, parties: [] });
    const merged = await call('admin', 'POST', '/hankun/client/merge', {
      keepClientId: clientId,
      mergeClientId: addedId,
    });
    expect(merged.code, merged.msg).toBe(200);
    const [moved] = await t.db.select().from(projects).where(eq(projects.projectId, other));
    expect(moved!.clientId).toBe(clientId);
    // The merged name is now a former name of the case's own client: no longer a conflict here…
    const again = await check('guojing', projectId);
    expect(again.hits.some((row) => row.matched === '远航海运股份有限公司')).toBe(false);
    // …but found as that client from a case of another client.
    const [xinghe] = await t.db.select().from(clients).where(eq(clients.nameCn, '北京星河智能科技有限公司'));
    const elsewhere = await apply('guojing', {
      clientId: xinghe!.clientId,
      parties: [{ role: '2', name: '遠航海運有限公司' }],
    });
    const hit = (await check('guojing', elsewhere)).hits.find(
      (row) => row.matched === '远航海运股份有限公司',
    );
    expect(hit).toMatchObject({ walled: false, projectId: null });
  });

  it('reports a hit inside a walled case as a conflict only, naming no case', async () => {
    const walled = await apply('hezhenyu', {
      nameCn: '保密并购项目',
      restricted: true,
      parties: [{ role: '2', name: '北辰星空科技有限公司' }],
      team: [
        { userId: ids.zhangzhiqiang, role: '1' },
        { userId: ids.hezhenyu, role: '2' },
      ],
    });
    const mine = await apply('luoxue', {
      parties: [{ role: '2', name: '北辰星空科技股份有限公司' }],
      team: [
        { userId: ids.zhangzhiqiang, role: '1' },
        { userId: ids.luoxue, role: '2' },
      ],
    });
    const hit = (await check('luoxue', mine)).hits.find((row) => row.walled);
    expect(hit).toMatchObject({ walled: true, matched: '', projectId: null, projectName: null });
    // Someone inside the wall sees the case.
    const inside = await check('zhangzhiqiang', mine);
    expect(inside.hits.find((row) => row.projectId === walled)?.walled).toBe(false);
  });

  it('judges every walled case of one check on its own: inside one wall, outside another', async () => {
    const party = [{ role: '2', name: '紫霞鸿雁科技有限公司' }];
    const theirs = await apply('hezhenyu', {
      nameCn: '保密项目甲',
      restricted: true,
      parties: party,
      team: [
        { userId: ids.zhangzhiqiang, role: '1' },
        { userId: ids.hezhenyu, role: '2' },
      ],
    });
    const ours = await apply('luoxue', {
      nameCn: '保密项目乙',
      restricted: true,
      parties: party,
      team: [
        { userId: ids.zhangzhiqiang, role: '1' },
        { userId: ids.luoxue, role: '2' },
      ],
    });
    const named = { names: [{ name: '紫霞鸿雁科技股份有限公司', registrationNumber: '' }] };
    // The intake team's ad hoc check, by someone on neither case's team, inside no wall…
    const adHoc = await call('admin', 'POST', '/hankun/project/matchProject', named);
    expect(adHoc.code, adHoc.msg).toBe(200);
    const seen = (adHoc.data as Check).hits.filter((hit) => hit.matched === '紫霞鸿雁科技有限公司');
    expect(seen.map((hit) => [hit.projectId, hit.walled]).sort()).toEqual(
      [
        [theirs, false],
        [ours, false],
      ].sort(),
    );
    // …and luoxue's own application: inside the wall of ours, outside theirs.
    const mine = await apply('luoxue', {
      parties: [{ role: '2', name: '紫霞鸿雁科技股份有限公司' }],
      team: [
        { userId: ids.zhangzhiqiang, role: '1' },
        { userId: ids.luoxue, role: '2' },
      ],
    });
    const { hits } = await check('luoxue', mine);
    expect(hits.find((hit) => hit.projectId === ours)).toMatchObject({
      walled: false,
      matched: '紫霞鸿雁科技有限公司',
      projectName: '保密项目乙',
    });
    expect(hits.some((hit) => hit.projectId === theirs)).toBe(false);
    const outside = hits.filter((hit) => hit.walled);
    expect(outside).toHaveLength(1);
    expect(outside[0]).toMatchObject({
      matched: '',
      reason: '',
      score: '',
      projectId: null,
      projectName: null,
    });
  });

  it('will not send an application with a hit unanswered, or with a check older than the last change', async () => {
    const projectId = await apply('guojing');
    const current = await check('guojing', projectId);
    expect(current.hits.length).toBeGreaterThan(0);
    const none = await call('guojing', 'POST', '/hankun/project/settleProject', {
      projectId,
      checkId: current.checkId,
      answers: [],
    });
    expect(none.code).toBe(400);
    expect(none.msg).toMatch(/未回复/);
    await call('guojing', 'PUT', '/hankun/project/update', {
      projectId,
      project: application({ remark: '补充说明' }),
    });
    const answers = current.hits.map((hit) => ({ hitId: hit.hitId, answer: 'noConflict', note: '已核实' }));
    const stale = await call('guojing', 'POST', '/hankun/project/settleProject', {
      projectId,
      checkId: current.checkId,
      answers,
    });
    expect(stale.code).toBe(409);
    expect(await statusOf(projectId)).toBe(CASE_STATUS.draft);
  });
});

describe('a case’s way from application to closing', () => {
  it('goes through pre-check, establishment and opening, numbered per year, office and type', async () => {
    const projectId = await apply('guojing');
    const sent = await settle('guojing', projectId);
    expect(sent.code, sent.msg).toBe(200);
    const [row] = await t.db.select().from(projects).where(eq(projects.projectId, projectId));
    expect(row!.status).toBe(CASE_STATUS.preCheckFirst);
    expect(row!.number).toMatch(new RegExp(`^${new Date().getFullYear()}SH-T\\d{4}$`));
    const history = await call('guojing', 'GET', `/hankun/project/checkHistory?projectId=${projectId}`);
    const [answered] = history.data as { hits: { answer: string | null; note: string }[] }[];
    expect(answered!.hits.length).toBeGreaterThan(0);
    for (const hit of answered!.hits)
      expect(hit).toMatchObject({ answer: 'notSameParty', note: '不是同一主体' });

    const preCheck = await pendingTaskOf('zhangzhiqiang', projectId);
    expect(preCheck.taskCode).toBe(1202);
    expect((await call('zhangzhiqiang', 'POST', `/process/task/${preCheck.taskId}/approve`, {})).code).toBe(
      200,
    );
    expect(await statusOf(projectId)).toBe(CASE_STATUS.establishment);
    // The auditor of the current step sees the case though not on its team.
    expect((await call('admin', 'GET', `/hankun/project/auditList?statusFrom=10&statusTo=10`)).rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ projectId })]),
    );
    const establishment = await pendingTaskOf('admin', projectId);
    expect((await call('admin', 'POST', `/process/task/${establishment.taskId}/approve`, {})).code).toBe(200);
    expect(await statusOf(projectId)).toBe(CASE_STATUS.active);

    // Closing waits for the closing archive: a case file of type `end`.
    const blocked = await call('guojing', 'POST', '/hankun/project/closeProject', {
      projectId,
      reason: '交易完成',
    });
    expect(blocked.code).toBe(400);
    expect(blocked.msg).toContain('filesArchived');
    const checklist = await call('guojing', 'GET', `/hankun/project/closingChecklist?projectId=${projectId}`);
    expect(checklist.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          check: 'filesArchived',
          passed: false,
          link: `/jurisdiction/projectDetail/${encodeURIComponent(row!.number!)}?projectId=${projectId}&tabName=files`,
        }),
      ]),
    );
    const filed = await upload(
      t,
      tokens.guojing,
      { source: CASE_FILE_SOURCE, onlyId: projectId, type: CASE_END_FILE_TYPE, remark: '' },
      [{ name: '结案报告.pdf', content: pdfBytes('closing memorandum'), contentType: 'application/pdf' }],
    );
    expect(filed.code, filed.msg).toBe(200);
    const close = await call('guojing', 'POST', '/hankun/project/closeProject', {
      projectId,
      reason: '交易完成',
    });
    expect(close.code, close.msg).toBe(200);
    expect(await statusOf(projectId)).toBe(CASE_STATUS.closingAudit);
    const partner = await pendingTaskOf('zhangzhiqiang', projectId);
    await call('zhangzhiqiang', 'POST', `/process/task/${partner.taskId}/approve`, {});
    const finance = await pendingTaskOf('lvjianhua', projectId);
    expect(finance.taskCode).toBe(1210);
    await call('lvjianhua', 'POST', `/process/task/${finance.taskId}/approve`, {});
    expect(await statusOf(projectId)).toBe(CASE_STATUS.closed);

    const detail = await call('guojing', 'GET', `/hankun/project/detail?projectId=${projectId}`);
    const events = (detail.data as { events: { action: string; toStatus: number }[] }).events;
    const actions = events.map((event) => event.action);
    // The pre-check's completion moved it to establishment; the last step's completion moved nothing.
    expect(
      events.filter((event) => event.action === 'application.stepCompleted').map((event) => event.toStatus),
    ).toEqual([CASE_STATUS.establishment]);
    expect(actions).toEqual(
      expect.arrayContaining([
        'application.submitted',
        'application.approved',
        'closing.request',
        'closing.approved',
      ]),
    );
  });

  it('goes back to draft when the partner sends it back, and is sent again on the same request', async () => {
    const projectId = await apply('guojing');
    expect((await settle('guojing', projectId)).code).toBe(200);
    const task = await pendingTaskOf('zhangzhiqiang', projectId);
    await call('zhangzhiqiang', 'POST', `/process/task/${task.taskId}/sendBack`, {
      comment: '请补充对方当事人',
      to: 'applicant',
    });
    expect(await statusOf(projectId)).toBe(CASE_STATUS.draft);
    const [before] = await t.db.select().from(projects).where(eq(projects.projectId, projectId));
    const again = await settle('guojing', projectId);
    expect(again.code, again.msg).toBe(200);
    const [after] = await t.db.select().from(projects).where(eq(projects.projectId, projectId));
    expect(after).toMatchObject({
      status: CASE_STATUS.preCheckFirst,
      instanceId: before!.instanceId,
      number: before!.number,
    });
  });

  it('carries the applicant’s answers over to the re-check of a case sent back, marked as carried', async () => {
    const projectId = await apply('guojing');
    expect((await settle('guojing', projectId)).code).toBe(200);
    const [answered] = (await call('guojing', 'GET', `/hankun/project/checkHistory?projectId=${projectId}`))
      .data as Check[];
    const task = await pendingTaskOf('zhangzhiqiang', projectId);
    await call('zhangzhiqiang', 'POST', `/process/task/${task.taskId}/sendBack`, {
      comment: '请补充对方当事人',
      to: 'applicant',
    });
    const recheck = await check('guojing', projectId);
    expect(recheck.hits.length).toBe(answered!.hits.length);
    for (const hit of recheck.hits as (Hit & Record<string, unknown>)[]) {
      const before = answered!.hits.find(
        (old) => old.matched === hit.matched && old.projectId === hit.projectId,
      );
      expect(hit).toMatchObject({
        answer: 'notSameParty',
        note: '不是同一主体',
        carried: true,
        previousHitId: before!.hitId,
      });
    }
  });

  it('is declined when the partner rejects it, and an administrator may let it apply again', async () => {
    const projectId = await apply('guojing');
    await settle('guojing', projectId);
    const task = await pendingTaskOf('zhangzhiqiang', projectId);
    await call('zhangzhiqiang', 'POST', `/process/task/${task.taskId}/reject`, { comment: '存在利益冲突' });
    expect(await statusOf(projectId)).toBe(CASE_STATUS.declined);
    const lawyer = await call('guojing', 'POST', '/hankun/project/restart', {
      projectId,
      status: 0,
      reason: '重新申请',
    });
    expect(lawyer.code).toBe(403);
    const restarted = await call('admin', 'POST', '/hankun/project/restart', {
      projectId,
      status: 0,
      reason: '重新申请',
    });
    expect(restarted.code, restarted.msg).toBe(200);
    expect(await statusOf(projectId)).toBe(CASE_STATUS.draft);
  });

  it('gives two applications sent at the same instant two different numbers', async () => {
    const [a, b] = await Promise.all([apply('guojing'), apply('guojing')]);
    const [one, two] = await Promise.all([check('guojing', a), check('guojing', b)]);
    const answer = (current: Check) =>
      current.hits.map((hit) => ({ hitId: hit.hitId, answer: 'noConflict', note: '已核实' }));
    const answers = await Promise.all([
      call('guojing', 'POST', '/hankun/project/settleProject', {
        projectId: a,
        checkId: one.checkId,
        answers: answer(one),
      }),
      call('guojing', 'POST', '/hankun/project/settleProject', {
        projectId: b,
        checkId: two.checkId,
        answers: answer(two),
      }),
    ]);
    expect(answers.map((body) => body.code)).toEqual([200, 200]);
    const rows = await t.db.select().from(projects).where(eq(projects.status, CASE_STATUS.preCheckFirst));
    const numbers = rows.filter((row) => row.projectId === a || row.projectId === b).map((row) => row.number);
    expect(new Set(numbers).size).toBe(2);
  });
});

describe('the wall', () => {
  it('hides a case from an outsider in detail, lists and counts, but shows number:name in the picker', async () => {
    const projectId = await apply('guojing', { nameCn: '墙外可见的案件' });
    expect((await call('luoxue', 'GET', `/hankun/project/detail?projectId=${projectId}`)).code).toBe(404);
    expect((await call('luoxue', 'GET', `/hankun/project/detail?projectId=999999`)).code).toBe(404);
    const list = await call('luoxue', 'GET', '/hankun/project/list?pageSize=100');
    expect((list.rows as { projectId: number }[]).some((row) => row.projectId === projectId)).toBe(false);
    const picker = await call(
      'luoxue',
      'GET',
      `/hankun/project/selectList?query=${encodeURIComponent('墙外可见')}`,
    );
    expect(picker.data).toEqual([{ id: projectId, name: '墙外可见的案件', number: null }]);
    expect((await call('luoxue', 'GET', `/hankun/project/checkHistory?projectId=${projectId}`)).code).toBe(
      404,
    );
    expect((await call('luoxue', 'POST', '/hankun/project/matchProject', { projectId })).code).toBe(404);
    expect(
      (await call('luoxue', 'GET', `/hankun/project/closingChecklist?projectId=${projectId}`)).code,
    ).toBe(404);
  });

  it('keeps an outsider out of the case’s files, and lets its team list them', async () => {
    const projectId = await apply('guojing');
    const files = `/hankun/files/list?source=1&onlyId=${projectId}&status=0`;
    expect((await call('luoxue', 'GET', files)).code).toBe(403);
    const team = await call('zhangzhiqiang', 'GET', files);
    expect(team.code, team.msg).toBe(200);
  });

  it('hides a restricted case from the picker and from finance, but not from its team', async () => {
    const projectId = await apply('guojing', { nameCn: '高度保密项目', restricted: true });
    const picker = await call(
      'luoxue',
      'GET',
      `/hankun/project/selectList?query=${encodeURIComponent('高度保密')}`,
    );
    expect(picker.data).toEqual([]);
    expect((await call('lvjianhua', 'GET', `/hankun/project/detail?projectId=${projectId}`)).code).toBe(404);
    expect((await call('zhangzhiqiang', 'GET', `/hankun/project/detail?projectId=${projectId}`)).code).toBe(
      200,
    );
    expect((await call('admin', 'GET', `/hankun/project/detail?projectId=${projectId}`)).code).toBe(200);
  });

  it('names related cases as far as the reader may see them, in one answer', async () => {
    const outsiderTeam = (who: Person) => [
      { userId: ids.zhangzhiqiang, role: '1' },
      { userId: ids[who], role: '2' },
    ];
    const walled = await apply('luoxue', {
      nameCn: '关联的保密案件',
      restricted: true,
      team: outsiderTeam('luoxue'),
    });
    const open = await apply('hezhenyu', { nameCn: '关联的普通案件', team: outsiderTeam('hezhenyu') });
    const own = await apply('guojing', { nameCn: '关联的自己案件' });
    const projectId = await apply('guojing', { relatedProjectIds: [walled, open, own] });
    const detail = await call('guojing', 'GET', `/hankun/project/detail?projectId=${projectId}`);
    expect(detail.code, detail.msg).toBe(200);
    const related = (detail.data as { relatedProjects: { id: number }[] }).relatedProjects;
    const byId = new Map(related.map((row) => [row.id, row]));
    expect(byId.get(walled)).toEqual({
      id: walled,
      number: null,
      name: '',
      visible: false,
      status: null,
      clientName: '',
    });
    expect(byId.get(open)).toEqual({
      id: open,
      number: null,
      name: '关联的普通案件',
      visible: false,
      status: null,
      clientName: '',
    });
    expect(byId.get(own)).toEqual({
      id: own,
      number: null,
      name: '关联的自己案件',
      visible: true,
      status: CASE_STATUS.draft,
      clientName: '星河资本管理有限公司',
    });
    const admin = await call(
      'admin',
      'GET',
      `/hankun/project/detail?projectId=${projectId}`,
      undefined,
      'en',
    );
    const seenByAdmin = (admin.data as { relatedProjects: { id: number; visible: boolean; name: string }[] })
      .relatedProjects;
    expect(seenByAdmin.every((row) => row.visible)).toBe(true);
    expect(seenByAdmin.find((row) => row.id === walled)?.name).toBe('Galaxy Capital acquisition of Huaqiang');
  });

  it('names the responsible partner in the reader’s language in lists and detail', async () => {
    const projectId = await apply('guojing', { nameCn: '英文读者的案件' });
    const [partner] = await t.db.select().from(users).where(eq(users.userId, ids.zhangzhiqiang));
    expect(partner!.nameEn).not.toBe('');
    const rowOf = async (lang: string) => {
      const list = await call('guojing', 'GET', '/hankun/project/list?pageSize=100', undefined, lang);
      return (list.rows as { projectId: number; partnerName: string }[]).find(
        (row) => row.projectId === projectId,
      );
    };
    expect((await rowOf('en'))?.partnerName).toBe(partner!.nameEn);
    expect((await rowOf('zh-CN'))?.partnerName).toBe(partner!.nickName);
    const detail = await call(
      'guojing',
      'GET',
      `/hankun/project/detail?projectId=${projectId}`,
      undefined,
      'en',
    );
    expect((detail.data as { partnerName: string }).partnerName).toBe(partner!.nameEn);
  });

  it('lets finance read an open, unrestricted case for billing', async () => {
    const projectId = await apply('guojing', { nameCn: '财务可见案件' });
    expect((await call('lvjianhua', 'GET', `/hankun/project/detail?projectId=${projectId}`)).code).toBe(200);
  });

  it('refuses finance editing a case it reads (403, whatever the state), and leaves it as it was', async () => {
    const projectId = await apply('guojing', { nameCn: '财务只读案件' });
    const edit = await call('lvjianhua', 'PUT', '/hankun/project/update', {
      projectId,
      project: application({ nameCn: '财务改名' }),
    });
    expect(edit.code).toBe(403);
    const detail = await call('guojing', 'GET', `/hankun/project/detail?projectId=${projectId}`);
    expect((detail.data as { nameCn: string }).nameCn).toBe('财务只读案件');
  });

  it('refuses the audit lists to whoever lacks their quick-start permission', async () => {
    expect((await call('luoxue', 'GET', '/hankun/project/auditList?statusFrom=1&statusTo=5')).code).toBe(403);
    expect(
      (await call('zhangzhiqiang', 'GET', '/hankun/project/auditList?statusFrom=1&statusTo=5')).code,
    ).toBe(200);
    expect(
      (await call('zhangzhiqiang', 'GET', '/hankun/project/auditList?statusFrom=1&statusTo=30')).code,
    ).toBe(403);
  });

  it('counts cases by stage over what the person may see', async () => {
    const mine = await call('luoxue', 'GET', '/hankun/project/counts?focus=mine');
    const all = await call('admin', 'GET', '/hankun/project/counts?focus=all');
    const total = (counts: object) =>
      Object.values(counts).reduce((sum: number, value) => sum + (value as number), 0);
    expect(total(all.data as object)).toBe(await t.db.$count(projects));
    expect(total(mine.data as object)).toBeLessThan(total(all.data as object));
  });
});

describe('the administrators’ corrections', () => {
  it('marks a case special and audits it; a lawyer may not', async () => {
    const projectId = await apply('guojing');
    expect((await call('guojing', 'PUT', '/hankun/project/special', { projectId, value: true })).code).toBe(
      403,
    );
    expect((await call('admin', 'PUT', '/hankun/project/special', { projectId, value: true })).code).toBe(
      200,
    );
    const [row] = await t.db.select().from(projects).where(eq(projects.projectId, projectId));
    expect(row!.special).toBe(true);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'project'),
          eq(auditLog.entityId, String(projectId)),
          eq(auditLog.action, 'special.on'),
        ),
      );
    expect(audits).toHaveLength(1);
  });

  it('will not reset a case while a request on it is under audit', async () => {
    const projectId = await apply('guojing');
    await settle('guojing', projectId);
    const body = await call(
      'admin',
      'POST',
      `/hankun/project/compatibleProject/correctByStatus/${projectId}`,
    );
    expect(body.code).toBe(409);
    expect(await statusOf(projectId)).toBe(CASE_STATUS.preCheckFirst);
  });
});

describe('closing information', () => {
  async function openCase(extra: object = {}): Promise<number> {
    const projectId = await apply('guojing', extra);
    expect((await settle('guojing', projectId)).code).toBe(200);
    const preCheck = await pendingTaskOf('zhangzhiqiang', projectId);
    await call('zhangzhiqiang', 'POST', `/process/task/${preCheck.taskId}/approve`, {});
    const establishment = await pendingTaskOf('admin', projectId);
    await call('admin', 'POST', `/process/task/${establishment.taskId}/approve`, {});
    expect(await statusOf(projectId)).toBe(CASE_STATUS.active);
    return projectId;
  }
  const merger = (projectId: number, extra: object = {}) => ({
    kind: 'merger',
    projectId,
    info: {
      dealType: 'acquisition',
      target: '深圳市华强电子有限公司',
      counterparties: ['华强集团'],
      firmRole: 'buyer',
      dealValue: '800000000.00',
      currency: 'CNY',
      signingDate: '2026-09-01',
      closingDate: '2026-10-15',
      ...extra,
    },
  });

  it('is filed once by the team, refused before the case opens and to an outsider, then overridden', async () => {
    const draft = await apply('guojing');
    expect((await call('guojing', 'POST', '/hankun/project/closeProjectInfo', merger(draft))).code).toBe(409);
    const projectId = await openCase();
    expect((await call('luoxue', 'POST', '/hankun/project/closeProjectInfo', merger(projectId))).code).toBe(
      404,
    );
    const filed = await call('guojing', 'POST', '/hankun/project/closeProjectInfo', merger(projectId));
    expect(filed.code, filed.msg).toBe(200);
    expect((await call('guojing', 'POST', '/hankun/project/closeProjectInfo', merger(projectId))).code).toBe(
      409,
    );
    const corrected = await call(
      'zhangzhiqiang',
      'PUT',
      '/hankun/project/closeProjectInfo',
      merger(projectId, { dealValue: '850000000' }),
    );
    expect(corrected.code, corrected.msg).toBe(200);
    const read = await call('guojing', 'GET', `/hankun/project/closeProjectInfo?projectId=${projectId}`);
    expect(read.data).toMatchObject({ kind: 'merger', info: { dealValue: '850000000.00' } });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'projectClosingInfo'), eq(auditLog.entityId, String(projectId))));
    expect(audits.map((row) => row.action).sort()).toEqual(['insert', 'update']);
  });

  it('refuses a closing date before the signing date, in the reader’s language', async () => {
    const projectId = await openCase();
    const body = await call(
      'guojing',
      'POST',
      '/hankun/project/closeProjectInfo',
      merger(projectId, { closingDate: '2026-08-01' }),
      'en',
    );
    expect(body.code).toBe(400);
    expect(body.msg).toContain('closing date cannot be before the signing date');
  });

  it('checks each kind’s own fields: a fund needs its size', async () => {
    const projectId = await openCase();
    const fund = {
      kind: 'fund',
      projectId,
      info: {
        fundName: '星河一期',
        fundType: 'privateEquity',
        generalPartner: '星河资本',
        domicile: '上海',
        currency: 'CNY',
        firmRole: 'fundCounsel',
        signingDate: '2026-09-01',
      },
    };
    expect((await call('guojing', 'POST', '/hankun/project/closeProjectInfo', fund)).code).toBe(400);
    const filed = await call('guojing', 'POST', '/hankun/project/closeProjectInfo', {
      ...fund,
      info: { ...fund.info, fundSize: '500000000' },
    });
    expect(filed.code, filed.msg).toBe(200);
  });

  const judgment = (projectId: number, extra: object = {}) => ({
    kind: 'litigation',
    projectId,
    info: {
      court: '北京市第三中级人民法院',
      caseNumber: '（2026）京03民初1234号',
      procedure: 'firstInstance',
      clientRole: 'plaintiff',
      outcome: 'partlyWon',
      judgmentDate: '2026-10-20',
      amountClaimed: '12000000',
      amountAwarded: '8500000.50',
      currency: 'CNY',
      appeal: 'byOpponent',
      ...extra,
    },
  });

  it('files a lawsuit’s outcome on a litigation case, and no deal facts (issue 27 item 8)', async () => {
    const projectId = await openCase({ projectType: '1' });
    const deal = await call('guojing', 'POST', '/hankun/project/closeProjectInfo', merger(projectId));
    expect(deal.code).toBe(400);
    expect(deal.errors?.map((error) => error.field)).toEqual(['kind']);
    expect(deal.msg).toContain('诉讼结案信息');
    const filed = await call('guojing', 'POST', '/hankun/project/closeProjectInfo', judgment(projectId));
    expect(filed.code, filed.msg).toBe(200);
    const read = await call(
      'zhangzhiqiang',
      'GET',
      `/hankun/project/closeProjectInfo?projectId=${projectId}`,
    );
    expect(read.data).toMatchObject({
      kind: 'litigation',
      info: {
        court: '北京市第三中级人民法院',
        caseNumber: '（2026）京03民初1234号',
        outcome: 'partlyWon',
        judgmentDate: '2026-10-20',
        amountAwarded: '8500000.50',
        appeal: 'byOpponent',
      },
    });
  });

  it('checks the lawsuit’s own facts, naming the field in the reader’s language', async () => {
    const projectId = await openCase({ projectType: '1' });
    const noCourt = await call(
      'guojing',
      'POST',
      '/hankun/project/closeProjectInfo',
      judgment(projectId, { court: '' }),
      'en',
    );
    expect(noCourt.code).toBe(400);
    expect(noCourt.msg).toContain('Court');
    const badDate = await call(
      'guojing',
      'POST',
      '/hankun/project/closeProjectInfo',
      judgment(projectId, { judgmentDate: '2026-02-30' }),
    );
    expect(badDate.errors?.map((error) => error.field)).toEqual(['info.judgmentDate']);
    const badOutcome = await call(
      'guojing',
      'POST',
      '/hankun/project/closeProjectInfo',
      judgment(projectId, { outcome: 'victory' }),
    );
    expect(badOutcome.errors?.map((error) => error.field)).toEqual(['info.outcome']);
  });

  it('files an award on an arbitration case, and advice on a retainer or a transaction that was no deal', async () => {
    const arbitration = await openCase({ projectType: '2' });
    const award = await call('guojing', 'POST', '/hankun/project/closeProjectInfo', {
      kind: 'arbitration',
      projectId: arbitration,
      info: {
        tribunal: '中国国际经济贸易仲裁委员会',
        caseNumber: 'DS20261234',
        arbitrationSeat: '北京',
        clientRole: 'respondent',
        outcome: 'won',
        awardDate: '2026-11-02',
        amountClaimed: '3000000',
        amountAwarded: null,
        currency: 'USD',
        challenge: 'none',
      },
    });
    expect(award.code, award.msg).toBe(200);
    const advice = (projectId: number) => ({
      kind: 'advisory',
      projectId,
      info: {
        matterType: 'legalOpinion',
        deliverables: ['关于境外投资备案的法律意见书'],
        authority: '国家发展和改革委员会',
        outcome: 'approved',
        completionDate: '2026-11-10',
        valueInvolved: '50000000',
        currency: 'CNY',
      },
    });
    const retainer = await openCase({ projectType: '4' });
    expect((await call('guojing', 'POST', '/hankun/project/closeProjectInfo', judgment(retainer))).code).toBe(
      400,
    );
    for (const projectId of [retainer, await openCase({ projectType: '3' })]) {
      const filed = await call('guojing', 'POST', '/hankun/project/closeProjectInfo', advice(projectId));
      expect(filed.code, filed.msg).toBe(200);
    }
  });
});

describe('the export', () => {
  it('writes the cases an administrator sees, headed in the reader’s language; a lawyer may not export', async () => {
    const projectId = await apply('guojing', { nameCn: '导出核对案件' });
    expect((await call('guojing', 'POST', '/hankun/project/export', {})).code).toBe(403);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/hankun/project/export`,
      headers: { ...bearer(tokens.admin), language: 'en' },
      payload: { keyword: '导出核对' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual([
      'Case number',
      'Case name',
      'English name',
      'Client',
      'Responsible partner',
      'Stage',
      'Applied on',
      'Opened on',
    ]);
    expect(rows.slice(1).map((row) => [row[1], row[5]])).toEqual([['导出核对案件', 'Draft']]);
    expect(projectId).toBeGreaterThan(0);
  });

  it('dates each case on the firm’s calendar, not by the UTC instant it is stored as', async () => {
    const projectId = await apply('guojing', { nameCn: '导出日期核对案件' });
    // 01:30 on 5 January in Beijing is still 4 January in UTC.
    await t.db
      .update(projects)
      .set({ appliedAt: new Date('2026-01-04T17:30:00Z') })
      .where(eq(projects.projectId, projectId));
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Shanghai';
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/hankun/project/export`,
        headers: bearer(tokens.admin),
        payload: { keyword: '导出日期核对' },
      });
      const [header, ...rows] = await readSheet(response.rawPayload);
      expect(rows.map((row) => row[header!.indexOf('申请日期')])).toEqual(['2026-01-05']);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('the team, the remark and the bill reminder', () => {
  it('lets the responsible partner replace the team, still with one partner; an outsider gets not-found', async () => {
    const projectId = await apply('guojing');
    const team = [
      { userId: ids.zhangzhiqiang, role: '1' },
      { userId: ids.hezhenyu, role: '2' },
    ];
    expect(
      (await call('luoxue', 'PUT', '/hankun/project/resetProjectLawyer', { projectId, team })).code,
    ).toBe(404);
    expect(
      (await call('guojing', 'PUT', '/hankun/project/resetProjectLawyer', { projectId, team })).code,
    ).toBe(403);
    const noPartner = await call('zhangzhiqiang', 'PUT', '/hankun/project/resetProjectLawyer', {
      projectId,
      team: [{ userId: ids.hezhenyu, role: '2' }],
    });
    expect(noPartner.code).toBe(400);
    expect(
      (await call('zhangzhiqiang', 'PUT', '/hankun/project/resetProjectLawyer', { projectId, team })).code,
    ).toBe(200);
    // guojing applied, so she still sees it; hezhenyu now does as a member.
    expect((await call('hezhenyu', 'GET', `/hankun/project/detail?projectId=${projectId}`)).code).toBe(200);
  });

  it('keeps the remark and the bill reminder, each audited', async () => {
    const projectId = await apply('guojing');
    expect(
      (await call('guojing', 'PUT', '/hankun/project/editRemark', { projectId, remark: '客户要求每月汇报' }))
        .code,
    ).toBe(200);
    expect(
      (
        await call('guojing', 'PUT', '/hankun/project/editBillRemind', {
          projectId,
          billRemind: '每季度末出账',
        })
      ).code,
    ).toBe(200);
    const detail = await call('guojing', 'GET', `/hankun/project/detail?projectId=${projectId}`);
    expect(detail.data).toMatchObject({ remark: '客户要求每月汇报', billRemind: '每季度末出账' });
    expect((await call('luoxue', 'PUT', '/hankun/project/editRemark', { projectId, remark: 'x' })).code).toBe(
      404,
    );
  });
});

describe('the expense types a case allows', () => {
  it('are set by the lead lawyer from the dictionary, read on the case, and audited', async () => {
    const projectId = await apply('guojing');
    const set = (who: Person, expenseTypes: string[], lang?: string) =>
      call(who, 'PUT', '/hankun/project/expenseTypes', { projectId, expenseTypes }, lang);
    expect((await set('guojing', ['1', '6'])).code).toBe(200);
    const detail = await call('zhangzhiqiang', 'GET', `/hankun/project/detail?projectId=${projectId}`);
    expect((detail.data as { expenseTypes: string[] }).expenseTypes).toEqual(['1', '6']);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'projectExpenseTypes'), eq(auditLog.entityId, String(projectId))));
    expect(audit).toBeDefined();

    const unknown = await set('guojing', ['1', '99'], 'en');
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toContain('No such expense type');
    expect((await set('guojing', ['2', '2'])).code).toBe(400);
    expect((await set('luoxue', ['2'])).code).toBe(404);
    const after = await call('guojing', 'GET', `/hankun/project/detail?projectId=${projectId}`);
    expect((after.data as { expenseTypes: string[] }).expenseTypes).toEqual(['1', '6']);
    expect((await set('guojing', [])).code).toBe(200);
    const cleared = await call('guojing', 'GET', `/hankun/project/detail?projectId=${projectId}`);
    expect((cleared.data as { expenseTypes: string[] }).expenseTypes).toEqual([]);
  });
});

describe('the case picker for an expense', () => {
  it('offers open cases that allow the expense type, every type where none is listed', async () => {
    const [open] = await t.db.select().from(projects).where(eq(projects.nameCn, '星河智能B轮融资'));
    const draft = await apply('guojing', { nameCn: '星河智能草稿案件' });
    const pick = async (expType: number) =>
      (
        (
          await call(
            'admin',
            'GET',
            `/hankun/project/selectList?expType=${expType}&query=${encodeURIComponent('星河智能')}`,
          )
        ).data as { id: number }[]
      ).map((row) => row.id);
    expect(await pick(6)).toContain(open!.projectId);
    expect(await pick(6)).not.toContain(draft);
    const set = await call('admin', 'PUT', '/hankun/project/expenseTypes', {
      projectId: open!.projectId,
      expenseTypes: ['1'],
    });
    expect(set.code, set.msg).toBe(200);
    expect(await pick(6)).not.toContain(open!.projectId);
    expect(await pick(1)).toContain(open!.projectId);
  });
});

describe('the case picker for a bill', () => {
  it('offers the open cases one is on, and every visible open case to one who sees all bills', async () => {
    const [open] = await t.db.select().from(projects).where(eq(projects.nameCn, '星河智能B轮融资'));
    const draft = await apply('guojing', { nameCn: '星河智能开票草稿案件' });
    const pick = async (who: Person) =>
      (
        (
          await call(
            who,
            'GET',
            `/hankun/project/selectList?billType=1&query=${encodeURIComponent('星河智能')}`,
          )
        ).data as { id: number }[]
      ).map((row) => row.id);
    // guojing is on the open case's team; a draft is not billable whoever applied for it.
    expect(await pick('guojing')).toContain(open!.projectId);
    expect(await pick('guojing')).not.toContain(draft);
    // luoxue sees the case in the plain picker but is not on its team; finance sees every bill.
    const plain = await call(
      'luoxue',
      'GET',
      `/hankun/project/selectList?query=${encodeURIComponent('星河智能')}`,
    );
    expect((plain.data as { id: number }[]).map((row) => row.id)).toContain(open!.projectId);
    expect(await pick('luoxue')).not.toContain(open!.projectId);
    expect(await pick('lvjianhua')).toContain(open!.projectId);
  });
});

describe('what the case tells its reader about its team and notes', () => {
  const canOf = async (who: Person, projectId: number) =>
    (
      (await call(who, 'GET', `/hankun/project/detail?projectId=${projectId}`)).data as {
        can: { editTeam: boolean; editNotes: boolean };
      }
    ).can;

  it('offers the team to its partner and an administrator, the notes also to a lead, and the team no more once declined', async () => {
    const projectId = await apply('guojing');
    expect(await canOf('zhangzhiqiang', projectId)).toMatchObject({ editTeam: true, editNotes: true });
    expect(await canOf('guojing', projectId)).toMatchObject({ editTeam: false, editNotes: true });
    expect(await canOf('admin', projectId)).toMatchObject({ editTeam: true, editNotes: true });
    await settle('guojing', projectId);
    const task = await pendingTaskOf('zhangzhiqiang', projectId);
    await call('zhangzhiqiang', 'POST', `/process/task/${task.taskId}/reject`, { comment: '存在利益冲突' });
    expect(await statusOf(projectId)).toBe(CASE_STATUS.declined);
    expect(await canOf('zhangzhiqiang', projectId)).toMatchObject({ editTeam: false, editNotes: true });
    const team = [{ userId: ids.zhangzhiqiang, role: '1' }];
    expect(
      (await call('zhangzhiqiang', 'PUT', '/hankun/project/resetProjectLawyer', { projectId, team })).code,
    ).toBe(409);
  });
});
