import { generateSync } from 'otplib';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clearFailuresAtThisDesk,
  DEMO_PASSWORD,
  fillSignIn,
  journeyBrowser,
  openedDialog,
  openVisit,
  screenshot,
  shownPage,
} from './browser.ts';
import { signInApi, signInAs } from './signed-api.ts';
import { signOut } from './user-menu.ts';
import { journeyWorld } from './world.ts';

/*
 * Demo users of these journeys, signed in by no other journey: wupeiqi turns two-step
 * verification on, and zenghui (a secretary) is made to, so any other journey signing them in
 * would meet the code prompt.
 */
const USER = 'wupeiqi';
const SECRETARY = 'zenghui';
const STEP_MS = 30_000;

/** A busy test machine can take seconds to answer; wait as a person would, not 1 s. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** What the phone's authenticator shows, now or `steps` time steps later. */
const authenticatorCode = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor((Date.now() + steps * STEP_MS) / 1000) });

/** Not in the last seconds of a step: the code typed is still current when the server reads it. */
async function awayFromStepEdge() {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 4000) await new Promise((resolve) => setTimeout(resolve, left + 250));
}

/**
 * Sets `sys.account.mfaRequiredRoles` as the administrator would on the system-config page, from
 * a context of its own; journeys run one at a time, so no other journey meets the requirement.
 */
async function requireOfRoles(browser: Browser, value: string) {
  const admin = await browser.newContext({ baseURL: journeyWorld().baseUrl });
  try {
    const api = await signInApi(admin.request, 'admin');
    const list = await api.fetch('/system/config/list', { params: { configKey: 'mfaRequiredRoles' } });
    const [row] = (await list.json()).rows as object[];
    const put = await api.fetch('/system/config', { method: 'PUT', data: { ...row, configValue: value } });
    expect((await put.json()).code).toBe(200);
  } finally {
    await admin.close();
  }
}

