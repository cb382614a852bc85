/// <reference lib="dom" />
/**
 * The product's DataTable with many rows (bench/web/table-harness, built on its own), scrolled
 * frame by frame under a Chromium trace: how many row elements the DOM holds while scrolling,
 * whether the last row is reachable, and the frame times.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

const ORIGIN = 'http://table-harness.bench';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

export interface TableFigures {
  firstRowsMs: number;
  domRows: { min: number; max: number; samples: number; atStart: number };
  reachedEnd: boolean;
  frames: { count: number; p50: number; p95: number; max: number; source: string };
  rafFrames: { count: number; p50: number; p95: number; max: number };
  longTasks: { count: number; maxMs: number };
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? Number.NaN };
}

/** Frame intervals from the compositor's DrawFrame events, and the renderer main thread's long tasks. */
function readTrace(buffer: Buffer) {
  const parsed = JSON.parse(buffer.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const draws = events
    .filter((event) => event.name === 'DrawFrame')
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  const intervals = draws.slice(1).map((ts, index) => (ts - (draws[index] ?? ts)) / 1000);
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      mainThreads.has(`${event.pid}:${event.tid}`) &&
      (event.dur ?? 0) > 16_000,
  );
  return {
    frames: { ...percentiles(intervals), source: 'DrawFrame intervals' },
    longTasks: { count: tasks.length, maxMs: Math.max(0, ...tasks.map((task) => (task.dur ?? 0) / 1000)) },
  };
}

export async function measureTable(browser: Browser, dist: string, rowCount: number): Promise<TableFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  // The harness is served from disk and the one API call of the table (the person's layouts) is
  // answered empty: no server is involved, only the table.
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/venus-api/'))
      return route.fulfill({ json: { code: 200, msg: '', data: [] } });
    const file = path.join(dist, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(dist) || !fs.existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ path: file });
  });
  try {
    const started = performance.now();
    await page.goto(`${ORIGIN}/?rows=${rowCount}`);
    await page.locator('.venus-data-table .ant-table-row').first().waitFor({ timeout: 60_000 });
    const firstRowsMs = performance.now() - started;
    await page.waitForTimeout(1000);

    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'toplevel',
      ],
    });
    // Scrolls the virtual list's holder 120 px a frame for 400 frames (a quick flick through
    // ~48,000 px), counting the row elements every 10 frames, then jumps to the end.
    const scrolled = await page.evaluate(async () => {
      const table = document.querySelector('.venus-data-table');
      const holder = [...(table?.querySelectorAll<HTMLElement>('*') ?? [])].find(
        (element) => element.scrollHeight > element.clientHeight + 10_000,
      );
      if (!holder) throw new Error('no scrolling element in the table');
      // No named functions in here: tsx would wrap them in a __name helper the page lacks.
      const rowSelector = '.venus-data-table .ant-table-row';
      const atStart = document.querySelectorAll(rowSelector).length;
      const counts: number[] = [];
      const deltas: number[] = [];
      let last = performance.now();
      for (let frame = 0; frame < 400; frame++) {
        holder.scrollTop += 120;
        holder.dispatchEvent(new Event('scroll'));
        await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
        const now = performance.now();
        deltas.push(now - last);
        last = now;
        if (frame % 10 === 0) counts.push(document.querySelectorAll(rowSelector).length);
      }
      holder.scrollTop = holder.scrollHeight;
      holder.dispatchEvent(new Event('scroll'));
      for (let frame = 0; frame < 10; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      counts.push(document.querySelectorAll(rowSelector).length);
      const shown = [...document.querySelectorAll('.venus-data-table .ant-table-row')];
      const lastKey = shown.at(-1)?.getAttribute('data-row-key') ?? '';
      return { atStart, counts, deltas, lastKey };
    });
    const trace = readTrace(await browser.stopTracing());
    return {
      firstRowsMs,
      domRows: {
        min: Math.min(...scrolled.counts),
        max: Math.max(...scrolled.counts),
        samples: scrolled.counts.length,
        atStart: scrolled.atStart,
      },
      reachedEnd: scrolled.lastKey === String(rowCount),
      frames: trace.frames,
      rafFrames: percentiles(scrolled.deltas.slice(1)),
      longTasks: trace.longTasks,
    };
  } finally {
    await context.close();
  }
}
