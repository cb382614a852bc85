/**
 * Issue 9 scenarios: autocannon over loopback against the real server process on a bench
 * database (npm run bench:seed), each beside its reference measured in the same run: the SQL the
 * server runs for the same requests (recorded at the pg driver, replayed through pg at the same
 * concurrency), for the conflict check also a sequential LIKE scan over the same names, and a
 * Fastify hello-world as the framework's ceiling. Figures go to bench/RESULTS.md and
 * bench/results/; targets are reported, never asserted.
 *
 *   DATABASE_URL=postgres://… npm run bench -- <scenario|all> [--size S|M|L] [--seconds 10]
 *     [--connections 10] [--profile]
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { queryKeys } from '../apps/server/src/modules/conflicts/conflict-index-keys.ts';
import { withDatabase } from '../apps/server/test/test-database.ts';
import {
  type BenchRequest,
  loginRequest,
  type PreparedRequest,
  prepareRequest,
  type Session,
  sessionOf,
  signIn,
} from './lib/client.ts';
import { type LoadFigures, loadDirect, loadServer } from './lib/load.ts';
import { benchDatabase, parseSize, requireAdminUrl } from './lib/options.ts';
import { topFrames } from './lib/profile.ts';
import { type Figure, record } from './lib/results.ts';
import { REPO_ROOT, startHelloWorld, startServer } from './lib/server-process.ts';
import { type Capture, replay, type Statement, startCapture } from './lib/sql-capture.ts';

const SCENARIOS = [
  'sign-in',
  'get-info',
  'get-routers',
  'case-list',
  'case-detail',
  'worklog-week',
  'worklog-write',
  'bill-list',
  'conflict-check',
  'hello-world',
] as const;
type ScenarioName = (typeof SCENARIOS)[number];

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const chosen = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'all';
if (chosen !== 'all' && !SCENARIOS.includes(chosen as ScenarioName))
  throw new Error(`scenario: all or one of ${SCENARIOS.join(', ')}`);
const size = parseSize(args);
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 10);
const WARM_UP_SECONDS = 2;
const profile = args.includes('--profile');
const load = { connections: CONNECTIONS, seconds: SECONDS };

const adminUrl = requireAdminUrl();
const databaseUrl = withDatabase(adminUrl, benchDatabase(size));

/** A request of scenario run number i, as `sessionOf` signs its person in. */
type RequestOf = (
  i: number,
  sessionOf: (userName: string) => Session,
) => { session: Session | null; request: BenchRequest };

