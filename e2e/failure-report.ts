import fs from 'node:fs';
import path from 'node:path';
import { beforeEach } from 'vitest';
import { openPagesWithTrails } from './page-trail.ts';

const FAILURES = path.resolve(import.meta.dirname, 'screenshots', 'failures');

/** What a person would see on top of the page: dialogs, toasts, notices, an error page. */
const OVERLAYS =
  '.ant-modal-wrap:not([style*="display: none"]), .ant-message, .ant-notification, .ant-result';

/**
 * When a journey fails, prints each page it left open (address, focused element, what lies on
 * top, its last requests and errors) and keeps a screenshot: CI shows only its output, and a
 * failure seen once under load cannot be run again to look.
 */
beforeEach((context) => {
  context.onTestFailed(async () => {
    const pages = openPagesWithTrails();
    for (const [index, [page, events]] of pages.entries()) {
      const lines = [`— page ${index + 1} of ${pages.length}: ${page.url()}`];
      try {
        const state = await page.evaluate((overlays) => {
          const active = document.activeElement;
          const focused = active
            ? `${active.tagName.toLowerCase()}${active.getAttribute('aria-label') ? ` "${active.getAttribute('aria-label')}"` : ''}${active instanceof HTMLInputElement ? ` holding "${active.value}"` : ''}`
            : 'none';
          const shown = [...document.querySelectorAll<HTMLElement>(overlays)]
            .map((node) => node.innerText.trim().replace(/\s+/g, ' ').slice(0, 200))
            .filter(Boolean);
          return { focused, shown };
        }, OVERLAYS);
        lines.push(`focused: ${state.focused}`, ...state.shown.map((text) => `on top: ${text}`));
        fs.mkdirSync(FAILURES, { recursive: true });
        const name = `${context.task.name.replace(/[^\w\u4e00-\u9fff-]+/g, '-').slice(0, 80)}-${index + 1}.png`;
        await page.screenshot({ path: path.join(FAILURES, name), timeout: 10_000 });
        lines.push(`screenshot: e2e/screenshots/failures/${name}`);
      } catch (error) {
        lines.push(`(could not read the page: ${(error as Error).message.split('\n')[0]})`);
      }
      console.error([...lines, ...events.map((event) => `  ${event}`)].join('\n'));
    }
  });
});
