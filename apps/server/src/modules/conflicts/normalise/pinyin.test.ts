import { describe, expect, it } from 'vitest';
import { hanPinyinKeys, latinPinyinKeys, splitSyllables } from './pinyin.ts';

describe('pinyin keys', () => {
  it('gives a Chinese name and its Latin spellings in any order the same key', () => {
    const key = hanPinyinKeys('张伟');
    expect(key).toContain('wei zhang');
    expect(latinPinyinKeys(['zhang', 'wei'])).toContain('wei zhang');
    expect(latinPinyinKeys(['wei', 'zhang'])).toContain('wei zhang');
    expect(latinPinyinKeys(['zhangwei'])).toContain('wei zhang');
  });

  it('includes surname readings of polyphonic characters', () => {
    expect(hanPinyinKeys('曾国藩')).toContain('fan guo zeng');
    expect(hanPinyinKeys('单田芳')).toContain('fang shan tian');
  });

  it('reads passport spellings of ü', () => {
    expect(latinPinyinKeys(['lyu', 'xiaoming'])).toEqual(
      hanPinyinKeys('吕晓明').filter((k) => k === 'lu ming xiao'),
    );
    expect(latinPinyinKeys(['lv'])).toEqual(['lu']);
  });

  it('splits joined syllables in every fewest-syllable way', () => {
    expect(splitSyllables('xiaoming')).toEqual([['xiao', 'ming']]);
    expect(splitSyllables('jianan').map((s) => s.join(' '))).toEqual(
      expect.arrayContaining(['jia nan', 'jian an']),
    );
  });

  it('gives no key to words that are not pinyin', () => {
    expect(latinPinyinKeys(['john', 'smith'])).toEqual([]);
    expect(latinPinyinKeys(['tencent'])).toEqual([]);
  });
});
