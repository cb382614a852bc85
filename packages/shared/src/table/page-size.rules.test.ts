import { describe, expect, it } from 'vitest';
import { resolvePageSize } from './page-size.rules.ts';

describe('page size remembered per route (spec §9 Paging)', () => {
  it('defaults to 25', () => {
    expect(resolvePageSize(undefined)).toBe(25);
  });

  it('takes a remembered 25, 50, 100 or 200', () => {
    expect(resolvePageSize(200)).toBe(200);
    expect(resolvePageSize('50')).toBe(50);
  });

  it('falls back to 25 for any other remembered value', () => {
    expect(resolvePageSize(30)).toBe(25);
    expect(resolvePageSize('all')).toBe(25);
    expect(resolvePageSize(10_000)).toBe(25);
  });
});
