/** One Lighthouse 12 performance run (desktop preset) in Debian's Chromium with the bench's flags. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/chromium.ts';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  finalUrl: string;
  /** The opportunities Lighthouse ranks first, with what it estimates they would save. */
  opportunities: { id: string; title: string; savingsMs: number }[];
  warnings: string[];
}

/** Runs Lighthouse on `url`; with a token, every request carries the session cookie. */
export async function runLighthouse(url: string, sessionToken?: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took over 150 s on ${url}`)), 150_000);
    });
    const audit = lighthouse(
      url,
      {
        maxWaitForLoad: 30_000,
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(sessionToken ? { extraHeaders: { Cookie: `venus_token=${sessionToken}` } } : {}),
      },
      desktopConfig,
    );
    const result = await Promise.race([audit, limit]).finally(() => clearTimeout(timer));
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const opportunities = Object.values(lhr.audits)
      .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 1)
      .map((audit) => ({
        id: audit.id,
        title: audit.title,
        savingsMs: (audit.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0,
      }))
      .sort((a, b) => b.savingsMs - a.savingsMs)
      .slice(0, 5);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      finalUrl: lhr.finalDisplayedUrl,
      opportunities,
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}