interface Timekeeper {
  userName: string;
  cases: number[];
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function people(
  pool: pg.Pool,
): Promise<{ heavy: Timekeeper[]; others: string[]; conflictsTeam: Timekeeper[]; finance: string[] }> {
  const heavy = await pool.query<{ user_name: string; cases: number[] }>(`
    select u.user_name, (array_agg(m.project_id order by m.project_id))[1:50] as cases
      from sys_user u join hk_project_member m on m.user_id = u.user_id
      join hk_project p on p.project_id = m.project_id
     where u.status = '3' and u.email like '%@venus-bench.cn' and p.status = 20 and m.role in ('1', '2', '3')
       and not p.restricted
     group by u.user_id, u.user_name order by count(*) desc, u.user_id limit 20`);
  const others = await pool.query<{ user_name: string }>(
    `
    select user_name from sys_user where status = '3' and email like '%@venus-bench.cn'
      and not (user_name = any($1::text[])) order by user_id limit 400`,
    [heavy.rows.map((row) => row.user_name)],
  );
  // Ad-hoc conflict checks are the conflicts and intake team's (administration, AD_HOC_CHECK).
  const team = await pool.query<{ user_name: string }>(`
    select u.user_name from sys_user u join sys_user_role ur on ur.user_id = u.user_id
      join sys_role r on r.role_id = ur.role_id where r.role_key = 'administration' and u.status = '3'
     order by u.user_id`);
  // Every bill within the walls is finance's list (hankun:bill:listAll).
  const finance = await pool.query<{ user_name: string }>(`
    select u.user_name from sys_user u join sys_user_role ur on ur.user_id = u.user_id
      join sys_role r on r.role_id = ur.role_id where r.role_key = 'finance' and u.status = '3'
     order by u.user_id limit 20`);
  return {
    finance: finance.rows.map((row) => row.user_name),
    heavy: heavy.rows.map((row) => ({ userName: row.user_name, cases: row.cases })),
    others: others.rows.map((row) => row.user_name),
    conflictsTeam: team.rows.map((row) => ({ userName: row.user_name, cases: [] })),
  };
}

const CONFLICT_QUERIES: [label: string, name: string][] = [
  ['2-character Chinese', '张伟'],
  ['3-character Chinese', '王小明'],
  ['Latin', 'Goldman Sachs'],
];

interface ScenarioPlan {
  name: string;
  requestOf: RequestOf;
  /** Which of the issue's targets apply. */
  targets: 'listDetail' | 'conflict' | null;
  /** The conflict check's second reference: a LIKE scan for the same name. */
  likeScan?: string;
}

function plans(
  name: ScenarioName,
  heavy: Timekeeper[],
  others: string[],
  conflictsTeam: Timekeeper[],
  finance: string[],
): ScenarioPlan[] {
  const person = (i: number) => heavy[i % heavy.length] as Timekeeper;
  const checker = (i: number) => conflictsTeam[i % conflictsTeam.length] as Timekeeper;
  const get = (url: string): BenchRequest => ({ method: 'GET', url });
  const as = (i: number, sessionOf: (userName: string) => Session, request: BenchRequest) => ({
    session: sessionOf(person(i).userName),
    request,
  });
  switch (name) {
    case 'sign-in':
      // A different person each time, never a wrong password: no captcha, no lockout.
      return [
        {
          name,
          targets: null,
          requestOf: (i) => ({ session: null, request: loginRequest(others[i % others.length] as string) }),
        },
      ];
    case 'get-info':
      return [{ name, targets: null, requestOf: (i, s) => as(i, s, get('/venus-api/getInfo')) }];
    case 'get-routers':
      return [{ name, targets: null, requestOf: (i, s) => as(i, s, get('/venus-api/getRouters')) }];
    case 'case-list':
      return [
        {
          name,
          targets: 'listDetail',
          requestOf: (i, s) =>
            as(
              i,
              s,
              get(
                `/venus-api/hankun/project/list?pageNum=1&pageSize=25&stage=active&practiceArea=${1 + (i % 8)}&orderByColumn=createdAt&isAsc=descending`,
              ),
            ),
        },
      ];
    case 'case-detail':
      return [
        {
          name,
          targets: 'listDetail',
          requestOf: (i, s) => {
            const cases = person(i).cases;
            return as(
              i,
              s,
              get(
                `/venus-api/hankun/project/detail?projectId=${cases[Math.floor(i / heavy.length) % cases.length]}`,
              ),
            );
          },
        },
      ];
    case 'worklog-week':
      return [
        {
          name,
          targets: null,
          requestOf: (i, s) =>
            as(i, s, get(`/venus-api/hankun/worklog/week?date=${daysAgo(1 + 7 * (i % 20))}`)),
        },
      ];
    case 'worklog-write':
      return [
        {
          name,
          targets: null,
          requestOf: (i, s) => {
            const cases = person(i).cases;
            return as(i, s, {
              method: 'POST',
              url: '/venus-api/hankun/worklog',
              json: {
                workDate: daysAgo(1 + (i % 60)),
                projectId: cases[i % cases.length],
                hours: '6m',
                billable: true,
                narrative: '与对方律师电话沟通交割先决条件的满足情况',
              },
            });
          },
        },
      ];
    case 'bill-list': {
      // Page 1 of 25, newest bill date first: a partner's own cases, then finance's every bill
      // (within the walls), unfiltered and by status.
      const page = '/venus-api/hankun/bill/%s?pageNum=1&pageSize=25&orderByColumn=billDate&isAsc=descending';
      const statuses = ['', '&status=partlyPaid', '&status=issued'];
      return [
        {
          name: 'bill-list mine',
          targets: 'listDetail',
          requestOf: (i, s) => as(i, s, get(page.replace('%s', 'list') + statuses[i % 3])),
        },
        {
          name: 'bill-list all (finance)',
          targets: 'listDetail',
          requestOf: (i, s) => ({
            session: s(finance[i % finance.length] as string),
            request: get(page.replace('%s', 'listAll') + statuses[i % 3]),
          }),
        },
      ];
    }
    case 'conflict-check':
      return CONFLICT_QUERIES.map(([label, query]) => ({
        name: `conflict-check ${label} (${query})`,
        targets: 'conflict' as const,
        likeScan: query,
        requestOf: (i: number, s: (userName: string) => Session) => ({
          session: s(checker(i).userName),
          request: {
            method: 'POST' as const,
            url: '/venus-api/hankun/project/matchProject',
            json: { names: [{ name: query, registrationNumber: '' }] },
          },
        }),
      }));
    case 'hello-world':
      return [];
  }
}

const SAMPLES = 20;

/** The statements the server runs for the first SAMPLES requests of the plan. */
async function captureStatements(capture: Capture, plan: ScenarioPlan, sessionOf: (u: string) => Session) {
  const samples: Statement[][] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const { session, request } = plan.requestOf(i, sessionOf);
    const prepared = session ? prepareRequest(session, request) : plainRequest(request);
    const { body, statements } = await capture.run(prepared);
    if (!body.includes('"code":200'))
      console.warn(`  capture of ${request.url} answered ${body.slice(0, 160)}`);
    samples.push(statements);
  }
  return samples;
}

