import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, fillSignIn, journeyBrowser, openVisit, screenshot } from './browser.ts';

const browser = journeyBrowser();

/**
 * ASVS 3.4.3: the built web app runs under the server's strict Content Security Policy without a
 * single violation. A violation blocks what the page wanted to load, so a person would see a
 * broken screen; the browser reports each one as an event and on the console.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

describe('content security policy', () => {
  it('serves the app with a strict policy that sign-in, the home page and a list page all keep', async () => {
    const { context, page } = await openVisit(browser);
    const violations = await watchViolations(page);

    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await page.getByLabel(/用户名|Username/).waitFor();
    await screenshot(page, 'csp-01-login');

    await fillSignIn(page, 'admin', DEMO_PASSWORD);
    await page.waitForURL('**/index');
    await screenshot(page, 'csp-02-home');
    expect(violations).toEqual([]);
    await expect.poll(() => page.locator('main').textContent()).toMatch(/好，系统管理员/);

    await page.goto('/system/user');
    await page.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'csp-03-users');

    expect(violations).toEqual([]);
    await context.close();
  });

  it('keeps the policy in English on a phone, where the layout loads other pieces', async () => {
    const { context, page } = await openVisit(browser, { width: 390, height: 844 });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const violations = await watchViolations(page);
    await page.goto('/login');
    await page.getByLabel('Username').waitFor();
    await screenshot(page, 'csp-04-login-en-phone');
    await fillSignIn(page, 'admin', DEMO_PASSWORD);
    await page.waitForURL('**/index');
    await page.goto('/system/user');
    await page.locator('.ant-table-row, .ant-list-item, .ant-card').first().waitFor();
    await screenshot(page, 'csp-05-users-en-phone');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('refuses to be framed by another page', async () => {
    const { context, page } = await openVisit(browser);
    const violations: string[] = [];
    page.on('console', (message) => violations.push(message.text()));
    await page.goto('/login');
    const origin = new URL(page.url()).origin;
    // A page of the same server that frames the app: frame-ancestors 'none' refuses even that.
    await page.setContent(`<iframe id="framed" src="${origin}/login" width="400" height="300"></iframe>`);
    await expect
      .poll(() => violations.some((text) => /frame-ancestors|refused to frame|X-Frame-Options/i.test(text)))
      .toBe(true);
    await context.close();
  });
});
