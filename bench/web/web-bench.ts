/**
 * Issue 9 item 3: the web app as staff get it. Builds the web app, starts the real server on a
 * fresh database (bench/web/venus-server.ts) and measures, reported against targets, never
 * asserted:
 *
 *  1. first-load JS and CSS of /login and of /index (signed in): every script and stylesheet the
 *     page fetched, recorded in Chromium, each body gzipped here (zlib level 9, what a gzip-serving
 *     server would send) and its bytes on the wire as this server sends them;
 *  2. Lighthouse 12.2.3 (desktop preset) on /login, /index and the case list, signed in by the
 *     session cookie: performance score, LCP, TBT, CLS;
 *  3. the product's DataTable fed 100,000 rows on a bench-only page (bench/web/table-harness):
 *     DOM rows while scrolling, and frame times from a Chromium trace.
 *
 *   npx tsx bench/web/web-bench.ts [--skip-lighthouse] [--rows=100000]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/chromium.ts';
import { type Figure, record } from '../lib/results.ts';
import { REPO_ROOT as REPO_DIR } from '../lib/server-process.ts';
import { runLighthouse } from './lighthouse-run.ts';
import { measureTable } from './table-scroll.ts';
import { DEMO_PASSWORD, startVenus } from './venus-server.ts';

const KB = 1024;
const args = process.argv.slice(2);
const skipLighthouse = args.includes('--skip-lighthouse');
const rowCount = Number(args.find((arg) => arg.startsWith('--rows='))?.slice(7) ?? 100_000);
const USER = 'wangjianguo';
const CASE_LIST = '/project/management';

function run(command: string, commandArgs: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, commandArgs, {
    cwd: REPO_DIR,
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
  if (result.status !== 0)
    throw new Error(`${command} ${commandArgs.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

interface Fetched {
  url: string;
  kind: 'script' | 'stylesheet';
  raw: number;
  gzip: number;
  wire: number;
}

interface FirstLoad {
  path: string;
  finalUrl: string;
  files: Fetched[];
  js: { raw: number; gzip: number; wire: number };
  css: { raw: number; gzip: number; wire: number };
}

/**
 * Opens `path` in a fresh cache and sums the scripts and stylesheets the page fetched until it
 * shows `ready` and the network has been quiet for 500 ms. The selector matters on a loaded
 * machine: a pause of the CPU between two fetches can look like a quiet network, and the sum then
 * stops before the page's own code arrived.
 */
async function firstLoad(
  browser: Browser,
  baseUrl: string,
  route: string,
  ready: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<FirstLoad> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    ...(storageState ? { storageState } : {}),
  });
  const page = await context.newPage();
  const pending: Promise<Fetched | null>[] = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return null;
        // A script that arrives as the page is being closed (fetched after the wait) is not counted.
        const sizes = await response
          .request()
          .sizes()
          .catch(() => null);
        if (!sizes) return null;
        return {
          url: new URL(response.url()).pathname,
          kind,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize,
        };
      })(),
    );
  });
  await page.goto(route);
  await page.waitForSelector(ready, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const files = (await Promise.all(pending)).filter((file): file is Fetched => file !== null);
  const sum = (kind: Fetched['kind']) => {
    const picked = files.filter((file) => file.kind === kind);
    return {
      raw: picked.reduce((total, file) => total + file.raw, 0),
      gzip: picked.reduce((total, file) => total + file.gzip, 0),
      wire: picked.reduce((total, file) => total + file.wire, 0),
    };
  };
  const finalUrl = new URL(page.url()).pathname;
  await context.close();
  return {
    path: route,
    finalUrl,
    files: files.sort((a, b) => b.gzip - a.gzip),
    js: sum('script'),
    css: sum('stylesheet'),
  };
}

