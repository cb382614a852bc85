import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  journeyBrowser,
  openedDialog,
  openVisit,
  rightClickInPlace,
  screenshot,
  shownPage,
} from './browser.ts';
import { signInAs } from './signed-api.ts';
import { clickMenuItem, noDropdownShown, openUserMenuItem, signOut } from './user-menu.ts';
import { journeyWorld } from './world.ts';

const browser = journeyBrowser();

const MOBILE = { width: 390, height: 844 };
/** A page behind a reload loads its chunk and its data first: give it longer than the default second. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
/** The shell's strip of opened pages (pages may have tab lists of their own). */
const tabStrip = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' }).getByRole('tablist');
const tabTitles = (page: Page) => tabStrip(page).getByRole('tab').allTextContents();
const activeTab = (page: Page) => tabStrip(page).getByRole('tab', { selected: true }).textContent();
/** The page on screen; the kept-alive pages of other tabs sit hidden beside it. */

async function signInAtHome(page: Page, username: string) {
  await signInAs(page, username);
  await poll(() => tabTitles(page)).toEqual(['首页']);
}

async function rightClickTab(page: Page, title: string, action: string) {
  await noDropdownShown(page);
  const shownMenu = page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .filter({ has: page.getByRole('menuitem', { name: action }) })
    .last();
  // A tab re-rendered by the page loading behind it (a list page reads its saved table layout
  // and its rows) can lose a right-click, or close the menu it opened; a person whose menu did
  // not open, or vanished, closes what is left and right-clicks again once the page settled.
  await page.waitForLoadState('networkidle');
  for (let attempt = 1; ; attempt++) {
    await rightClickInPlace(tabStrip(page).getByRole('tab', { name: title }).first());
    // Each look is short: a menu that never opened must not hold one look for the page's 30 s
    // default, which made one lost right-click cost a minute (and a CI run its 120 s).
    const settled = await expect
      .poll(
        () =>
          shownMenu.evaluate((el) => !/-appear|-enter|-leave/.test(el.className), undefined, {
            timeout: 1_000,
          }),
        {
          timeout: 5_000,
        },
      )
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    if (settled) {
      const clicked = await shownMenu
        .getByRole('menuitem', { name: action })
        .click({ timeout: 3_000 })
        .then(() => true)
        .catch(() => false);
      if (clicked) return;
    }
    if (attempt === 5) throw new Error(`The context menu of tab ${title} did not offer ${action}`);
    await page.keyboard.press('Escape');
    await noDropdownShown(page).catch(() => {});
  }
}

/** Turns a personal setting switch to `on`, waiting for the server to have saved it. */
async function setSwitch(page: Page, name: string, on: boolean) {
  const toggle = shownPage(page).getByRole('switch', { name });
  if ((await toggle.getAttribute('aria-checked')) === String(on)) return;
  const saved = page.waitForResponse(
    (r) => r.url().includes('/system/user/setting') && r.request().method() === 'POST',
  );
  await toggle.click();
  expect(((await (await saved).json()) as { code: number }).code).toBe(200);
  await poll(() => toggle.getAttribute('aria-checked')).toBe(String(on));
}

