import { describe, expect, it } from 'vitest';
import { mergeMessages } from './merge-messages.ts';
import { readServedBundle } from './server-bundle.ts';

describe('readServedBundle', () => {
  it('reads the texts of a bundle', () => {
    expect(readServedBundle('cn', { key: 'cn', i18nJson: '{"login":{"title":"欢迎"}}' })).toEqual({
      kind: 'messages',
      messages: { login: { title: '欢迎' } },
    });
  });

  it('is nothing to do when the firm overrides nothing', () => {
    expect(readServedBundle('cn', null)).toEqual({ kind: 'none' });
  });

  it('treats an empty or malformed bundle as an error (spec §8)', () => {
    for (const i18nJson of ['', '{}', '[1]', '{"a":2}', 'oops']) {
      expect(readServedBundle('en', { key: 'en', i18nJson }).kind, i18nJson).toBe('error');
    }
  });
});

describe('a bundle merged over the built-in texts', () => {
  it('replaces only the texts it names, deep inside the tree, keeping their siblings', () => {
    const builtIn = { login: { title: '登录', submit: '登录' }, home: { title: '首页' } };
    const reading = readServedBundle('cn', { key: 'cn', i18nJson: '{"login":{"title":"欢迎使用"}}' });
    if (reading.kind !== 'messages') throw new Error('expected messages');
    expect(mergeMessages(builtIn, reading.messages)).toEqual({
      login: { title: '欢迎使用', submit: '登录' },
      home: { title: '首页' },
    });
  });
});
