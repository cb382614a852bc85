import { describe, expect, it } from 'vitest';
import { loadLanguageResources } from './language-resources.ts';

describe('loadLanguageResources', () => {
  it('brings one language: the shared texts, the web texts and antd in that language', async () => {
    const cn = await loadLanguageResources('cn');
    expect(cn.antdLocale.locale).toBe('zh-cn');
    expect(cn.messages).toMatchObject({
      login: { title: '登录' },
      client: { notFound: expect.stringMatching(/[\u4e00-\u9fff]/) },
    });

    const en = await loadLanguageResources('en');
    expect(en.antdLocale.locale).toBe('en');
    expect(en.messages).toMatchObject({
      login: { title: 'Sign in' },
      client: { notFound: 'The client does not exist' },
    });
  });

  it('fetches a language once', async () => {
    expect(loadLanguageResources('en')).toBe(loadLanguageResources('en'));
  });
});
