import { describe, expect, it } from 'vitest';
import { foldCase } from './case-fold.ts';

describe('foldCase', () => {
  it('lower-cases register and passport capitals', () => {
    expect(foldCase('ZHANG, Wei')).toBe('zhang, wei');
  });

  it('drops accents that are often not typed', () => {
    expect(foldCase('Société Générale Müller')).toBe('societe generale muller');
  });

  it('turns pinyin ü into u and leaves Chinese alone', () => {
    expect(foldCase('Lǚ 吕')).toBe('lu 吕');
  });
});
