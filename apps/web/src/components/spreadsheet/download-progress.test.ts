import { describe, expect, it } from 'vitest';
import { formatReceived, progressPercent } from './download-progress.ts';

describe('formatReceived', () => {
  it('counts kilobytes below a megabyte', () => {
    expect(formatReceived(0)).toBe('0 KB');
    expect(formatReceived(356 * 1024)).toBe('356 KB');
  });

  it('counts megabytes with one decimal from a megabyte', () => {
    expect(formatReceived(2.44 * 1024 * 1024)).toBe('2.4 MB');
  });
});

describe('progressPercent', () => {
  it('is exact when the length is known, and 100 only when done', () => {
    expect(progressPercent(50, 200, false)).toBe(25);
    expect(progressPercent(200, 200, false)).toBe(99);
    expect(progressPercent(200, 200, true)).toBe(100);
  });

  it('grows with the bytes of a stream of unknown length but stays under 95 until done', () => {
    const early = progressPercent(64 * 1024, null, false);
    const late = progressPercent(4 * 1024 * 1024, null, false);
    expect(early).toBeGreaterThan(0);
    expect(late).toBeGreaterThan(early);
    expect(late).toBeLessThan(95);
    expect(progressPercent(4 * 1024 * 1024, null, true)).toBe(100);
  });
});