function plainRequest(request: BenchRequest): PreparedRequest {
  return {
    method: request.method,
    path: request.url,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request.json),
  };
}

function figuresOf(
  plan: ScenarioPlan,
  api: LoadFigures,
  sql: LoadFigures,
  hello: LoadFigures | null,
  like: LoadFigures | null,
) {
  const f = (
    figure: string,
    value: number,
    reference: number,
    referenceLabel: string,
    target: string | null,
    met: boolean | null,
  ): Figure => ({
    scenario: plan.name,
    figure,
    value,
    reference,
    referenceLabel,
    ratio: value / reference,
    target,
    met,
  });
  const listDetail = plan.targets === 'listDetail';
  const figures: Figure[] = [
    f('req/s', api.rps, sql.rps, 'same SQL via pg', null, null),
    f(
      'p50 ms',
      api.p50,
      sql.p50,
      'same SQL via pg',
      listDetail ? '≤ 1.5× SQL p50' : null,
      listDetail ? api.p50 <= 1.5 * sql.p50 : null,
    ),
    f(
      'p95 ms',
      api.p95,
      sql.p95,
      'same SQL via pg',
      plan.targets === 'conflict' ? '≤ 50 ms' : null,
      plan.targets === 'conflict' ? api.p95 <= 50 : null,
    ),
    f(
      'p99 ms',
      api.p99,
      sql.p99,
      'same SQL via pg',
      listDetail ? '≤ SQL p99 + 5 ms' : null,
      listDetail ? api.p99 <= sql.p99 + 5 : null,
    ),
    f('errors', api.errors, api.requests, 'requests sent', '0', api.errors === 0),
  ];
  if (hello)
    figures.push(
      f(
        'req/s vs hello-world',
        api.rps,
        hello.rps,
        'Fastify hello-world',
        '≥ 0.20',
        api.rps >= 0.2 * hello.rps,
      ),
    );
  if (like)
    figures.push(
      f(
        'p95 ms vs LIKE scan',
        api.p95,
        like.p95,
        'sequential LIKE scan p95',
        '≤ 0.20',
        api.p95 <= 0.2 * like.p95,
      ),
    );
  return figures;
}

function print(figures: readonly Figure[]): void {
  for (const f of figures)
    console.info(
      `  ${f.figure.padEnd(22)} ${f.value.toFixed(2).padStart(10)}  ref ${f.reference.toFixed(2).padStart(10)} (${f.referenceLabel})  ×${f.ratio.toFixed(2)}${f.target ? `  target ${f.target}: ${f.met ? 'met' : 'MISSED'}` : ''}`,
    );
}

async function measureHello(): Promise<LoadFigures> {
  const hello = await startHelloWorld();
  try {
    const request = (): PreparedRequest => ({ method: 'GET', path: '/', headers: {} });
    await loadServer(hello.url, request, { ...load, seconds: WARM_UP_SECONDS, checkEnvelope: false });
    return await loadServer(hello.url, request, { ...load, checkEnvelope: false });
  } finally {
    await hello.stop();
  }
}

