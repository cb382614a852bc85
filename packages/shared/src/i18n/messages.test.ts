import { describe, expect, it } from 'vitest';
import cn from './cn.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import { parseLanguage } from './language.ts';
import { fieldLabel, translate } from './messages.ts';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('shared messages', () => {
  it('has every key in both languages', () => {
    expect(keys(en).sort()).toEqual(keys(cn).sort());
  });

  it('fills placeholders', () => {
    expect(translate('cn', 'validation.tooLong', { field: '用户名', max: 64 })).toBe(
      '用户名长度不能超过64个字符',
    );
    expect(translate('en', 'validation.tooLong', { field: 'Username', max: 64 })).toBe(
      'Username must be at most 64 characters',
    );
  });

  it('names fields in the given language and falls back to the path', () => {
    expect(fieldLabel('cn', 'username')).toBe('用户名');
    expect(fieldLabel('en', 'items.0.username')).toBe('Username');
    expect(fieldLabel('en', 'somethingElse')).toBe('somethingElse');
  });
});

describe('language header (spec §9 Storage)', () => {
  it('defaults to cn', () => {
    expect(parseLanguage(undefined)).toBe('cn');
    expect(parseLanguage('fr-FR')).toBe('cn');
  });

  it('reads the client header and browser tags', () => {
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('en-US,en;q=0.9')).toBe('en');
    expect(parseLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('cn');
    expect(parseLanguage('cn')).toBe('cn');
  });
});
