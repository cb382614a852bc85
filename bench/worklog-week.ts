/**
 * Issue 10 benchmark: the two things a timekeeper does all day, at a firm's volume of time.
 * Loads `entries` time entries (default 1,000,000) over ten years for the demo firm's people on
 * their open cases, then times through the whole server stack (Fastify inject: routing, session,
 * permission, validation, service, serialisation; no network):
 *   - the week view of a heavy timekeeper, against the same rows read by one indexed SELECT
 *     through `pg` (the reference: what the database alone costs);
 *   - writing one entry (case check, 24-hour cap under its lock, rate, score, audit), against a
 *     plain INSERT of the same row through `pg`.
 * Median of 50 runs after 5 warm-ups; every figure printed as a ratio to its reference measured
 * in the same run. Nothing is asserted.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/worklog-week.ts [entries] [--keep]
 */
import { formatIsoDate } from '@venus/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { createCache } from '../apps/server/src/platform/cache/create-cache.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createDatabase } from '../apps/server/src/platform/db/database.ts';
import { createSeededDatabase, dropDatabase, withDatabase } from '../apps/server/test/test-database.ts';

const args = process.argv.slice(2);
const entries = Number(args.find((arg) => !arg.startsWith('--')) ?? 1_000_000);
const keep = args.includes('--keep');
const RUNS = 50;
const WARM_UPS = 5;
const DAYS = 3650;
const DATABASE = 'venus_bench_worklogs';
const TIMEKEEPER = 'guojing';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('DATABASE_URL: a PostgreSQL server where the bench may create a database');

async function median(run: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UPS; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run(i + WARM_UPS);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)] as number;
}

const daysAgo = (days: number) => formatIsoDate(new Date(Date.now() - days * 86_400_000));

async function main(): Promise<void> {
  console.info(`seeding the demo firm into ${DATABASE} and loading ${entries} time entries…`);
  await createSeededDatabase(adminUrl as string, DATABASE);
  const url = withDatabase(adminUrl as string, DATABASE);
  const { db, pool } = createDatabase(url, 10);
  const started = performance.now();
  // Spread over every member of every open case, one tenth of an hour each, ten years back: a
  // heavy timekeeper holds a hundred thousand entries, and no day passes the 24-hour cap.
  await db.execute(sql`
    with members as (
      select row_number() over (order by m.project_id, m.user_id) - 1 as i, m.user_id, m.project_id
        from hk_project_member m join hk_project p on p.project_id = m.project_id where p.status = 20),
    total as (select count(*) as n from members)
    insert into hk_worklog (user_id, project_id, work_date, hours, billable, narrative, rate, currency,
                            rate_source, amount, status)
    select members.user_id, members.project_id, current_date - 1 - ((g / total.n) % ${DAYS})::int, 0.1, true,
           '审阅交易文件并出具法律意见', 2000, 'CNY', 'timekeeperLevel', 200, 'confirmed'
      from generate_series(0, ${entries - 1}) g cross join total
      join members on members.i = g % total.n`);
  await db.execute(sql`analyze hk_worklog`);
  console.info(`loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent', REDIS_URL: '' });
  const cache = createCache(undefined, 'venus-bench:');
  const app = await buildApp({ config, db, cache, logger: false });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/venus-api/login',
      payload: { username: TIMEKEEPER, password: 'Venus@2026!' },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };
    const {
      rows: [me],
    } = await pool.query<{ user_id: number; project_id: number; held: string }>(
      `select w.user_id, w.project_id, count(*) as held from hk_worklog w
         join sys_user u on u.user_id = w.user_id where u.user_name = $1
        group by w.user_id, w.project_id order by count(*) desc limit 1`,
      [TIMEKEEPER],
    );
    if (!me) throw new Error(`${TIMEKEEPER} has no open case with time`);
    const { rows: held } = await pool.query<{ n: string }>(
      'select count(*) as n from hk_worklog where user_id = $1',
      [me.user_id],
    );

    const weekOf = (i: number) => daysAgo(7 * (i % 500) + 1);
    const week = await median(async (i) => {
      const response = await app.inject({
        method: 'GET',
        url: `/venus-api/hankun/worklog/week?date=${weekOf(i)}`,
        headers,
      });
      if (response.json<{ code: number }>().code !== 200) throw new Error(response.body);
    });
    const weekSql = await median((i) => {
      const monday = new Date(`${weekOf(i)}T00:00:00Z`);
      monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
      const sunday = new Date(monday.getTime() + 6 * 86_400_000);
      return pool.query('select * from hk_worklog where user_id = $1 and work_date between $2 and $3', [
        me.user_id,
        formatIsoDate(monday),
        formatIsoDate(sunday),
      ]);
    });

    const write = await median(async (i) => {
      const response = await app.inject({
        method: 'POST',
        url: '/venus-api/hankun/worklog',
        headers,
        payload: {
          workDate: daysAgo(1 + (i % DAYS)),
          projectId: me.project_id,
          hours: '6m',
          billable: true,
          narrative: '与对方律师电话沟通交割先决条件的满足情况',
        },
      });
      if (response.json<{ code: number }>().code !== 200) throw new Error(response.body);
    });
    const writeSql = await median((i) =>
      pool.query(
        `insert into hk_worklog (user_id, project_id, work_date, hours, billable, narrative, rate, currency,
                                 rate_source, amount, status)
         values ($1, $2, $3, 0.1, true, '与对方律师电话沟通交割先决条件的满足情况', 2000, 'CNY', 'timekeeperLevel', 200, 'draft')`,
        [me.user_id, me.project_id, daysAgo(1 + (i % DAYS))],
      ),
    );

    console.info(
      `\n${entries} entries in all, ${held[0]?.n} of them ${TIMEKEEPER}'s; median of ${RUNS} runs\n`,
    );
    console.info('| scenario | through the server ms | reference ms | ratio |');
    console.info('| --- | --- | --- | --- |');
    console.info(
      `| week view (GET /hankun/worklog/week) | ${week.toFixed(2)} | ${weekSql.toFixed(2)} (indexed SELECT of the week) | ${(week / weekSql).toFixed(1)}× |`,
    );
    console.info(
      `| write an entry (POST /hankun/worklog) | ${write.toFixed(2)} | ${writeSql.toFixed(2)} (plain INSERT) | ${(write / writeSql).toFixed(1)}× |`,
    );
  } finally {
    await app.close();
    await cache.close();
    await pool.end();
    if (!keep) await dropDatabase(adminUrl as string, DATABASE);
  }
}

await main();