async function main(): Promise<void> {
  const names = chosen === 'all' ? SCENARIOS : [chosen as ScenarioName];
  console.info(
    `bench ${names.join(', ')} on ${benchDatabase(size)}: ${CONNECTIONS} connections, ${SECONDS} s a run`,
  );
  const hello = await measureHello();
  console.info(
    `hello-world: ${hello.rps.toFixed(0)} req/s, p50 ${hello.p50.toFixed(2)} ms, p99 ${hello.p99.toFixed(2)} ms`,
  );
  if (names.includes('hello-world')) {
    const figures: Figure[] = [
      {
        scenario: 'hello-world',
        figure: 'req/s',
        value: hello.rps,
        reference: hello.rps,
        referenceLabel: 'itself',
        ratio: 1,
        target: null,
        met: null,
      },
      {
        scenario: 'hello-world',
        figure: 'p99 ms',
        value: hello.p99,
        reference: hello.p99,
        referenceLabel: 'itself',
        ratio: 1,
        target: null,
        met: null,
      },
    ];
    await record(size, 'hello-world', figures, { hello });
  }

  // The reference runs the server's statements with the server's session settings (no JIT).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  // The LIKE reference is the sequential scan: the trigram index would otherwise serve patterns of
  // three characters or more.
  const scanPool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    options: '-c enable_indexscan=off -c enable_bitmapscan=off',
  });
  const profileDir = profile ? await mkdtemp('/tmp/venus-bench-profile-') : undefined;
  const server = await startServer({
    databaseUrl,
    logFile: path.join('/tmp', `venus-bench-server-${process.pid}.log`),
    ...(profileDir ? { cpuProfileDir: profileDir } : {}),
  });
  const capture = await startCapture(databaseUrl);
  const all: { file: string; figures: Figure[] }[] = [];
  try {
    const { heavy, others, conflictsTeam, finance } = await people(pool);
    const apiSessions = new Map<string, Session>();
    const captureSessions = new Map<string, Session>();
    const financeStaff = finance.map((userName) => ({ userName, cases: [] }));
    for (const person of [...heavy, ...conflictsTeam, ...financeStaff]) {
      apiSessions.set(person.userName, await signIn(server.url, person.userName));
      const login = await capture.run(plainRequest(loginRequest(person.userName)));
      const data = (JSON.parse(login.body) as { data: { token: string; signKey?: string } }).data;
      captureSessions.set(person.userName, sessionOf(person.userName, data));
    }
    const apiSession = (userName: string) => apiSessions.get(userName) as Session;
    const captureSession = (userName: string) => captureSessions.get(userName) as Session;

    for (const name of names) {
      for (const plan of plans(name, heavy, others, conflictsTeam, finance)) {
        console.info(`\n${plan.name}`);
        const samples = await captureStatements(capture, plan, captureSession);
        // The median: the first request of a run may also refill the system config's 10 s memo.
        const typical = [...samples].sort((a, b) => a.length - b.length)[Math.floor(samples.length / 2)];
        console.info(
          `  the server runs ${typical?.length} statements for one request (${samples.map((s) => s.length).join(' ')} over ${samples.length} samples)`,
        );
        let counter = 0;
        const next = () => {
          const { session, request } = plan.requestOf(counter++, apiSession);
          return session ? prepareRequest(session, request) : plainRequest(request);
        };
        // Sign-in would use each person up in the warm-up: it starts cold.
        if (name !== 'sign-in')
          await loadServer(server.url, next, { ...load, seconds: WARM_UP_SECONDS, checkEnvelope: true });
        const api = await loadServer(server.url, next, { ...load, checkEnvelope: true });
        const freshTokens = name === 'sign-in';
        const sql = await loadDirect(
          (i) => replay(pool, samples[i % samples.length] as Statement[], { freshTokens }),
          load,
        );
        let like: LoadFigures | null = null;
        if (plan.likeScan) {
          const pattern = `%${queryKeys(plan.likeScan)?.compact ?? plan.likeScan}%`;
          like = await loadDirect(
            () =>
              scanPool.query('select name_id, raw from hk_conflict_name where normalised like $1', [pattern]),
            load,
          );
        }
        const figures = figuresOf(plan, api, sql, hello, like);
        print(figures);
        if (api.samples.length > 0) console.info(`  error samples: ${api.samples.join(' | ')}`);
        if (sql.samples.length > 0) console.info(`  reference error samples: ${sql.samples.join(' | ')}`);
        const file = await record(size, plan.name.replace(/ .*/, '').replace(/[^a-z-]/g, ''), figures, {
          connections: CONNECTIONS,
          seconds: SECONDS,
          api,
          sql,
          hello,
          like,
          statements: typical?.map((statement) => statement.text),
        });
        all.push({ file, figures });
      }
    }
  } finally {
    await capture.close();
    await server.stop();
    await pool.end();
    await scanPool.end();
  }
  if (profileDir) {
    const frames = await topFrames(profileDir, 25);
    console.info(`\nserver CPU profile (${profileDir}), top frames by self time:\n  ${frames.join('\n  ')}`);
    const file = path.join(
      REPO_ROOT,
      'bench/results',
      `${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}-${chosen}-profile.txt`,
    );
    await writeFile(file, `server CPU profile of npm run bench -- ${args.join(' ')}\n${frames.join('\n')}\n`);
  }
  const missed = all.flatMap(({ figures }) => figures.filter((figure) => figure.met === false));
  console.info(
    `\n${missed.length} target(s) missed${missed.map((m) => `\n  ${m.scenario}: ${m.figure} ${m.target}`).join('')}`,
  );
}

await main();
