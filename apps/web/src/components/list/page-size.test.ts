import { describe, expect, it } from 'vitest';
import { pageSizeStorageKey, parsePageSize } from './page-size.ts';

describe('parsePageSize', () => {
  it('accepts the allowed sizes', () => {
    expect(parsePageSize('50')).toBe(50);
    expect(parsePageSize('200')).toBe(200);
  });

  it('defaults to 25 when nothing or something else is stored', () => {
    expect(parsePageSize(null)).toBe(25);
    expect(parsePageSize('30')).toBe(25);
    expect(parsePageSize('abc')).toBe(25);
  });
});

describe('pageSizeStorageKey', () => {
  it('is distinct per route', () => {
    expect(pageSizeStorageKey('/monitor/operlog')).not.toBe(pageSizeStorageKey('/monitor/logininfor'));
  });
});
