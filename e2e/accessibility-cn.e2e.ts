import { describe, expect, it } from 'vitest';
import { sweepEveryPage } from './accessibility-sweep.ts';
import { journeyBrowser } from './browser.ts';

// One language per file, so that the two sweeps (minutes each) run on both journey workers at once.
// A sweep took 4 to 5 minutes in CI and 10 on a machine shared with other work: 15 at most.
const browser = journeyBrowser();

describe('accessibility of every page of the menu', () => {
  it('has no serious or critical axe violation, in Chinese', async () => {
    const { pages, report } = await sweepEveryPage(browser, 'cn');
    expect(pages).toBeGreaterThan(20);
    expect(report).toBe('');
  }, 900_000);
});
