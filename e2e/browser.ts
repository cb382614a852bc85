import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { recordPageTrails } from './page-trail.ts';
import { journeyWorld } from './world.ts';

export { CHROMIUM_PATH };

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');

/**
 * Debian's Chromium, with the flags this sandbox needs (no network besides loopback). Its pages
 * ask for reduced motion, as a person may in their system settings (decision 0049): antd's popups
 * then open and close at once, so a click never lands on a menu item or option still zooming in
 * (the CI runs that failed on a busy machine did), and Chromium draws no animation frames.
 * A journey that checks an animation asks for `reducedMotion: 'no-preference'` itself.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  // Playwright emulates 'no-preference' unless told, over any Chromium switch; newPage goes
  // through newContext, so every profile of this browser gets the default.
  // Every context also keeps its pages' trails for a failure report (page-trail.ts).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    recordPageTrails(context);
    return context;
  };
  return browser;
}

export interface Visit {
  context: BrowserContext;
  page: Page;
}

/** A fresh browser profile (no cookies, no storage), as a new person at a new desk. */
export async function openVisit(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1440, height: 900 },
): Promise<Visit> {
  const context = await browser.newContext({ baseURL: journeyWorld().baseUrl, viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  // How long a step may take to become true, not what it checks: on a two-core CI machine running
  // the server, PostgreSQL and Chromium at once, a lazily loaded route or dialog took over 15 s.
  page.setDefaultTimeout(30_000);
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  // A screenshot of a half-loaded screen shows nothing a person would judge. The pages ask for
  // reduced motion (launchBrowser), so antd's fades last 0 s; the short wait lets React paint what
  // the last answer brought. (The one CI run that let the capture run transitions to their end
  // instead lost the route search's popup after its screenshot.)
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(100);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  // Chromium takes a full page by resizing the view for a moment, which fires resize and blur on
  // the page: a route search's typed text and list were gone after one such capture on a busy CI
  // machine. The shell scrolls inside its content, so most pages fit the window: those are taken
  // as they are. So is a page with a popup open (a date picker, a drop-down): the full-page resize
  // closed the date range's calendar in a CI run, and the journey's next click found no day.
  const asItIs = await page.evaluate(
    () =>
      document.documentElement.scrollHeight <= window.innerHeight ||
      document.querySelector(
        [
          '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)',
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
          '.ant-dropdown:not(.ant-dropdown-hidden)',
          '.ant-popover:not(.ant-popover-hidden)',
        ].join(', '),
      ) !== null,
  );
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: !asItIs });
}

/**
 * Right-clicks what the person sees, where it is. Playwright's own click first scrolls its target
 * into view; for the sticky tab strip that scrolls the document under it, and antd closes a
 * context menu opened at the pointer on any scroll: the menu that same click had just opened.
 */
export async function rightClickInPlace(target: Locator): Promise<void> {
  await target.waitFor({ state: 'visible' });
  const box = await target.boundingBox();
  if (!box) throw new Error('The element to right-click has no box on the screen');
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2, { button: 'right' });
}

/** The page of the active tab: kept-alive tabs stay in the DOM, hidden. */
export const shownPage = (page: Page): Locator => page.locator('.venus-page:not([hidden])');

export const DEMO_PASSWORD = 'Venus@2026!';

/** Fills the sign-in form as a person would and presses Enter. */
export async function fillSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(/用户名|Username/).fill(username);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByLabel(/^(密码|Password)$/).press('Enter');
}

/** Signs in on the sign-in page, as a person does, and waits for home. */
export async function signInByForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, username, password);
  await page.waitForURL('**/index');
}

/**
 * Failed sign-ins are counted per client address, and every journey comes from 127.0.0.1: a
 * successful sign-in at the desk clears that count, so each journey starts as a fresh desk.
 */
export async function clearFailuresAtThisDesk(browser: Browser): Promise<void> {
  const context = await browser.newContext({ baseURL: journeyWorld().baseUrl });
  const response = await context.request.post('/venus-api/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  const body = (await response.json()) as { code: number; msg: string };
  await context.close();
  if (body.code !== 200) throw new Error(`could not reset the desk: ${body.msg}`);
}

/**
 * The open dialog once its opening zoom has finished: a click during the zoom can land beside a
 * button that is still moving, and then does nothing.
 */
export async function openedDialog(page: Page): Promise<Locator> {
  // A modal, not a drawer that may be open beneath it (both are role="dialog").
  const dialog = page.getByRole('dialog').and(page.locator('.ant-modal'));
  await dialog.waitFor();
  await expect
    .poll(() => dialog.getAttribute('class'), { timeout: 10_000 })
    .not.toMatch(/ant-zoom-(appear|enter)/);
  return dialog;
}

/**
 * The open confirmation (Popconfirm) once its zoom has finished: a click on its button during the
 * zoom can land while the button still moves, and then does nothing (as for openedDialog).
 */
export async function openedPopconfirm(page: Page): Promise<Locator> {
  const confirm = page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
  await confirm.waitFor();
  await expect
    .poll(() => confirm.getAttribute('class'), { timeout: 10_000 })
    .not.toMatch(/ant-zoom-big-(appear|enter)/);
  return confirm;
}

/**
 * The file's Chromium, launched before its journeys and closed after them; each journey starts at
 * a desk with no failed sign-ins. Call it once at the top of a journey file. The answer stands in
 * for the browser from the moment it is launched.
 */
export function journeyBrowser(options: { clearFailures?: boolean } = {}): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(() => launched?.close());
  if (options.clearFailures !== false) beforeEach(() => clearFailuresAtThisDesk(browserOf()));
  const browserOf = (): Browser => {
    if (!launched) throw new Error('the journey browser is used before its beforeAll launched it');
    return launched;
  };
  return new Proxy({} as Browser, {
    get: (_, key) => {
      const value = Reflect.get(browserOf(), key);
      return typeof value === 'function' ? value.bind(browserOf()) : value;
    },
  });
}
