import type { BrowserContext, Page } from 'playwright-core';

/** How many of a page's last events a failed journey prints. */
const TRAIL_LENGTH = 40;

interface Trail {
  startedAt: number;
  events: string[];
}

const trails = new Map<Page, Trail>();

const PAGE_EVENT = '[page-trail] ';

/** Runs in the page before its scripts: it reports through console.debug, read back below. */
function watchPageEvents(): void {
  const say = (text: string) => console.debug(`[page-trail] ${text}`);
  const name = (node: EventTarget | null) => {
    if (!(node instanceof Element)) return String(node);
    const label = node.getAttribute('aria-label');
    return `${node.tagName.toLowerCase()}${label ? ` "${label}"` : ''}`;
  };
  window.addEventListener('resize', () => say(`resize ${window.innerWidth}×${window.innerHeight}`));
  window.addEventListener('blur', () => say('window blur'));
  window.addEventListener('focus', () => say('window focus'));
  document.addEventListener(
    'focusout',
    (event) => {
      const target = event.target;
      setTimeout(() => {
        const removed = target instanceof Node && !target.isConnected;
        say(`focus left ${name(target)} for ${name(document.activeElement)}${removed ? ' (removed)' : ''}`);
      });
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.value === '') say(`emptied ${name(target)}`);
    },
    true,
  );
}

/**
 * Keeps, for every page of the context, where it went, what the API answered and what it logged
 * as an error: a journey that fails on a busy CI machine cannot be watched again, so its last
 * steps are printed with the failure (failure-report.ts).
 */
export function recordPageTrails(context: BrowserContext): void {
  // What the page itself saw and the network does not show: the window resized or lost focus, an
  // element lost focus (and whether it was removed from the document), a field emptied.
  void context.addInitScript(watchPageEvents);
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
      const text = message.text();
      if (text.startsWith(PAGE_EVENT)) note(text.slice(PAGE_EVENT.length));
      else if (message.type() === 'error' || message.type() === 'warning') note(`console ${text}`);
    });
    page.on('pageerror', (error) => note(`page error ${error.message}`));
    page.on('close', () => trails.delete(page));
  });
}

/** The pages still open, each with its trail. */
export function openPagesWithTrails(): [Page, string[]][] {
  return [...trails].filter(([page]) => !page.isClosed()).map(([page, trail]) => [page, trail.events]);
}
