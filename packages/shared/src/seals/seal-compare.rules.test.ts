import { describe, expect, it } from 'vitest';
import { comparePages, isFlagged, normalisePageText } from './seal-compare.rules.ts';

describe('seal page comparison', () => {
  it('ignores whitespace and full-width forms', () => {
    expect(normalisePageText(' 第 １ 条\n  甲方\t乙方 ')).toBe('第1条甲方乙方');
  });

  it('flags a changed page, not a scan without text, and missing pages on either side', () => {
    expect(
      comparePages(['甲方 乙方', '价款 100 万元', '签字'], ['甲方\n乙方', '价款 900 万元', '  \f']),
    ).toEqual(['same', 'differs', 'noText']);
    expect(comparePages(['a', 'b'], ['a'])).toEqual(['same', 'missingStamped']);
    expect(comparePages(['a'], ['a', 'b'])).toEqual(['same', 'missingSubmitted']);
    expect(['same', 'noText'].map((v) => isFlagged(v as 'same'))).toEqual([false, false]);
    expect(isFlagged('differs')).toBe(true);
  });
});
