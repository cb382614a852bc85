import { describe, expect, it } from 'vitest';
import { judgeVersion, shouldCheckVersion, VERSION_CHECK_INTERVAL_MS } from './version-rule.ts';

describe('shouldCheckVersion (spec §4 Version check)', () => {
  it('checks when this tab has never checked', () => {
    expect(shouldCheckVersion({ now: 0, lastCheckedAt: null, isMobile: false })).toBe(true);
  });

  it('checks only when the last check was over 5 minutes ago', () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(300_000);
    expect(shouldCheckVersion({ now: 300_000, lastCheckedAt: 0, isMobile: false })).toBe(false);
    expect(shouldCheckVersion({ now: 300_001, lastCheckedAt: 0, isMobile: false })).toBe(true);
  });

  it('never checks on a phone', () => {
    expect(shouldCheckVersion({ now: 10_000_000, lastCheckedAt: 0, isMobile: true })).toBe(false);
    expect(shouldCheckVersion({ now: 0, lastCheckedAt: null, isMobile: true })).toBe(false);
  });
});

describe('judgeVersion', () => {
  it('prompts when the stored version differs from the server one', () => {
    expect(judgeVersion('1.0.0', '1.1.0')).toBe('prompt');
  });

  it('stays quiet when they match', () => {
    expect(judgeVersion('1.1.0', '1.1.0')).toBe('unchanged');
  });

  it('only remembers the version when none was stored yet', () => {
    expect(judgeVersion(null, '1.1.0')).toBe('remember');
  });

  it('changes nothing while the server has no released version', () => {
    expect(judgeVersion('1.1.0', null)).toBe('unchanged');
    expect(judgeVersion(null, '')).toBe('unchanged');
  });
});
