import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { RouteItem } from '@venus/shared';
import type { Browser, Page } from 'playwright-core';
import { buildRouteTree } from '../apps/web/src/shell/route-tree.ts';
import { DEMO_PASSWORD, fillSignIn, openVisit } from './browser.ts';

// Issue 27 item 22: axe-core over every page of the administrator's menu (who holds them all), in
// both languages. Any serious or critical violation fails the journey, each reported by page,
// rule and element, so that whoever adds a page sees what to fix on theirs. axe is injected
// through the test browser (Playwright evaluates in the page without a script tag), so the
// Content-Security-Policy stays exactly as it is served.
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  elements: string[];
}

/**
 * Signs the administrator in and returns the paths of every page of the menu, as the shell builds
 * them, with what axe found on the sign-in page itself before.
 */
async function signInForPages(
  page: Page,
  language: 'cn' | 'en',
): Promise<{ paths: string[]; login: Finding[] }> {
  await page.goto('/login');
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  await page.reload();
  await page.locator('form').first().waitFor();
  const login = await serious(page, '/login');
  const routers = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/getRouters'));
  await fillSignIn(page, 'admin', DEMO_PASSWORD);
  const body = (await (await routers).json()) as { data: RouteItem[] };
  await page.waitForURL('**/index');
  return {
    paths: ['/index', ...buildRouteTree(body.data, () => true).pages.map((entry) => entry.path)],
    login,
  };
}

/** Shows a page as the side menu does (no reload), and waits for its data to arrive. */
async function show(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForLoadState('networkidle');
  await page.locator('.venus-page:not([hidden]) .ant-spin-spinning').first().waitFor({ state: 'hidden' });
  await page.waitForTimeout(300);
}

/**
 * What axe finds serious or critical on the page shown. `whole`: the document, shell included;
 * otherwise the page's content (its heading, breadcrumb and page), the shell being the same on
 * every page and checked whole on the first: the sweep then takes minutes, not half an hour.
 */
async function serious(page: Page, path: string, whole = true): Promise<Finding[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (checkWhole) => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }
    ).axe;
    // The pages kept alive behind the one shown are hidden (their tabs are elsewhere): each is
    // checked when it is the one shown. Violations only: the passes' details double the time.
    const result = (await axe.run(
      { include: [[checkWhole ? 'body' : '.venus-content']], exclude: [['.venus-page[hidden]']] },
      {
        resultTypes: ['violations'],
        // Experimental, hence off by default, but issue 27 item 22 found it: a control's name
        // must contain the words it shows.
        rules: { 'label-content-name-mismatch': { enabled: true } },
      },
    )) as {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    };
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      elements: v.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
    }));
  }, whole);
  return violations.filter((v) => FAILING_IMPACTS.has(v.impact)).map((v) => ({ page: path, ...v }));
}

const report = (findings: Finding[]) =>
  findings
    .map((f) => `${f.page}  [${f.impact}] ${f.rule}: ${f.help}\n    ${f.elements.join('\n    ')}`)
    .join('\n');

/**
 * Every page of the administrator's menu in one language: what axe finds serious or critical,
 * reported by page, rule and element ('' when nothing), and how many pages were swept.
 */
export async function sweepEveryPage(
  browser: Browser,
  language: 'cn' | 'en',
): Promise<{ pages: number; report: string }> {
  const { page, context } = await openVisit(browser);
  const { paths, login } = await signInForPages(page, language);
  const findings: Finding[] = [...login];
  for (const path of paths) {
    await show(page, path);
    findings.push(...(await serious(page, path, path === '/index')));
  }
  await context.close();
  return { pages: paths.length, report: report(findings) };
}
