import { describe, expect, it } from 'vitest';
import { combineReadings, MAX_KEYS, readingKeys, syllableKey } from './syllable-keys.ts';

describe('syllable keys', () => {
  it('keys a bag of syllables regardless of order', () => {
    expect(syllableKey(['zhang', 'wei'])).toBe(syllableKey(['wei', 'zhang']));
  });

  it('combines readings in order, first readings first, and caps them', () => {
    expect(combineReadings([[['shan'], ['dan']], [['tian']]])).toEqual([
      ['shan', 'tian'],
      ['dan', 'tian'],
    ]);
    const many = Array.from({ length: 6 }, () => [['a'], ['b']]);
    expect(combineReadings(many)).toHaveLength(MAX_KEYS);
    expect(
      readingKeys([
        [
          ['jia', 'nan'],
          ['jian', 'an'],
        ],
      ]),
    ).toEqual(['jia nan', 'an jian']);
  });
});
