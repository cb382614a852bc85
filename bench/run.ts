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
 *     approval-burst: [--clicks 50] [--rounds 8]; sign-in-storm: [--people 300] [--storm-seconds 30]
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { queryKeys } from '../apps/server/src/modules/conflicts/conflict-index-keys.ts';
import { withDatabase } from '../apps/server/test/test-database.ts';
import { incomePartners } from './lib/bench-income-reports.ts';
import { people } from './lib/bench-people.ts';
import { runBursts } from './lib/bursts.ts';
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
import { explainSlowest, loadBarePages, loadRendering, pageIds } from './lib/references.ts';
import { type Figure, record } from './lib/results.ts';
import { figuresOf, print } from './lib/scenario-figures.ts';
import { isBurst, plans, SCENARIOS, type ScenarioName, type ScenarioPlan } from './lib/scenario-plans.ts';
import { REPO_ROOT, startHelloWorld, startServer } from './lib/server-process.ts';
import { type Capture, replay, type Statement, startCapture } from './lib/sql-capture.ts';

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

/** Partners whose own cases' income the income-reports scenario reads (signed in beforehand). */
let reportPartners: string[] = [];

const SAMPLES = 20;
const SEALING = /^\s*update\s+"?sys_audit_log"?/i;
const answered = (plan: ScenarioPlan, body: string) =>
  plan.pdfOfBill ? body.startsWith('%PDF') : body.includes('"code":200');

/** The statements the server runs for the first SAMPLES requests of the plan. */
async function captureStatements(capture: Capture, plan: ScenarioPlan, sessionOf: (u: string) => Session) {
  const samples: Statement[][] = [];
  const pages: number[][] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const { session, request } = plan.requestOf(i, sessionOf);
    const prepared = session ? prepareRequest(session, request) : plainRequest(request);
    const { body, statements } = await capture.run(prepared);
    if (!answered(plan, body)) console.warn(`  capture of ${request.url} answered ${body.slice(0, 160)}`);
    else if (plan.barePage) pages.push(pageIds(body, plan.barePage.field));
    // The audit sealer's timer can catch a request mid-way, its lock taken before the recording
    // began: its sealing updates are not the request's, and the append-only log refuses a replay.
    samples.push(statements.some((s) => SEALING.test(s.text)) ? [] : statements);
  }
  const kept = samples.filter((statements) => statements.length > 0);
  return { samples: kept.length > 0 ? kept : samples, pages };
}

function plainRequest(request: BenchRequest): PreparedRequest {
  return {
    method: request.method,
    path: request.url,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request.json),
  };
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

/** The steady scenarios: autocannon beside the same SQL replayed, hello-world and the other references. */
async function steadyScenarios(names: readonly ScenarioName[]): Promise<Figure[]> {
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
    const { heavy, others, conflictsTeam, finance, issuedBills, admins } = await people(pool);
    const financeIds = await pool.query<{ user_id: number; user_name: string }>(
      'select user_id, user_name from sys_user where user_name = any($1)',
      [finance],
    );
    const userIdOf = new Map(financeIds.rows.map((row) => [row.user_name, row.user_id]));
    const apiSessions = new Map<string, Session>();
    const captureSessions = new Map<string, Session>();
    reportPartners = names.includes('income-reports') ? await incomePartners(pool) : [];
    const financeStaff = [...finance, ...admins, ...reportPartners].map((userName) => ({
      userName,
      cases: [],
    }));
    for (const person of [...heavy, ...conflictsTeam, ...financeStaff]) {
      apiSessions.set(person.userName, await signIn(server.url, person.userName));
      const login = await capture.run(plainRequest(loginRequest(person.userName)));
      const data = (JSON.parse(login.body) as { data: { token: string; signKey?: string } }).data;
      captureSessions.set(person.userName, sessionOf(person.userName, data));
    }
    const apiSession = (userName: string) => apiSessions.get(userName) as Session;
    const captureSession = (userName: string) => captureSessions.get(userName) as Session;

    for (const name of names) {
      for (const plan of plans(
        name,
        heavy,
        others,
        conflictsTeam,
        finance,
        issuedBills,
        admins,
        reportPartners,
      )) {
        console.info(`\n${plan.name}`);
        const { samples, pages } = await captureStatements(capture, plan, captureSession);
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
          await loadServer(server.url, next, {
            ...load,
            seconds: WARM_UP_SECONDS,
            checkEnvelope: true,
            checkPdf: Boolean(plan.pdfOfBill),
          });
        const api = await loadServer(server.url, next, {
          ...load,
          checkEnvelope: true,
          checkPdf: Boolean(plan.pdfOfBill),
        });
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
        const bare = plan.barePage ? await loadBarePages(pool, plan.barePage, pages, load) : null;
        let render: LoadFigures | null = null;
        if (plan.pdfOfBill) {
          const pdfOfBill = plan.pdfOfBill;
          const documents = await Promise.all(
            Array.from({ length: SAMPLES }, (_, i) =>
              capture.billDocument(
                userIdOf.get(finance[i % finance.length] as string) as number,
                pdfOfBill(i),
              ),
            ),
          );
          render = await loadRendering(documents, load);
        }
        const explained = plan.barePage && typical ? await explainSlowest(pool, typical) : null;
        if (explained) console.info(`  slowest statement, EXPLAIN ANALYZE:\n    ${explained.join('\n    ')}`);
        const figures = figuresOf(plan, api, sql, hello, like, bare, render);
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
          bare,
          render,
          explain: explained,
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
  return all.flatMap(({ figures }) => figures);
}

async function main(): Promise<void> {
  const names: readonly ScenarioName[] = chosen === 'all' ? SCENARIOS : [chosen as ScenarioName];
  const steady = names.filter((name) => !isBurst(name));
  const bursts = names.filter(isBurst);
  const figures = steady.length > 0 ? await steadyScenarios(steady) : [];
  if (bursts.length > 0)
    figures.push(
      ...(await runBursts(bursts, {
        size,
        databaseUrl,
        clicks: option('clicks', 50),
        rounds: option('rounds', 8),
        people: option('people', 300),
        stormSeconds: option('storm-seconds', 30),
      })),
    );
  const missed = figures.filter((figure) => figure.met === false);
  console.info(
    `\n${missed.length} target(s) missed${missed.map((m) => `\n  ${m.scenario}: ${m.figure} ${m.target}`).join('')}`,
  );
}

await main();
