import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { users } from './users.tables.ts';

interface Profile {
  userId: number;
  userName: string;
  nickName: string;
  nameEn: string;
  userno: string;
  email: string;
  phonenumber: string;
  deptName: string | null;
  officeName: string | null;
  roleNames: string[];
  currentSignIn: { loginTime: string; ipaddr: string } | null;
  previousSignIn: { loginTime: string; ipaddr: string } | null;
}

let t: TestApp;
let lawyer: string;
let partner: string;

beforeAll(async () => {
  t = await createTestApp();
  // Two sign-ins of the lawyer: the centre shows this one and the one before.
  await signIn(t.app, 'sunyue', undefined, '10.0.0.7');
  [lawyer, partner] = await Promise.all([signIn(t.app, 'sunyue'), signIn(t.app, 'wangjianguo')]);
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

async function profileOf(token: string, lang?: string): Promise<Profile> {
  const body = await call('GET', '/system/user/profile', token, undefined, lang);
  expect(body.code, body.msg).toBe(200);
  return body.data as Profile;
}

/** What a refused edit must leave untouched: every user row and the audit trail. */
async function footprint() {
  const [rows, audits] = await Promise.all([
    t.db.select().from(users).orderBy(users.userId),
    t.db.$count(auditLog),
  ]);
  return { rows, audits };
}

describe('GET /system/user/profile', () => {
  it("answers the caller's own details: name, number, department, office, roles and sign-ins", async () => {
    const profile = await profileOf(lawyer);
    expect(profile).toMatchObject({
      userName: 'sunyue',
      nickName: '孙悦',
      nameEn: 'Sun Yue',
      email: 'sunyue@venus-demo.cn',
    });
    expect(profile.userno).not.toBe('');
    expect(profile.deptName).toBeTruthy();
    expect(profile.officeName).toBeTruthy();
    expect(profile.roleNames.length).toBeGreaterThan(0);
    expect(profile.currentSignIn?.ipaddr).toBe('127.0.0.1');
    expect(profile.previousSignIn?.ipaddr).toBe('10.0.0.7');
    expect(new Date(profile.currentSignIn!.loginTime) >= new Date(profile.previousSignIn!.loginTime)).toBe(
      true,
    );
    expect(profile).not.toHaveProperty('passwordHash');
  });

  it('names department and roles in English for an English caller', async () => {
    const cn = await profileOf(lawyer);
    const en = await profileOf(lawyer, 'en');
    expect(en.roleNames).not.toEqual(cn.roleNames);
    expect(en.roleNames.every((name) => /^[\x20-\x7e]+$/.test(name))).toBe(true);
  });

  it('answers for the administrator too', async () => {
    const admin = await signIn(t.app, 'admin');
    expect((await profileOf(admin)).userName).toBe('admin');
  });

  it('answers each caller about themselves only', async () => {
    expect((await profileOf(partner)).userName).toBe('wangjianguo');
  });

  it('refuses an anonymous caller', async () => {
    expect((await call('GET', '/system/user/profile')).code).toBe(401);
  });
});

describe('PUT /system/user/profile', () => {
  it('changes the English name and phone of the caller, and audits before and after', async () => {
    const body = await call('PUT', '/system/user/profile', lawyer, {
      nameEn: 'Yue Sun',
      phonenumber: '+86 139-0000-1111',
    });
    expect(body.code, body.msg).toBe(200);
    expect(body.data).toMatchObject({ nameEn: 'Yue Sun', phonenumber: '+86 139-0000-1111' });
    expect(await profileOf(lawyer)).toMatchObject({ nameEn: 'Yue Sun', phonenumber: '+86 139-0000-1111' });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'user'),
          eq(auditLog.entityId, String(body.data && (body.data as Profile).userId)),
        ),
      )
      .orderBy(auditLog.auditId);
    expect(audit).toMatchObject({ action: 'update' });
    expect(audit!.before).toMatchObject({ nameEn: 'Sun Yue' });
    expect(audit!.after).toMatchObject({ nameEn: 'Yue Sun', phonenumber: '+86 139-0000-1111' });
  });

  it('refuses a field a person may not change about themselves, writing nothing', async () => {
    const before = await footprint();
    for (const payload of [
      { nameEn: 'X', email: 'me@elsewhere.example' },
      { nameEn: 'X', nickName: '别人' },
      { nameEn: 'X', phonenumber: '1', userId: 1 },
    ]) {
      const body = await call('PUT', '/system/user/profile', lawyer, payload);
      expect(body.code, JSON.stringify(payload)).toBe(400);
    }
    expect(await footprint()).toEqual(before);
  });

  it('never reaches another user: a named userId is refused and the partner is untouched', async () => {
    const partnerBefore = await profileOf(partner);
    const body = await call('PUT', '/system/user/profile', lawyer, {
      userId: partnerBefore.userId,
      nameEn: 'Hijacked',
      phonenumber: '',
    });
    expect(body.code).toBe(400);
    expect(await profileOf(partner)).toEqual(partnerBefore);
  });

  it('refuses a malformed phone number, naming the field in cn and en', async () => {
    const before = await footprint();
    const cn = await call('PUT', '/system/user/profile', lawyer, {
      nameEn: 'Yue Sun',
      phonenumber: 'call me',
    });
    expect(cn.code).toBe(400);
    expect(cn.msg).toContain('手机号码');
    const en = await call(
      'PUT',
      '/system/user/profile',
      lawyer,
      { nameEn: 'Yue Sun', phonenumber: 'call me' },
      'en',
    );
    expect(en.msg).toContain('Mobile number');
    expect(await footprint()).toEqual(before);
  });

  it('refuses an anonymous caller', async () => {
    expect(
      (await call('PUT', '/system/user/profile', undefined, { nameEn: 'X', phonenumber: '' })).code,
    ).toBe(401);
  });
});
