import type { BrowserContext, Page } from 'playwright-core';

/** How many of a page's last events a failed journey prints. */
const TRAIL_LENGTH = 40;

interface Trail {
  startedAt: number;
  events: string[];
}

const trails = new Map<Page, Trail>();

/**
 * Keeps, for every page of the context, where it went, what the API answered and what it logged
 * as an error: a journey that fails on a busy CI machine cannot be watched again, so its last
 * steps are printed with the failure (failure-report.ts).
 */
export function recordPageTrails(context: BrowserContext): void {
  context.on('page', (page) => {
    const trail: Trail = { startedAt: Date.now(), events: [] };
    trails.set(page, trail);
    const note = (text: string) => {
      trail.events.push(`+${((Date.now() - trail.startedAt) / 1000).toFixed(1)}s ${text}`);
      if (trail.events.length > TRAIL_LENGTH) trail.events.shift();
    };
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`at ${frame.url()}`);
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/venus-api/'))
        note(`${response.status()} ${response.request().method()} ${url.pathname}`);
    });
    page.on('requestfailed', (request) => note(`failed ${request.method()} ${request.url()}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') note(`console ${message.text()}`);
    });
    page.on('pageerror', (error) => note(`page error ${error.message}`));
    page.on('close', () => trails.delete(page));
  });
}

/** The pages still open, each with its trail. */
export function openPagesWithTrails(): [Page, string[]][] {
  return [...trails].filter(([page]) => !page.isClosed()).map(([page, trail]) => [page, trail.events]);
}
