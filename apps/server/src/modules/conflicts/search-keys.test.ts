import { describe, expect, it } from 'vitest';
import { searchKeys } from './search-keys.ts';

describe('searchKeys', () => {
  it('stores what the matcher compares for a Chinese company', () => {
    const keys = searchKeys('北京字节跳动科技有限公司', '91110108551385082Q');
    expect(keys).toMatchObject({ normalised: '北京字节跳动科技', tradeName: '字节跳动' });
    expect(keys?.bigrams).toEqual(expect.arrayContaining(['北京', '字节', '跳动', '节跳']));
    expect(keys?.pinyin).toContain('dong jie tiao zi');
    expect(keys?.identityNumbers).toEqual(['91110108551385082Q', '551385082']);
  });

  it('indexes a two-character name under a bigram, so a short search needs no full scan', () => {
    expect(searchKeys('张伟')?.bigrams).toEqual(['张伟']);
    expect(searchKeys('张伟')?.pinyin).toContain('wei zhang');
    expect(searchKeys('张伟')?.cantonese).toContain('cheung wai');
  });

  it('has no keys for an empty name', () => {
    expect(searchKeys('  ')).toBeNull();
  });
});