describe('tab rules through the shell', () => {
  it('reuses, closes back to the opener or the previous tab, closes others and all, refreshes', async () => {
    const { context, page } = await openVisit(browser);
    await signInAtHome(page, 'chengpeng');

    // /index is never duplicated, whatever its query.
    await page.goto('/index?fr=abc');
    await poll(() => tabTitles(page)).toEqual(['首页']);
    // Home is affixed: no close button, and its menu cannot close it.
    expect(await tabStrip(page).getByRole('tab', { name: '首页' }).getByRole('button').count()).toBe(0);
    await rightClickInPlace(tabStrip(page).getByRole('tab', { name: '首页' }));
    await poll(() => page.getByRole('menuitem', { name: '关闭标签页' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await page.keyboard.press('Escape');

    await openUserMenuItem(page, '个人中心');
    await page.waitForURL('**/user/profile');
    await openUserMenuItem(page, '个人设置');
    await page.waitForURL('**/user/setting');
    await poll(() => tabTitles(page)).toEqual(['首页', '个人中心', '个人设置']);

    // Same path and query apart from rs and fr: the existing tab is reused.
    await page.goto('/user/profile?rs=%2Fuser%2Fsetting&fr=x1');
    await poll(() => activeTab(page)).toBe('个人中心');
    expect(await tabTitles(page)).toEqual(['首页', '个人中心', '个人设置']);
    // A different query value is a different tab.
    await page.goto('/user/profile?tab=2');
    await poll(() => tabTitles(page)).toEqual(['首页', '个人中心', '个人设置', '个人中心']);
    await page.getByTitle('关闭 个人中心', { exact: true }).last().click();
    await poll(() => tabTitles(page)).toEqual(['首页', '个人中心', '个人设置']);

    // Closing the active tab goes back to the tab it was opened from (rs), not its left neighbour.
    await tabStrip(page).getByRole('tab', { name: '个人中心' }).click();
    await page.waitForURL(/\/user\/profile\?rs=/);
    await page.getByTitle('关闭 个人中心', { exact: true }).click();
    await page.waitForURL('**/user/setting');
    await poll(() => tabTitles(page)).toEqual(['首页', '个人设置']);

    // Without an opener, closing the active tab goes to the previous one.
    await openUserMenuItem(page, '个人中心');
    await page.waitForURL('**/user/profile');
    await page.getByTitle('关闭 个人中心', { exact: true }).click();
    await page.waitForURL('**/user/setting');

    // Refresh keeps the tab and reloads the page under a new fr.
    await openUserMenuItem(page, '个人中心');
    await page.waitForURL('**/user/profile');
    await rightClickTab(page, '个人设置', '刷新页面');
    await page.waitForURL(/\/user\/setting\?fr=\w+/);
    const firstFr = new URL(page.url()).searchParams.get('fr');
    await rightClickTab(page, '个人设置', '刷新页面');
    await poll(() => new URL(page.url()).searchParams.get('fr')).not.toBe(firstFr);
    expect(await tabTitles(page)).toEqual(['首页', '个人设置', '个人中心']);
    await poll(() => shownPage(page).getByRole('switch', { name: '双击关闭标签页' }).count()).toBe(1);

    // Close others keeps the affixed home and the chosen tab.
    await rightClickTab(page, '个人中心', '关闭其他');
    await poll(() => tabTitles(page)).toEqual(['首页', '个人中心']);
    await page.waitForURL('**/user/profile');

    // Close all goes to the last remaining tab: home.
    await openUserMenuItem(page, '个人设置');
    await page.waitForURL('**/user/setting');
    await rightClickTab(page, '个人设置', '全部关闭');
    await page.waitForURL('**/index');
    await poll(() => tabTitles(page)).toEqual(['首页']);
    await context.close();
  });

  it('closes a tab on double-click only with the setting on, and splits tabs by opener with showSingleTag off', async () => {
    const { context, page } = await openVisit(browser);
    await signInAtHome(page, 'chengpeng');
    await openUserMenuItem(page, '个人中心');
    await openUserMenuItem(page, '个人设置');
    await poll(() => tabTitles(page)).toEqual(['首页', '个人中心', '个人设置']);

    // Off (the default): a double-click does not close.
    await tabStrip(page).getByRole('tab', { name: '个人中心' }).dblclick();
    await page.waitForURL('**/user/profile');
    await page.waitForTimeout(300);
    expect(await tabTitles(page)).toEqual(['首页', '个人中心', '个人设置']);

    await tabStrip(page).getByRole('tab', { name: '个人设置' }).click();
    await setSwitch(page, '双击关闭标签页', true);
    await tabStrip(page).getByRole('tab', { name: '个人中心' }).dblclick();
    await poll(() => tabTitles(page)).toEqual(['首页', '个人设置']);
    // Home is affixed: a double-click never closes it.
    await tabStrip(page).getByRole('tab', { name: '首页' }).dblclick();
    await page.waitForTimeout(300);
    expect(await tabTitles(page)).toEqual(['首页', '个人设置']);

    // showSingleTag off: the same page opened from different pages (rs) gets its own tab.
    await tabStrip(page).getByRole('tab', { name: '个人设置' }).click();
    await setSwitch(page, '同一页面只显示一个标签', false);
    await page.goto('/user/profile?rs=%2Findex');
    await poll(() => tabTitles(page)).toEqual(['首页', '个人设置', '个人中心']);
    await page.goto('/user/profile?rs=%2Fuser%2Fsetting');
    await poll(() => tabTitles(page)).toEqual(['首页', '个人设置', '个人中心', '个人中心']);
    // ... while fr still never splits one.
    await page.goto('/user/profile?rs=%2Fuser%2Fsetting&fr=zz');
    await poll(() => tabTitles(page)).toEqual(['首页', '个人设置', '个人中心', '个人中心']);

    // Leave chengpeng's settings as the spec's defaults for any later journey.
    await tabStrip(page).getByRole('tab', { name: '个人设置' }).click();
    await setSwitch(page, '同一页面只显示一个标签', true);
    await setSwitch(page, '双击关闭标签页', false);
    await context.close();
  });

  it('keeps a page alive with its typed search text while another tab is shown, until refreshed', async () => {
    const { context, page } = await openVisit(browser);
    await signInAtHome(page, 'admin');
    await page.goto('/monitor/operlog');
    await poll(() => tabTitles(page)).toEqual(['首页', '操作日志']);
    await page.goto('/monitor/logininfor');
    await poll(() => tabTitles(page)).toEqual(['首页', '操作日志', '登录日志']);
    await tabStrip(page).getByRole('tab', { name: '操作日志' }).click();
    const search = () => shownPage(page).getByPlaceholder('请输入操作人');
    await search().first().fill('kept-text');

    await tabStrip(page).getByRole('tab', { name: '登录日志' }).click();
    await page.waitForURL('**/monitor/logininfor');
    await tabStrip(page).getByRole('tab', { name: '首页' }).click();
    await page.waitForURL('**/index');
    await tabStrip(page).getByRole('tab', { name: '操作日志' }).click();
    await page.waitForURL('**/monitor/operlog');
    expect(await search().first().inputValue()).toBe('kept-text');

    // Refresh drops the kept view: the page mounts afresh, empty.
    await rightClickTab(page, '操作日志', '刷新页面');
    await page.waitForURL(/\/monitor\/operlog\?fr=/);
    await poll(() => search().first().inputValue()).toBe('');

    // Closing the tab drops its view too: reopened, the page starts empty.
    await search().first().fill('gone-after-close');
    await page.getByTitle('关闭 操作日志', { exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/monitor/operlog'));
    // Reopened inside the app (route search), not by a reload: the kept view must be gone. The
    // side menu is folding to the new page at this moment, so it is not the way in.
    const routeSearch = page.getByLabel('搜索菜单');
    await routeSearch.click();
    await routeSearch.pressSequentially('操作日志');
    const option = page.locator('.venus-route-search__option').first();
    await poll(() => option.textContent()).toContain('操作日志');
    await routeSearch.press('Enter');
    await page.waitForURL('**/monitor/operlog');
    await poll(() => search().first().inputValue()).toBe('');
    await context.close();
  });
});

describe('personal settings', () => {
  it('keeps settings on the server across sign-out, sign-in and another browser', async () => {
    const first = await openVisit(browser);
    await signInAtHome(first.page, 'panling');
    await openUserMenuItem(first.page, '个人设置');
    await first.page.waitForURL('**/user/setting');
    const page = first.page;
    // Every option shows its spec default.
    expect(
      await shownPage(page).getByRole('switch', { name: '保留搜索历史' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(await shownPage(page).getByRole('radio', { name: '7 天' }).isChecked()).toBe(true);
    // Without system:i18n:change or the worklog permission, no language or floating-timer option.
    expect(await shownPage(page).getByText('界面语言').count()).toBe(0);
    expect(await shownPage(page).getByText('显示悬浮计时器').count()).toBe(0);

    await setSwitch(page, '保留搜索历史', false);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/system/user/setting') && r.request().method() === 'POST',
    );
    await shownPage(page).getByText('3 天').click();
    await saved;
    await screenshot(page, '60-settings-cn');

    await signOut(page);
    await first.context.close();

    // Another browser profile, a new sign-in: the server still holds them.
    const second = await openVisit(browser);
    await signInAtHome(second.page, 'panling');
    await second.page.goto('/user/setting');
    const again = shownPage(second.page);
    await poll(() => again.getByRole('switch', { name: '保留搜索历史' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(await again.getByRole('radio', { name: '3 天' }).isChecked()).toBe(true);

    await setSwitch(second.page, '保留搜索历史', true);
    await again.getByText('7 天').click();
    await poll(() => again.getByRole('radio', { name: '7 天' }).isChecked()).toBe(true);
    await second.context.close();
  });

  it('shows the language and floating-timer options to whoever holds their permissions, in English too', async () => {
    const { context, page } = await openVisit(browser);
    await signInAtHome(page, 'admin');
    await page.goto('/user/setting');
    await poll(() => shownPage(page).getByText('显示悬浮计时器').count()).toBe(1);
    await shownPage(page).locator('label').filter({ hasText: 'English' }).click();
    await poll(() => shownPage(page).getByText('Interface language').count()).toBe(1);
    await screenshot(page, '61-settings-en');
    await page.goto('/user/profile');
    await poll(() => shownPage(page).getByText('Edit my details').count()).toBe(1);
    await screenshot(page, '62-profile-en');
    await page.goto('/user/setting');
    await shownPage(page).locator('label').filter({ hasText: '中文' }).click();
    await poll(() => shownPage(page).getByText('界面语言').count()).toBe(1);

    // On a phone the floating timer is not offered, even to a worklog writer.
    await page.setViewportSize(MOBILE);
    await poll(() => shownPage(page).getByText('显示悬浮计时器').count()).toBe(0);
    await screenshot(page, '63-settings-mobile');
    await context.close();
  });

  it('uploads, downloads and resets custom table layouts, refusing a wrong file with a clear error', async () => {
    const { context, page } = await openVisit(browser);
    await signInAtHome(page, 'xuqing');
    await page.goto('/user/setting');
    const fileInput = shownPage(page).locator('input[type=file]');

    await fileInput.setInputFiles({
      name: 'x.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"0":{}}'),
    });
    await poll(() => shownPage(page).getByText('这不是 Venus 导出的表格配置文件').count()).toBe(1);
    await fileInput.setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"venus":"table-layouts","2":{"columns:/case":5}}'),
    });
    await poll(() => shownPage(page).getByText('类型 2 中的配置项“columns:/case”无效').count()).toBe(1);
    await screenshot(page, '64-settings-layout-refused');

    const layouts = {
      venus: 'table-layouts',
      0: { 'widths:/case': '[120,80]' },
      2: { 'columns:/case': '{"a":1}' },
      3: {},
    };
    await fileInput.setInputFiles({
      name: 'layouts.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(layouts)),
    });
    await poll(() => page.getByText('表格配置已上传').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('widths:/case'))).toBe('[120,80]');

    const download = async () => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        shownPage(page)
          .getByRole('button', { name: /下载配置/ })
          .click(),
      ]);
      const stream = await file.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    };
    expect(await download()).toEqual(layouts);

    await shownPage(page)
      .getByRole('button', { name: /重置配置/ })
      .click();
    await poll(() => page.getByText('确定清除全部自定义表格配置吗？', { exact: false }).count()).toBe(1);
    await (await openedDialog(page)).getByRole('button', { name: /确/ }).click();
    await poll(() => page.getByText('表格配置已重置').count()).toBe(1);
    expect(await download()).toEqual({ venus: 'table-layouts', 0: {}, 2: {}, 3: {} });
    expect(await page.evaluate(() => localStorage.getItem('widths:/case'))).toBeNull();
    await context.close();
  });
});

describe('personal centre', () => {
  it("shows the caller's own details and saves the fields they may change", async () => {
    const { context, page } = await openVisit(browser);
    await signInAtHome(page, 'sunyue');
    await openUserMenuItem(page, '个人中心');
    await page.waitForURL('**/user/profile');
    const shown = shownPage(page);
    await poll(() => shown.getByText(/^sunyue@/).count()).toBe(1);
    expect(await shown.getByText('孙悦').count()).toBeGreaterThan(0);
    await screenshot(page, '65-profile-cn');
    expect(await shown.getByText('本次登录').count()).toBe(1);

    await shown.getByLabel('手机号码').fill('call me');
    await shown.getByRole('button', { name: /保\s*存/ }).click();
    await poll(() => shown.getByText('手机号码', { exact: false }).count()).toBeGreaterThan(1);
    await shown.getByLabel('手机号码').fill('139-0000-2222');
    await shown.getByRole('button', { name: /保\s*存/ }).click();
    await poll(() => page.getByText('个人信息已保存').count()).toBe(1);
    await page.reload();
    await poll(() => shownPage(page).getByLabel('手机号码').inputValue()).toBe('139-0000-2222');
    await context.close();
  });
});

describe('user menu', () => {
  it('toggles fullscreen, and warns where the browser cannot', async () => {
    const { context, page } = await openVisit(browser);
    await signInAtHome(page, 'chengpeng');
    await openUserMenuItem(page, '全屏');
    await poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await openUserMenuItem(page, '退出全屏');
    await poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(false);
    await context.close();

    const unsupported = await openVisit(browser);
    await unsupported.context.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false });
    });
    await signInAtHome(unsupported.page, 'chengpeng');
    await openUserMenuItem(unsupported.page, '全屏');
    await poll(() => unsupported.page.getByText('您的浏览器不支持全屏').count()).toBe(1);
    await unsupported.context.close();
  });

  it('clears the cache after its confirm: storage, tabs and session go, the language stays', async () => {
    const { context, page } = await openVisit(browser);
    await signInAtHome(page, 'chengpeng');
    await openUserMenuItem(page, '个人设置');
    await page.evaluate(() => {
      localStorage.setItem('lang', 'zh-CN');
      localStorage.setItem('some-page-cache', 'x');
    });
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await screenshot(page, '66-user-menu');
    await clickMenuItem(page, '清除缓存');
    const dialog = await openedDialog(page);
    expect(await dialog.textContent()).toContain('清除缓存后页面将恢复到初始状态，并需要重新登录，确定吗？');
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('some-page-cache'))).toBe('x');

    await openUserMenuItem(page, '清除缓存');
    await (await openedDialog(page)).getByRole('button', { name: /确/ }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ lang: 'zh-CN' });
    expect(await page.evaluate(() => sessionStorage.getItem('venus.tabs'))).toBeNull();
    // The session is gone on the server too.
    await page.goto('/user/setting');
    await page.waitForURL('**/login**');
    await context.close();
  });

  it('logs out only after its confirm', async () => {
    const { context, page } = await openVisit(browser);
    await signInAtHome(page, 'chengpeng');
    await openUserMenuItem(page, '退出登录');
    const dialog = await openedDialog(page);
    expect(await dialog.textContent()).toContain('确定注销并退出系统吗？');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toContain('/index');
    await openUserMenuItem(page, '退出登录');
    await (await openedDialog(page)).getByRole('button', { name: /确/ }).click();
    await page.waitForURL('**/login');
    await context.close();
  });
});

