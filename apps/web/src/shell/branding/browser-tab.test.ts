import { describe, expect, it } from 'vitest';
import { DEFAULT_FAVICON, documentTitle, faviconHref } from './browser-tab.ts';

describe('documentTitle', () => {
  it("shows the page, then the firm's tab text", () => {
    expect(documentTitle('操作日志', '汉坤律师事务所', 'Venus')).toBe('操作日志 - 汉坤律师事务所');
  });

  it('shows the tab text alone without a page title', () => {
    expect(documentTitle('', '汉坤律师事务所', 'Venus')).toBe('汉坤律师事务所');
  });

  it('falls back to the app name when the config text is empty', () => {
    expect(documentTitle('首页', '  ', 'Venus')).toBe('首页 - Venus');
  });
});

describe('faviconHref', () => {
  it('uses a configured web address, site path or inline image', () => {
    expect(faviconHref('https://cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png');
    expect(faviconHref('/files/logo.ico')).toBe('/files/logo.ico');
    expect(faviconHref('data:image/png;base64,iVBOR')).toBe('data:image/png;base64,iVBOR');
  });

  it('keeps our icon when nothing usable is configured', () => {
    expect(faviconHref('')).toBe(DEFAULT_FAVICON);
    expect(faviconHref('javascript:alert(1)')).toBe(DEFAULT_FAVICON);
    expect(faviconHref('//evil.example/x.png')).toBe(DEFAULT_FAVICON);
  });
});
