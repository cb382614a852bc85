import { addDays, formatIsoDate } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { levelRates } from '../billing/arrangements/arrangements.tables.ts';
import { staffLevelOn } from './people.composition.ts';
import { staffLevels } from './people.tables.ts';
import { caller, userIdOf } from './people.test-support.ts';

let t: TestApp;
let hr: string;
let lawyer: string;
let colleague: string;
let lawyerId: number;
const call = caller(() => t);
const today = formatIsoDate(new Date());

interface Level {
  levelId: number;
  level: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  isCurrent: boolean;
  rates: { currency: string; rate: string; from: string; to: string | null }[];
}

beforeAll(async () => {
  t = await createTestApp();
  [hr, lawyer, colleague] = await Promise.all([
    signIn(t.app, 'panling'),
    signIn(t.app, 'yangfan'),
    signIn(t.app, 'sunyue'),
  ]);
  lawyerId = await userIdOf(t, 'yangfan');
  await t.db.insert(levelRates).values([
    { level: 'associate', currency: 'USD', rate: '400.00', effectiveFrom: '2020-01-01' },
    { level: 'associate', currency: 'USD', rate: '450.00', effectiveFrom: '2023-01-01' },
    { level: 'seniorAssociate', currency: 'USD', rate: '600.00', effectiveFrom: '2020-01-01' },
  ]);
});
afterAll(() => t.close());

const levels = async (token = hr) =>
  (await call('GET', `/hankun/people/level/list?userId=${lawyerId}`, token)).data as Level[];