describe('on a phone', () => {
  it('keeps the menu drawer closed by default, closes it after navigation and on resize to mobile', async () => {
    const { context, page } = await openVisit(browser, MOBILE);
    await signInAtHome(page, 'admin');
    const drawer = page.locator('.venus-menu-drawer .ant-drawer-content-wrapper');
    expect(await drawer.isVisible()).toBe(false);
    await screenshot(page, '67-mobile-home');

    await page.getByRole('button', { name: '展开或收起菜单' }).click();
    await poll(() => drawer.isVisible()).toBe(true);
    await screenshot(page, '68-mobile-drawer');
    await drawer.getByText('系统监控').click();
    await drawer.getByText('操作日志').click();
    await page.waitForURL('**/monitor/operlog');
    await poll(() => drawer.isVisible()).toBe(false);

    // The header search is an icon that opens the search over the header.
    await page.getByRole('button', { name: '搜索页面' }).click();
    await poll(() =>
      page.locator('.venus-mobile-search input').evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.type('登录日志');
    await screenshot(page, '69-mobile-search');
    await page.locator('.venus-route-search__option').filter({ hasText: '登录日志' }).first().click();
    await page.waitForURL('**/monitor/logininfor');
    await poll(() => page.locator('.venus-mobile-search').count()).toBe(0);

    await page.goto('/user/profile');
    await poll(() => shownPage(page).getByText('修改个人信息').count()).toBe(1);
    await screenshot(page, '70-mobile-profile');

    // Desktop with the sider open, then narrowed to a phone: no sider, and the drawer is closed.
    await page.setViewportSize({ width: 1440, height: 900 });
    await poll(() => page.locator('.venus-sider').isVisible()).toBe(true);
    await page.setViewportSize(MOBILE);
    await poll(() => page.locator('.venus-sider').count()).toBe(0);
    expect(await drawer.isVisible()).toBe(false);
    await context.close();
  });

  it('works in the WeCom in-app browser on a phone', async () => {
    const context = await browser.newContext({
      baseURL: journeyWorld().baseUrl,
      viewport: MOBILE,
      locale: 'zh-CN',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.22 MicroMessenger/7.0.1 Language/zh',
    });
    const page = await context.newPage();
    await signInAtHome(page, 'admin');
    expect(await page.locator('.venus-sider').count()).toBe(0);
    await page.getByRole('button', { name: '展开或收起菜单' }).click();
    await poll(() => page.locator('.venus-menu-drawer .ant-drawer-content-wrapper').isVisible()).toBe(true);
    await context.close();
  });
});
