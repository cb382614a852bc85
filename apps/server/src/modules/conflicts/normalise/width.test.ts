import { describe, expect, it } from 'vitest';
import { toHalfWidth } from './width.ts';

describe('toHalfWidth', () => {
  it('folds full-width letters, digits and brackets typed on a Chinese input method', () => {
    expect(toHalfWidth('ＡＢＣ　Ｃｏ．，Ｌｔｄ．')).toBe('ABC Co.,Ltd.');
    expect(toHalfWidth('华为（中国）１２３')).toBe('华为(中国)123');
  });

  it('leaves Chinese characters and half-width text alone', () => {
    expect(toHalfWidth('华为技术 Huawei')).toBe('华为技术 Huawei');
  });
});
