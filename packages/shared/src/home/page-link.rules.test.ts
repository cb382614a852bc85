import { describe, expect, it } from 'vitest';
import { appPathSchema, pageHref, pageQueryOf } from './page-link.rules.ts';

describe('pageHref', () => {
  it('puts each form value in the query, lists comma-joined, objects as JSON', () => {
    expect(pageHref('/bill/list', { status: '1', ids: [3, 4], range: { from: 1 }, flag: true, n: 0 })).toBe(
      '/bill/list?status=1&ids=3%2C4&range=%7B%22from%22%3A1%7D&flag=true&n=0',
    );
  });

  it('leaves out empty values and the tab keys, and answers the bare path when nothing is left', () => {
    expect(pageHref('/bill/list', { a: '', b: null, c: undefined, d: [], rs: 'x', fr: '1' })).toBe(
      '/bill/list',
    );
  });
});

describe('pageQueryOf', () => {
  it('drops the tab rules keys rs and fr', () => {
    expect(pageQueryOf({ rs: '/index', fr: '0.5', projectId: '7' })).toEqual({ projectId: '7' });
  });
});

describe('appPathSchema', () => {
  it('accepts a path inside the app and refuses addresses elsewhere', () => {
    expect(appPathSchema.safeParse('/project/auditList/预审核').success).toBe(true);
    for (const bad of ['https://evil.example', '//evil.example', 'index', '/a?b=1', '/a#x', '']) {
      expect(appPathSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
