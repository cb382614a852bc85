import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import {
  caller,
  PRC_ID,
  readSensitive,
  setPrivacyPassword,
  unlock,
  userIdOf,
} from './people.test-support.ts';

let t: TestApp;
let hr: string;
let hr2: string;
let lawyer: string;
let colleague: string;
let lawyerId: number;
const call = caller(() => t);

const fullRecord = (userId: number) => ({
  userId,
  gender: 'male',
  birthDate: '1990-03-07',
  personalPhone: '13900001111',
  personalEmail: 'yangfan@example.com',
  education: [
    {
      school: '北京大学',
      degree: '法学硕士',
      major: '民商法',
      startDate: '2012-09-01',
      endDate: '2015-07-01',
    },
  ],
  barLicenceNo: '11101201510012345',
  barLicenceDate: '2015-10-20',
  hireDate: '2015-08-01',
  contracts: [
    { kind: 'fixedTerm', startDate: '2015-08-01', endDate: '2020-07-31', note: '' },
    { kind: 'openEnded', startDate: '2020-08-01', endDate: null, note: '' },
  ],
  sensitive: {
    identityType: 'prcId',
    identityNumber: PRC_ID,
    homeAddress: '北京市海淀区中关村大街 1 号',
    emergencyContact: { name: '杨母', relation: '母亲', phone: '13800002222' },
  },
});

beforeAll(async () => {
  t = await createTestApp();
  [hr, hr2, lawyer, colleague] = await Promise.all([
    signIn(t.app, 'panling'),
    signIn(t.app, 'dujuan'),
    signIn(t.app, 'yangfan'),
    signIn(t.app, 'sunyue'),
  ]);
  lawyerId = await userIdOf(t, 'yangfan');
  const saved = await call('PUT', '/hankun/people/record', hr, fullRecord(lawyerId));
  expect(saved.code, saved.msg).toBe(200);
});
afterAll(() => t.close());

describe('staff records (userDataInfo, editArchivesForm)', () => {
  it('are edited by HR, the change audited without the sensitive values', async () => {
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staffRecord'), eq(auditLog.entityId, String(lawyerId))));
    expect(row?.action).toBe('create');
    const logged = JSON.stringify(row?.after);
    expect(logged).not.toContain(PRC_ID);
    expect(logged).not.toContain('中关村');
    expect(row?.after).toMatchObject({
      identityNumber: '[hidden]',
      sensitiveChanged: ['identityNumber', 'homeAddress', 'emergencyContact'],
    });
  });

  it('shows the person their own record, with the sensitive fields only marked as filled', async () => {
    const body = await call('GET', `/hankun/people/record/${lawyerId}`, lawyer);
    expect(body.code, body.msg).toBe(200);
    expect(body.data).toMatchObject({
      barLicenceNo: '11101201510012345',
      isOwn: true,
      canEdit: false,
      contractEnds: '',
      sensitiveFilled: { identityNumber: true, homeAddress: true, emergencyContact: true },
    });
    const text = JSON.stringify(body.data);
    expect(text).not.toContain(PRC_ID);
    expect(text).not.toContain('中关村');
  });

  it('refuses a colleague the record, the sensitive fields, the levels and the corrections', async () => {
    expect((await call('GET', `/hankun/people/record/${lawyerId}`, colleague)).code).toBe(403);
    expect((await readSensitive(t, colleague, lawyerId)).code).toBe(403);
    expect((await call('GET', `/hankun/people/level/list?userId=${lawyerId}`, colleague)).code).toBe(403);
    expect((await call('GET', '/hankun/people/record/list', colleague)).code).toBe(403);
    expect((await call('PUT', '/hankun/people/record', colleague, fullRecord(lawyerId))).code).toBe(403);
    const theirs = await call('GET', `/hankun/people/correction/list?userId=${lawyerId}`, colleague);
    expect(theirs.rows).toEqual([]);
  });

  it('lists every record for HR, with the current level and filters', async () => {
    const body = await call('GET', '/hankun/people/record/list?name=杨帆', hr);
    expect(body.code, body.msg).toBe(200);
    expect(body.rows).toEqual([expect.objectContaining({ userId: lawyerId, hireDate: '2015-08-01' })]);
    const all = await call('GET', '/hankun/people/record/list?pageSize=100', hr);
    expect(all.total as number).toBeGreaterThan(30);
    expect(JSON.stringify(all.rows)).not.toContain(PRC_ID);
  });

  it('refuses a wrong identity number and overlapping contracts, naming the field, in both languages', async () => {
    const record = fullRecord(lawyerId);
    const wrong = await call('PUT', '/hankun/people/record', hr, {
      ...record,
      sensitive: { ...record.sensitive, identityNumber: '110105199003070010' },
    });
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toContain('证件号码不正确');
    const overlap = await call(
      'PUT',
      '/hankun/people/record',
      hr,
      {
        ...record,
        contracts: [
          ...record.contracts,
          { kind: 'internship', startDate: '2019-01-01', endDate: '2019-06-30' },
        ],
      },
      'en',
    );
    expect(overlap.code).toBe(400);
    expect(overlap.msg).toContain('Contract periods cannot overlap');
  });
});

describe('sensitive fields (privacy password, code 10016)', () => {
  it('are refused to a reader without a privacy password, telling them to set one', async () => {
    const body = await readSensitive(t, hr2, lawyerId);
    expect(body.code).toBe(409);
    expect(body.msg).toContain('隐私密码');
  });

  it('open the password prompt (10016) until the privacy password is given, then each read is audited', async () => {
    await setPrivacyPassword(t, 'yangfan');
    const own = await signIn(t.app, 'yangfan');
    expect((await readSensitive(t, own, lawyerId)).code).toBe(10016);
    const unlocked = await unlock(t, own);
    const auditsBefore = await sensitiveReads();
    const first = await readSensitive(t, own, lawyerId, unlocked);
    expect(first.code, first.msg).toBe(200);
    expect(first.data).toMatchObject({ identityNumber: PRC_ID, emergencyContact: { name: '杨母' } });
    await readSensitive(t, own, lawyerId, unlocked);
    const reads = await sensitiveReads();
    expect(reads.length - auditsBefore.length).toBe(2);
    expect(reads.at(-1)).toMatchObject({ action: 'read', userName: 'yangfan', entityId: String(lawyerId) });
    expect(JSON.stringify(reads.at(-1))).not.toContain(PRC_ID);
  });

  it('are read by HR behind HR’s own privacy password', async () => {
    await setPrivacyPassword(t, 'panling');
    const session = await signIn(t.app, 'panling');
    expect((await readSensitive(t, session, lawyerId)).code).toBe(10016);
    const body = await readSensitive(t, session, lawyerId, await unlock(t, session));
    expect(body.data).toMatchObject({ homeAddress: '北京市海淀区中关村大街 1 号' });
    expect((await sensitiveReads()).at(-1)).toMatchObject({ userName: 'panling' });
  });
});

async function sensitiveReads() {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'staffRecordSensitive'), eq(auditLog.entityId, String(lawyerId))))
    .orderBy(auditLog.auditId);
}