describe('level history (editLevel)', () => {
  it('records a level, and a promotion ends the running one the day before', async () => {
    const first = await call('POST', '/hankun/people/level', hr, {
      userId: lawyerId,
      level: 'associate',
      effectiveFrom: '2021-07-01',
    });
    expect(first.code, first.msg).toBe(200);
    const promoted = await call('POST', '/hankun/people/level', hr, {
      userId: lawyerId,
      level: 'seniorAssociate',
      effectiveFrom: addDays(today, -30),
      note: '晋升',
    });
    expect(promoted.code, promoted.msg).toBe(200);
    const history = await levels();
    expect(history.map(({ level, effectiveTo, isCurrent }) => ({ level, effectiveTo, isCurrent }))).toEqual([
      { level: 'seniorAssociate', effectiveTo: null, isCurrent: true },
      { level: 'associate', effectiveTo: addDays(today, -31), isCurrent: false },
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staffLevel')));
    expect(audits.map((row) => row.action)).toEqual(['create', 'update', 'create']);
  });

  it('shows the rate card’s rates of each period, and the person their own', async () => {
    const history = await levels(lawyer);
    const associate = history.find((row) => row.level === 'associate')!;
    expect(associate.rates).toEqual([
      { currency: 'USD', rate: '400.00', from: '2021-07-01', to: '2022-12-31' },
      { currency: 'USD', rate: '450.00', from: '2023-01-01', to: addDays(today, -31) },
    ]);
    expect(history[0]!.rates).toEqual([
      { currency: 'USD', rate: '600.00', from: addDays(today, -30), to: null },
    ]);
    expect((await call('GET', `/hankun/people/record/${lawyerId}`, lawyer)).data).toMatchObject({
      currentLevel: 'seniorAssociate',
    });
  });

  it('feeds timekeeping the level held on the work date', async () => {
    const levelOn = staffLevelOn(t.db);
    expect(await levelOn(lawyerId, '2022-03-01')).toBe('associate');
    expect(await levelOn(lawyerId, today)).toBe('seniorAssociate');
    expect(await levelOn(lawyerId, '2019-01-01')).toBeNull();
  });

  it('refuses an overlapping period, naming the one it overlaps, in both languages', async () => {
    const clash = await call('POST', '/hankun/people/level', hr, {
      userId: lawyerId,
      level: 'paralegal',
      effectiveFrom: '2021-01-01',
      effectiveTo: '2021-12-31',
    });
    expect(clash.code).toBe(409);
    expect(clash.msg).toContain('associate');
    expect(clash.msg).toContain('2021-07-01');
    const en = await call(
      'POST',
      '/hankun/people/level',
      hr,
      { userId: lawyerId, level: 'paralegal', effectiveFrom: '2021-01-01', effectiveTo: '2021-08-01' },
      'en',
    );
    expect(en.msg).toContain('Overlaps an existing level');
    // A period before, touching no other, is history HR may fill in.
    const before = await call('POST', '/hankun/people/level', hr, {
      userId: lawyerId,
      level: 'paralegal',
      effectiveFrom: '2019-07-01',
      effectiveTo: '2021-06-30',
    });
    expect(before.code, before.msg).toBe(200);
  });

  it('is the database’s rule too: an overlapping row written past the service is refused (23P01)', async () => {
    await expect(
      t.db.insert(staffLevels).values({ userId: lawyerId, level: 'partner', effectiveFrom: '2022-01-01' }),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
  });

  it('changes and removes a period, refusing a level outside the dictionary', async () => {
    const history = await levels();
    const paralegal = history.find((row) => row.level === 'paralegal')!;
    const unknown = await call('PUT', '/hankun/people/level', hr, {
      levelId: paralegal.levelId,
      userId: lawyerId,
      level: 'intern',
      effectiveFrom: '2019-07-01',
      effectiveTo: '2021-06-30',
    });
    expect(unknown.code).toBe(400);
    const moved = await call('PUT', '/hankun/people/level', hr, {
      levelId: paralegal.levelId,
      userId: lawyerId,
      level: 'paralegal',
      effectiveFrom: '2019-09-01',
      effectiveTo: '2021-06-30',
    });
    expect(moved.data).toMatchObject({ effectiveFrom: '2019-09-01' });
    expect((await call('DELETE', `/hankun/people/level/${paralegal.levelId}`, hr)).code).toBe(200);
    expect((await levels()).length).toBe(2);
  });

  it('is HR’s to change and nobody else’s to read', async () => {
    expect((await call('GET', `/hankun/people/level/list?userId=${lawyerId}`, colleague)).code).toBe(403);
    expect(
      (
        await call('POST', '/hankun/people/level', lawyer, {
          userId: lawyerId,
          level: 'partner',
          effectiveFrom: today,
        })
      ).code,
    ).toBe(403);
  });
});

describe('user types and staff groups (editUserType, editGroup)', () => {
  it('are data HR keeps, read by everyone, and a record names them', async () => {
    const type = await call('POST', '/hankun/people/userType', hr, {
      name: '执业律师',
      nameEn: 'Practising lawyer',
      isFeeEarner: true,
    });
    expect(type.code, type.msg).toBe(200);
    const group = await call('POST', '/hankun/people/group', hr, {
      name: '2021 届',
      nameEn: 'Class of 2021',
    });
    expect(group.code, group.msg).toBe(200);
    const userTypeId = (type.data as { userTypeId: number }).userTypeId;
    const groupId = (group.data as { groupId: number }).groupId;
    const saved = await call('PUT', '/hankun/people/record', hr, {
      userId: lawyerId,
      userTypeId,
      groupIds: [groupId],
    });
    expect(saved.code, saved.msg).toBe(200);
    const types = await call('GET', '/hankun/people/userType/list', colleague);
    expect(types.data).toEqual([expect.objectContaining({ userTypeId, people: 1, isFeeEarner: true })]);
    const renamed = await call('PUT', '/hankun/people/group', hr, {
      groupId,
      name: '2021 届新人',
      isActive: false,
    });
    expect(renamed.data).toMatchObject({ name: '2021 届新人', isActive: false, people: 1 });
    expect((await call('POST', '/hankun/people/group', lawyer, { name: 'x' })).code).toBe(403);
    const missing = await call('PUT', '/hankun/people/record', hr, { userId: lawyerId, groupIds: [999999] });
    expect(missing.code).toBe(400);
  });
});
