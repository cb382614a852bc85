import { addDays, addYears, type LentSeal, type SealCompare, type SealRequestRow } from '@venus/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, signIn, type TestApp } from '../../../../test/test-app.ts';
import { tempDataDir } from '../../../modules/files/files.test-support.ts';
import { approvalEvents, approvalInstances, approvalTasks } from '../../schema.ts';
import { createDemoContext } from './demo-context.ts';
import { departmentHeads } from './demo-leave.ts';
import { seedSeals } from './demo-seals.ts';
import { loadFirm } from './firm.ts';
import { calendarBetween } from './holiday-calendar.ts';
import { insertJsonRows } from './json-rows.ts';
import { momentOf } from './moments.ts';
import { Prng } from './prng.ts';

/** The demo firm's seals alone, on the base firm: cheaper than the whole year, same rows. */
const TODAY = addDays(new Date().toISOString().slice(0, 10), 0);
const dataDir = tempDataDir();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { DATA_DIR: dataDir },
    {
      prepare: (db) =>
        db.transaction(async (tx) => {
          const firm = await loadFirm(tx);
          const firstDay = addYears(TODAY, -1);
          const { calendar } = calendarBetween(addDays(firstDay, -90), addDays(TODAY, 90));
          const ctx = await createDemoContext(tx, {
            firm,
            prng: new Prng(57).fork('year'),
            today: TODAY,
            firstDay,
            now: momentOf(TODAY, 8),
            calendar,
          });
          await seedSeals(tx, ctx, departmentHeads(firm), dataDir);
          await insertJsonRows(tx, approvalInstances, ctx.approvals.instances);
          await insertJsonRows(tx, approvalTasks, ctx.approvals.tasks);
          await insertJsonRows(tx, approvalEvents, ctx.approvals.events);
          for (const counter of Object.values(ctx.ids)) await counter.settle(tx);
        }),
    },
  );
}, 120_000);
afterAll(() => t?.close());

describe('the demo firm’s seals (decision 0057)', () => {
  it('has the seals of every office and a year of requests in every state, each with its approval', async () => {
    const offices = await t.db.execute(sql`select count(distinct office_id)::int n from hk_seal`);
    expect(offices.rows[0]).toEqual({ n: 4 });
    const states = await t.db.execute(sql`
      select r.status, count(*)::int n, bool_and((r.instance_id is null) = (r.status in ('draft', 'withdrawn'))) consistent
      from hk_seal_request r group by r.status order by 1`);
    expect(states.rows.map((row) => row.status)).toEqual([
      'approved',
      'approving',
      'draft',
      'lentOut',
      'rejected',
      'returned',
      'sentBack',
      'stamped',
      'withdrawn',
    ]);
    expect(states.rows.every((row) => row.consistent)).toBe(true);
    // Pending tasks sit exactly on the requests in approval.
    const pending = await t.db.execute(sql`
      select count(*)::int n from wf_task k join wf_instance i using (instance_id)
      where k.status = 'pending' and i.business_type like 'seal%'`);
    expect(pending.rows[0]).toEqual({ n: 3 });
  });

  it('lends two seals, one overdue, and compares a stamped contract whose scan differs', async () => {
    const token = await signIn(t.app, 'chengpeng');
    const lent = (await callApi(t.app, 'GET', '/hankun/seal/lent', token)).data as LentSeal[];
    expect(lent.map((row) => row.isOverdue).sort()).toEqual([false, true]);
    const stamped = (await callApi(t.app, 'GET', '/hankun/seal/request/listAll?status=stamped', token))
      .rows as SealRequestRow[];
    expect(stamped.length).toBe(5);
    const changed = stamped.find((row) => row.purpose === '签署专项法律服务委托合同')!;
    const compare = (await callApi(t.app, 'GET', `/hankun/seal/request/${changed.requestId}/compare`, token))
      .data as SealCompare;
    expect(compare.documents[0]).toMatchObject({ pages: ['differs'], flagged: 1 });
  });
});
