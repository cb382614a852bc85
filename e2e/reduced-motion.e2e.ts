import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser } from './browser.ts';
import { signInAs } from './signed-api.ts';
import { journeyWorld } from './world.ts';

const browser = journeyBrowser();

/** Every class the user menu's popup wore from the click until its items showed. */
async function userMenuClasses(page: Page): Promise<string> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { venusSeen: string[] }).venusSeen = seen;
    const note = (node: Node) => {
      if (!(node instanceof Element)) return;
      for (const popup of [node, ...node.querySelectorAll('.ant-dropdown')])
        if (popup.classList.contains('ant-dropdown')) seen.push(popup.className);
    };
    new MutationObserver((changes) => {
      for (const change of changes) {
        note(change.target);
        change.addedNodes.forEach(note);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '访问历史' }).waitFor();
  // Past the 0.2 s slide, so an animated popup has worn every class it will.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { venusSeen: string[] }).venusSeen.join(' '));
}

describe('reduced motion (decision 0049)', () => {
  it('opens popups at once for a person who asked their system for less motion, and slides them in otherwise', async () => {
    for (const [reducedMotion, slides] of [
      ['reduce', false],
      ['no-preference', true],
    ] as const) {
      const context = await browser.newContext({
        baseURL: journeyWorld().baseUrl,
        locale: 'zh-CN',
        reducedMotion,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await signInAs(page, 'sunyue');
      const classes = await userMenuClasses(page);
      expect(classes, reducedMotion).toContain('ant-dropdown');
      expect(/ant-slide-up-(appear|enter)-(start|active)/.test(classes), reducedMotion).toBe(slides);
      await context.close();
    }
  });
});