/** Signs in through the form, as a person does; answers the browser state (cookie, storage). */
async function signedInState(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/用户名|Username/).fill(USER);
  await page.getByLabel(/^(密码|Password)$/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^(密码|Password)$/).press('Enter');
  await page.waitForURL('**/index', { timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The built assets, biggest first (gzip level 9), to name the chunk that makes a page heavy. */
function builtAssets(dist: string) {
  const dir = path.join(dist, 'assets');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .map((name) => {
      const body = fs.readFileSync(path.join(dir, name));
      return { name, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-web-bench-'));
const dist = path.join(work, 'web-dist');
const harnessDist = path.join(work, 'table-harness');
const rows: Figure[] = [];
/** A figure against a target (ratio value / target), or against nothing. */
function figure(
  name: string,
  value: number,
  target?: { value: number; words: string; met: boolean },
): Figure {
  return {
    scenario: 'web',
    figure: name,
    value,
    reference: target?.value ?? Number.NaN,
    referenceLabel: target ? 'target' : 'none',
    ratio: target ? value / target.value : Number.NaN,
    target: target?.words ?? null,
    met: target?.met ?? null,
  };
}
const details: Record<string, unknown> = {};

console.log('building the web app and the table harness…');
run('npm', ['run', 'build', '-w', '@venus/web'], { VENUS_WEB_DIST: dist });
run('npx', ['vite', 'build', '--config', 'bench/web/table-harness/vite.config.ts'], {
  VENUS_TABLE_HARNESS_DIST: harnessDist,
});
const assets = builtAssets(dist);
details.assets = assets.slice(0, 12);

const server = await startVenus({ name: 'web', env: { VENUS_WEB_DIST: dist } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const state = await signedInState(browser, server.baseUrl);
  const token = state.cookies.find((cookie) => cookie.name === 'venus_token')?.value;
  if (!token) throw new Error('signed in, but no venus_token cookie');

  const loads = [
    { load: await firstLoad(browser, server.baseUrl, '/login', '.venus-login__submit'), jsTarget: 150 * KB },
    {
      load: await firstLoad(browser, server.baseUrl, '/index', '.venus-home__card', state),
      jsTarget: 350 * KB,
    },
    {
      load: await firstLoad(browser, server.baseUrl, CASE_LIST, '.venus-list-page', state),
      jsTarget: null,
    },
  ];
  details.firstLoads = loads.map(({ load }) => load);
  for (const { load, jsTarget } of loads) {
    const landed = load.finalUrl === load.path ? '' : ` (landed on ${load.finalUrl})`;
    const scripts = load.files.filter((file) => file.kind === 'script').length;
    rows.push(
      figure(
        `${load.path} first-load JS KB gzip (${scripts} files)${landed}`,
        load.js.gzip / KB,
        jsTarget
          ? { value: jsTarget / KB, words: `≤ ${jsTarget / KB} KB`, met: load.js.gzip <= jsTarget }
          : undefined,
      ),
      figure(`${load.path} first-load JS KB as served (uncompressed)`, load.js.wire / KB),
      figure(`${load.path} first-load CSS KB gzip`, load.css.gzip / KB),
    );
    console.log(
      `${load.path}: JS ${kb(load.js.gzip)} gz / ${kb(load.js.wire)} wire, CSS ${kb(load.css.gzip)} gz${landed}`,
    );
    for (const file of load.files.slice(0, 5)) console.log(`    ${kb(file.gzip).padStart(10)}  ${file.url}`);
  }

  if (!skipLighthouse) {
    const audits = [];
    for (const [route, signedIn, scoreTarget] of [
      ['/login', false, 95],
      ['/index', true, 90],
      [CASE_LIST, true, null],
    ] as const) {
      const result = await runLighthouse(`${server.baseUrl}${route}`, signedIn ? token : undefined);
      audits.push({ route, ...result });
      const landed =
        new URL(result.finalUrl).pathname === route
          ? ''
          : ` (landed on ${new URL(result.finalUrl).pathname})`;
      console.log(
        `lighthouse ${route}: ${result.score} · LCP ${result.lcpMs.toFixed(0)} ms · TBT ${result.tbtMs.toFixed(0)} ms · CLS ${result.cls.toFixed(3)}${landed}`,
      );
      rows.push(
        figure(
          `Lighthouse desktop performance ${route}${landed}`,
          result.score,
          scoreTarget
            ? { value: scoreTarget, words: `≥ ${scoreTarget}`, met: result.score >= scoreTarget }
            : undefined,
        ),
        figure(`LCP ms ${route}`, result.lcpMs, {
          value: 1000,
          words: '< 1000 ms',
          met: result.lcpMs < 1000,
        }),
        figure(`TBT ms ${route}`, result.tbtMs),
        figure(`CLS ${route}`, result.cls),
      );
    }
    details.lighthouse = audits;
  }

  const table = await measureTable(browser, harnessDist, rowCount);
  details.table = table;
  console.log(
    `table ${rowCount} rows: DOM rows ${table.domRows.min}–${table.domRows.max} while scrolling; frames p50 ${table.frames.p50.toFixed(1)} / p95 ${table.frames.p95.toFixed(1)} / max ${table.frames.max.toFixed(1)} ms over ${table.frames.count}`,
  );
  const n = rowCount.toLocaleString('en');
  rows.push(
    figure(
      `DataTable ${n} rows: DOM rows while scrolling, max − min`,
      table.domRows.max - table.domRows.min,
      {
        value: 0,
        words: `constant (${table.domRows.min}–${table.domRows.max} rows; last row reached: ${table.reachedEnd ? 'yes' : 'no'})`,
        met: table.domRows.max - table.domRows.min <= 2 && table.reachedEnd,
      },
    ),
    figure(`DataTable ${n} rows: ms to first rows`, table.firstRowsMs),
    figure(`DataTable scroll frame ms p50 (trace, ${table.frames.count} frames)`, table.frames.p50),
    figure('DataTable scroll frame ms p95 (trace)', table.frames.p95, {
      value: 16.7,
      words: '< 16.7 ms',
      met: table.frames.p95 < 16.7,
    }),
    figure('DataTable scroll frame ms max (trace)', table.frames.max),
    figure('DataTable scroll: main-thread tasks > 16 ms (trace)', table.longTasks.count),
  );

  const jsonPath = await record('demo firm', 'web', rows, details);
  console.log(`results: bench/RESULTS.md, ${path.relative(process.cwd(), jsonPath)}`);
  console.log('largest built chunks (gzip):');
  for (const asset of assets.slice(0, 8)) console.log(`    ${kb(asset.gzip).padStart(10)}  ${asset.name}`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
