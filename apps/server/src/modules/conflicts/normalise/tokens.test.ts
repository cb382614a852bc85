import { describe, expect, it } from 'vitest';
import { compact, tokenise } from './tokens.ts';

describe('tokenise', () => {
  it('removes Latin and Chinese punctuation, brackets and spaces', () => {
    expect(tokenise('huawei, (tech) co.,ltd.')).toEqual(['huawei', 'tech', 'co', 'ltd']);
    expect(tokenise('“格力”电器（珠海）')).toEqual(['格力电器珠海']);
  });

  it('joins the dots of single-letter abbreviations only', () => {
    expect(tokenise('s.a.')).toEqual(['sa']);
    expect(tokenise('j.p. morgan')).toEqual(['jp', 'morgan']);
    expect(tokenise('tech.co.ltd')).toEqual(['tech', 'co', 'ltd']);
  });

  it('splits at apostrophes, which in pinyin separate syllables', () => {
    expect(tokenise("xi'an li")).toEqual(['xi', 'an', 'li']);
    expect(compact(tokenise("o'melveny"))).toBe('omelveny');
  });

  it('splits Latin from Chinese runs and merges spaced Chinese', () => {
    expect(tokenise('tcl科技')).toEqual(['tcl', '科技']);
    expect(tokenise('张 伟')).toEqual(['张伟']);
  });

  it('drops "and" because "&" disappears with the punctuation', () => {
    expect(tokenise('procter and gamble')).toEqual(tokenise('procter & gamble'));
    expect(tokenise('and')).toEqual(['and']);
  });
});
