import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('follows a same-site path with its query', () => {
    expect(safeRedirect('/monitor/operlog?pageNum=2')).toBe('/monitor/operlog?pageNum=2');
  });

  it('goes home when there is no redirect', () => {
    expect(safeRedirect(null)).toBe('/index');
    expect(safeRedirect('')).toBe('/index');
  });

  it('refuses absolute and protocol-relative addresses', () => {
    expect(safeRedirect('https://evil.example')).toBe('/index');
    expect(safeRedirect('//evil.example/path')).toBe('/index');
    expect(safeRedirect('/\\evil.example')).toBe('/index');
  });

  it('never returns to the login page itself', () => {
    expect(safeRedirect('/login?redirect=/index')).toBe('/index');
  });
});

describe('loginPathFor', () => {
  it('carries the current path and query as the redirect', () => {
    expect(loginPathFor('/monitor/operlog', '?pageNum=2')).toBe(
      '/login?redirect=%2Fmonitor%2Foperlog%3FpageNum%3D2',
    );
  });

  it('adds no redirect from the login page or the root', () => {
    expect(loginPathFor('/login', '?redirect=%2Findex')).toBe('/login');
    expect(loginPathFor('/')).toBe('/login');
  });
});
