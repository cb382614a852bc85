import { addDays, addYears } from '@venus/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { createDemoContext } from './demo-context.ts';
import { seedNotices } from './demo-notices.ts';
import { loadFirm } from './firm.ts';
import { calendarBetween } from './holiday-calendar.ts';
import { momentOf } from './moments.ts';
import { Prng } from './prng.ts';

/** The demo firm's notices alone, on the base firm: cheaper than the whole year, same rows. */
const TODAY = '2026-11-18';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      prepare: (db) =>
        db.transaction(async (tx) => {
          const firm = await loadFirm(tx);
          const firstDay = addYears(TODAY, -1);
          const { calendar } = calendarBetween(addDays(firstDay, -90), addDays(TODAY, 90));
          const ctx = await createDemoContext(tx, {
            firm,
            prng: new Prng(58).fork('year'),
            today: TODAY,
            firstDay,
            now: momentOf(TODAY, 8),
            calendar,
          });
          await seedNotices(tx, ctx);
        }),
    },
  );
}, 120_000);
afterAll(() => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows as T[];

describe('the demo firm’s notices, bulletins and acknowledgements (decision 0058)', () => {
  it('has notices to everyone, a department and chosen people, in every status, read by none, some and most', async () => {
    const notices = await rows<{ audience: string; status: string; recipients: number; read: number }>(sql`
      select n.audience, n.status, count(r.user_id)::int recipients, count(r.read_at)::int read
      from hk_notice n left join hk_notice_recipient r using (notice_id) group by n.notice_id order by n.notice_id`);
    expect(new Set(notices.map((n) => n.audience))).toEqual(new Set(['all', 'depts', 'users']));
    expect(new Set(notices.map((n) => n.status))).toEqual(new Set(['draft', 'published', 'withdrawn']));
    const published = notices.filter((n) => n.status === 'published');
    expect(published.some((n) => n.read === 0)).toBe(true);
    expect(published.some((n) => n.read > 0 && n.read < n.recipients)).toBe(true);
    expect(notices.find((n) => n.status === 'draft')?.recipients).toBe(0);
    // Every read receipt is after its publication and before the first start.
    const [bad] = await rows<{ n: number }>(sql`
      select count(*)::int n from hk_notice_recipient r join hk_notice n using (notice_id)
      where r.read_at < n.published_at or r.read_at > ${momentOf(TODAY, 8).toISOString()}::timestamptz`);
    expect(bad?.n).toBe(0);
  });

  it('has a pinned and an expired bulletin, and acknowledgements partly confirmed', async () => {
    const board = await rows<{ is_pinned: boolean; expired: boolean }>(sql`
      select is_pinned, coalesce(expires_on < ${TODAY}::date, false) expired from hk_bulletin`);
    expect(board.some((b) => b.is_pinned && !b.expired)).toBe(true);
    expect(board.some((b) => b.expired)).toBe(true);
    const acks = await rows<{ status: string; asked: number; confirmed: number }>(sql`
      select a.status, count(r.user_id)::int asked, count(r.confirmed_at)::int confirmed
      from hk_ack a left join hk_ack_recipient r using (ack_id) group by a.ack_id`);
    const sent = acks.filter((a) => a.status === 'sent');
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const ack of sent) expect(ack.confirmed).toBeGreaterThan(0);
    for (const ack of sent) expect(ack.confirmed).toBeLessThan(ack.asked);
    expect(acks.some((a) => a.status === 'draft')).toBe(true);
  });
});
