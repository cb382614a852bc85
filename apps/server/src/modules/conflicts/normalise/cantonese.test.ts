import { describe, expect, it } from 'vitest';
import {
  foldCantoneseSyllable,
  hanCantoneseKeys,
  jyutpingToHongKong,
  latinCantoneseKey,
} from './cantonese.ts';

describe('Cantonese keys', () => {
  it('respells Jyutping the Hong Kong way', () => {
    expect(jyutpingToHongKong('gwok3')).toEqual(['kwok']);
    expect(jyutpingToHongKong('zoeng1')).toEqual(['cheung']);
    expect(jyutpingToHongKong('jyun4')).toEqual(['yuen']);
    expect(jyutpingToHongKong('san1')).toEqual(['san', 'sun']);
  });

  it('folds the spelling variants of one syllable', () => {
    expect(foldCantoneseSyllable('lee')).toBe(foldCantoneseSyllable('lei'));
    expect(foldCantoneseSyllable('chow')).toBe(foldCantoneseSyllable('chau'));
    expect(foldCantoneseSyllable('yip')).toBe(foldCantoneseSyllable('ip'));
    expect(foldCantoneseSyllable('tsang')).toBe(foldCantoneseSyllable('chang'));
    expect(foldCantoneseSyllable('sze')).toBe('si');
  });

  it('matches Hong Kong names to their characters', () => {
    expect(hanCantoneseKeys('黄国栋')).toEqual(
      expect.arrayContaining(latinCantoneseKey(['wong', 'kwok', 'tung'])),
    );
    expect(hanCantoneseKeys('李嘉诚')).toEqual(
      expect.arrayContaining(latinCantoneseKey(['li', 'ka', 'shing'])),
    );
    expect(hanCantoneseKeys('长江')).toEqual(expect.arrayContaining(latinCantoneseKey(['cheung', 'kong'])));
  });

  it('needs one Latin word per syllable', () => {
    expect(latinCantoneseKey(['wongkwoktung'])).toEqual([]);
    expect(hanCantoneseKeys('黄国梁')).not.toEqual(
      expect.arrayContaining(latinCantoneseKey(['wong', 'kwok', 'tung'])),
    );
  });
});
