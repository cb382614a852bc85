import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, fillSignIn, journeyBrowser, openVisit, screenshot } from './browser.ts';

// The e2e sequencer runs this file last: it leaves this desk needing a captcha, which no later
// journey could answer.
const browser = journeyBrowser();

describe('captcha', () => {
  it('asks for the captcha after 3 failures and refuses a wrong answer', async () => {
    const { context, page } = await openVisit(browser);
    await page.goto('/login');
    const captchaInput = page.getByLabel(/验证码/);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await captchaInput.count()).toBe(0);
      await fillSignIn(page, 'xuqing', `wrong-${attempt}`);
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('用户名或密码错误');
    }
    await expect.poll(() => captchaInput.count()).toBe(1);
    const image = page.getByRole('img', { name: /验证码/ });
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await screenshot(page, '06-captcha-required');

    await page.getByLabel(/用户名/).fill('xuqing');
    await page.getByLabel(/^密码$/).fill(DEMO_PASSWORD);
    await captchaInput.fill('0000');
    await captchaInput.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/验证码错误|验证码已失效/);
    await context.close();
  });
});