describe('two-step verification', () => {
  const browser = journeyBrowser();
  let secret = '';
  let recoveryCodes: string[] = [];

  it('turns it on from the personal settings with the QR code, and shows the recovery codes once', async () => {
    const { context, page } = await openVisit(browser);
    await page.goto('/login');
    await fillSignIn(page, USER, DEMO_PASSWORD);
    await page.waitForURL('**/index');
    await page.goto('/user/setting');
    const card = page.locator('.venus-mfa-settings');
    await poll(() => card.textContent()).toContain('未开启');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'mfa-01-settings-off-cn');

    await card.getByRole('button', { name: '开启两步验证' }).click();
    const dialog = await openedDialog(page);
    const key = dialog.getByLabel('设置密钥');
    await poll(() => key.textContent()).toMatch(/[A-Z2-7]{4} /);
    // Read off the screen as a person typing it into the phone would (the groups of four joined).
    secret = ((await key.textContent()) ?? '').replace(/[^A-Z2-7]/g, '');
    expect(secret).toHaveLength(32);
    expect(await dialog.locator('.ant-qrcode canvas').isVisible()).toBe(true);
    await screenshot(page, 'mfa-02-enrol-qr-cn');

    await awayFromStepEdge();
    await dialog.getByLabel('动态验证码').fill(authenticatorCode(secret));
    await dialog.getByRole('button', { name: '验证并开启' }).click();
    const list = dialog.getByRole('list', { name: '恢复码' });
    await poll(() => list.getByRole('listitem').count()).toBe(10);
    recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/);
    expect(await dialog.textContent()).toContain('恢复码只显示这一次');
    await screenshot(page, 'mfa-03-recovery-codes-cn');

    await dialog.getByRole('button', { name: '我已保存恢复码' }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    await poll(() => card.textContent()).toContain('已开启');
    expect(await card.textContent()).toContain('剩余恢复码：10 个');
    await signOut(page);
    await context.close();
  });

  it('asks for the code after the password, refuses a wrong one, signs in with the right one', async () => {
    const { context, page } = await openVisit(browser);
    await page.goto('/login');
    await fillSignIn(page, USER, DEMO_PASSWORD);
    await poll(() => page.locator('.venus-login__title').textContent()).toBe('两步验证');
    // No session yet: the password alone opened nothing.
    const info = await page.evaluate(async () => (await fetch('/venus-api/getInfo')).json());
    expect(info.code).toBe(401);
    await screenshot(page, 'mfa-04-code-prompt-cn');

    const field = page.getByLabel('动态验证码');
    await awayFromStepEdge();
    const right = authenticatorCode(secret, 1);
    await field.fill(right === '000000' ? '111111' : '000000');
    await field.press('Enter');
    await poll(() => page.getByRole('alert').textContent()).toContain('动态验证码错误');
    await screenshot(page, 'mfa-05-wrong-code-cn');

    // The enrolment used this step's code; the next one, as the phone shows it half a minute on.
    await field.fill(authenticatorCode(secret, 1));
    await field.press('Enter');
    await page.waitForURL('**/index');
    await screenshot(page, 'mfa-06-signed-in-cn');
    await signOut(page);
    await context.close();
  });

  it('signs in with a recovery code when the phone is not at hand, and uses it up', async () => {
    const { context, page } = await openVisit(browser);
    await page.goto('/login');
    await fillSignIn(page, USER, DEMO_PASSWORD);
    const field = page.getByLabel('动态验证码');
    await field.fill(recoveryCodes[0]!.toLowerCase());
    await field.press('Enter');
    await page.waitForURL('**/index');
    await page.goto('/user/setting');
    await poll(() => page.locator('.venus-mfa-settings').textContent()).toContain('剩余恢复码：9 个');
    await context.close();
    // The wrong code above counted at this desk; leave it clean for the next journey.
    await clearFailuresAtThisDesk(browser);
  });

  it('is reset by an administrator for a lost phone, after which the password alone signs in', async () => {
    const admin = await openVisit(browser);
    await signInAs(admin.page, 'admin', { path: '/system/user' });
    const users = shownPage(admin.page);
    const panel = users.locator('.venus-search-panel');
    await panel.getByLabel('姓名').fill(USER);
    await panel
      .getByRole('button')
      .filter({ hasText: /^搜\s?索$/ })
      .click();
    const row = users.locator('tr.ant-table-row').filter({ hasText: USER });
    await poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: '重置两步验证' }).click();
    const confirm = await openedDialog(admin.page);
    expect(await confirm.textContent()).toContain('恢复码全部失效');
    await Promise.all([
      admin.page.waitForResponse((r) => r.url().includes('/system/user/resetMfa') && r.status() === 200),
      confirm.getByRole('button', { name: '重置两步验证' }).click(),
    ]);
    await poll(() => admin.page.locator('.ant-message').textContent()).toContain('已重置两步验证');
    await admin.context.close();

    const { context, page } = await openVisit(browser);
    await page.goto('/login');
    await fillSignIn(page, USER, DEMO_PASSWORD);
    await page.waitForURL('**/index');
    await context.close();
  });

  it('makes a secretary set it up on the login page when the firm requires it of secretaries (English, phone)', async () => {
    await requireOfRoles(browser, 'secretary');
    try {
      const { context, page } = await openVisit(browser, { width: 390, height: 844 });
      await page.goto('/login');
      await page.getByLabel('切换语言').click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await fillSignIn(page, SECRETARY, DEMO_PASSWORD);
      await poll(() => page.locator('.venus-login__title').textContent()).toBe('Two-step verification');
      expect(await page.locator('main').textContent()).toContain('Your role requires two-step verification');
      const key = page.getByLabel('Setup key');
      await poll(() => key.textContent()).toMatch(/[A-Z2-7]{4} /);
      const secretaryKey = ((await key.textContent()) ?? '').replace(/[^A-Z2-7]/g, '');
      await screenshot(page, 'mfa-07-enrol-at-sign-in-en-phone');

      await awayFromStepEdge();
      await page.getByLabel('Verification code').fill(authenticatorCode(secretaryKey));
      await page.getByRole('button', { name: 'Turn on and sign in' }).click();
      const list = page.getByRole('list', { name: 'Recovery codes' });
      await poll(() => list.getByRole('listitem').count()).toBe(10);
      await screenshot(page, 'mfa-08-recovery-codes-at-sign-in-en-phone');
      await page.getByRole('button', { name: 'I have saved them, continue' }).click();
      await page.waitForURL('**/index');
      await context.close();
    } finally {
      await requireOfRoles(browser, '');
    }
  });
});
