import { describe, expect, it } from 'vitest';
import { acceptLanguageOf, dayjsLocaleOf, languageFromStored, storedValueOf } from './language.ts';

describe('stored language', () => {
  it('stores cn as zh-CN and en as en', () => {
    expect(storedValueOf('cn')).toBe('zh-CN');
    expect(storedValueOf('en')).toBe('en');
  });

  it('reads back what it stored', () => {
    expect(languageFromStored('zh-CN')).toBe('cn');
    expect(languageFromStored('en')).toBe('en');
  });

  it('defaults to cn when nothing or something unknown is stored', () => {
    expect(languageFromStored(null)).toBe('cn');
    expect(languageFromStored('fr')).toBe('cn');
  });

  it('accepts the short cn form too', () => {
    expect(languageFromStored('cn')).toBe('cn');
  });
});

describe('language headers and locales', () => {
  it('sends zh-CN or en as Accept-Language', () => {
    expect(acceptLanguageOf('cn')).toBe('zh-CN');
    expect(acceptLanguageOf('en')).toBe('en');
  });

  it('uses the matching dayjs locale', () => {
    expect(dayjsLocaleOf('cn')).toBe('zh-cn');
    expect(dayjsLocaleOf('en')).toBe('en');
  });
});
