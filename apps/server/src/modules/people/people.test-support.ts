import { PRIVACY_HEADER } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { API, bearer, callApi, type Json, json, type Method, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../platform/auth/password-hasher.ts';
import { userPrivacy } from '../account-security/account-security.tables.ts';

export const PRIVACY = 'Private#2026';
/** A PRC identity number with a right check character (born 1990-03-07). */
export const PRC_ID = '110105199003070017';

/** Calls the API as someone; answers the envelope. */
export const caller =
  (t: () => TestApp) => (method: Method, url: string, token: string, payload?: object, lang?: string) =>
    callApi(t().app, method, url, token, payload, lang);

export async function userIdOf(t: TestApp, userName: string): Promise<number> {
  const [row] = await t.db.select({ userId: users.userId }).from(users).where(eq(users.userName, userName));
  if (!row) throw new Error(`no user ${userName}`);
  return row.userId;
}

/** Sets the person's privacy password straight in its table (its own routes are tested elsewhere). */
export async function setPrivacyPassword(t: TestApp, userName: string): Promise<void> {
  const userId = await userIdOf(t, userName);
  const now = new Date();
  await t.db
    .insert(userPrivacy)
    .values({ userId, passwordHash: await hashPassword(PRIVACY), createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

/** The unlock token a right privacy password gives this session. */
export async function unlock(t: TestApp, token: string): Promise<string> {
  const body = await callApi(t.app, 'POST', '/system/user/privacy/verify', token, {
    passwd: PRIVACY,
    passwd2: 'x',
  });
  if (body.code !== 200) throw new Error(`not unlocked: ${body.msg}`);
  return (body.data as { token: string }).token;
}

/** Reads the sensitive fields, with the unlock token when given. */
export async function readSensitive(
  t: TestApp,
  token: string,
  userId: number,
  unlockToken?: string,
): Promise<Json> {
  const headers: Record<string, string> = { ...bearer(token) };
  if (unlockToken) headers[PRIVACY_HEADER] = unlockToken;
  return json(
    await t.app.inject({ method: 'GET', url: `${API}/hankun/people/record/${userId}/sensitive`, headers }),
  );
}
