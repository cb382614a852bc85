import { addDays, firmWallClock } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { bulletins } from './notices.tables.ts';
import { caller } from './notices.test-support.ts';

let t: TestApp;
let admin: string;
let lawyer: string;
const call = caller(() => t);
const today = () => firmWallClock(new Date()).day;

beforeAll(async () => {
  t = await createTestApp();
  [admin, lawyer] = await Promise.all([signIn(t.app, 'chengpeng'), signIn(t.app, 'sunyue')]);
});
afterAll(() => t.close());

async function post(bulletin: object): Promise<number> {
  const body = await call('POST', '/hankun/bulletin', admin, { content: '详见行政部邮件。', ...bulletin });
  if (body.code !== 200) throw new Error(body.msg);
  return (body.data as { bulletinId: number }).bulletinId;
}
const boardTitles = async (token: string, when = 'current') =>
  ((await call('GET', `/hankun/bulletin/list?when=${when}`, token)).rows as { title: string }[]).map(
    (r) => r.title,
  );

describe('bulletins (bulletin edit and detail)', () => {
  it('puts pinned items first, then the newest, for everyone', async () => {
    await post({ title: '旧公告' });
    await post({ title: '置顶：消防演练', isPinned: true, expiresOn: addDays(today(), 7) });
    await post({ title: '新公告' });
    const titles = await boardTitles(lawyer);
    expect(titles.slice(0, 3)).toEqual(['置顶：消防演练', '新公告', '旧公告']);
  });

  it('takes an item off the board after its last day; editors still find it under expired', async () => {
    const id = await post({ title: '已过期的公告', expiresOn: today() });
    expect(await boardTitles(lawyer)).toContain('已过期的公告');
    await t.db
      .update(bulletins)
      .set({ expiresOn: addDays(today(), -1) })
      .where(eq(bulletins.bulletinId, id));
    expect(await boardTitles(lawyer)).not.toContain('已过期的公告');
    expect(await boardTitles(lawyer, 'expired')).not.toContain('已过期的公告');
    expect((await call('GET', `/hankun/bulletin/${id}`, lawyer)).code).toBe(404);
    expect(await boardTitles(admin, 'expired')).toContain('已过期的公告');
    expect((await call('GET', `/hankun/bulletin/${id}`, admin)).data).toMatchObject({ isExpired: true });
  });

  it('is edited and taken down by administration, each change audited', async () => {
    const id = await post({ title: '停车场维修' });
    const changed = await call('PUT', '/hankun/bulletin', admin, {
      bulletinId: id,
      title: '停车场维修（延期）',
      content: '改至下周。',
      isPinned: true,
      expiresOn: null,
    });
    expect(changed.code, changed.msg).toBe(200);
    expect((await call('GET', `/hankun/bulletin/${id}`, lawyer)).data).toMatchObject({
      title: '停车场维修（延期）',
      isPinned: true,
      author: { name: '程鹏' },
    });
    expect((await call('DELETE', `/hankun/bulletin/${id}`, admin)).code).toBe(200);
    expect((await call('GET', `/hankun/bulletin/${id}`, admin)).code).toBe(404);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bulletin'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.auditId);
    expect(audits.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a lawyer posting, an expiry already past and an over-long text', async () => {
    expect((await call('POST', '/hankun/bulletin', lawyer, { title: 'x', content: 'y' })).code).toBe(403);
    const past = await call('POST', '/hankun/bulletin', admin, {
      title: 'x',
      content: 'y',
      expiresOn: addDays(today(), -1),
    });
    expect(past).toMatchObject({ code: 400, msg: '截止日期不能早于今天' });
    const long = await call(
      'POST',
      '/hankun/bulletin',
      admin,
      { title: 'x', content: '长'.repeat(2001) },
      'en',
    );
    expect(long).toMatchObject({ code: 400, msg: 'A bulletin is at most 2,000 characters' });
  });
});
