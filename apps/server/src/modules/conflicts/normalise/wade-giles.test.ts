import { describe, expect, it } from 'vitest';
import { hanPinyinKeys } from './pinyin.ts';
import { wadeGilesKeys, wadeGilesToPinyin } from './wade-giles.ts';

describe('Wade-Giles', () => {
  it('reads each syllable as every pinyin syllable it may stand for', () => {
    expect(wadeGilesToPinyin('hsieh')).toEqual(['xie']);
    expect(wadeGilesToPinyin('chou')).toEqual(['zhou', 'chou']);
    expect(wadeGilesToPinyin('kuo')).toEqual(['guo', 'kuo']);
    expect(wadeGilesToPinyin('chih')).toEqual(['zhi', 'chi', 'ji', 'qi']);
    expect(wadeGilesToPinyin('ing')).toEqual(['ying']);
    expect(wadeGilesToPinyin('smith')).toEqual([]);
  });

  it('matches Taiwan passport names to their characters', () => {
    expect(hanPinyinKeys('蔡英文')).toEqual(
      expect.arrayContaining(wadeGilesKeys(['tsai', 'ing', 'wen']).filter((k) => k === 'cai wen ying')),
    );
    expect(wadeGilesKeys(['tsai', 'ing', 'wen'])).toContain('cai wen ying');
    expect(wadeGilesKeys(['ma', 'ying', 'jeou'])).toContain(hanPinyinKeys('马英九')[0]);
  });

  it('gives no key when a word is not Wade-Giles', () => {
    expect(wadeGilesKeys(['john', 'chou'])).toEqual([]);
  });
});
