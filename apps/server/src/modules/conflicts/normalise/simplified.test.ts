import { describe, expect, it } from 'vitest';
import { toSimplified } from './simplified.ts';

describe('toSimplified', () => {
  it('converts traditional company and person names', () => {
    expect(toSimplified('華為技術有限公司')).toBe('华为技术有限公司');
    expect(toSimplified('劉德華')).toBe('刘德华');
    expect(toSimplified('臺灣積體電路製造')).toBe('台湾积体电路制造');
  });

  it('handles the Hong Kong and the Taiwan variant of the same character', () => {
    expect(toSimplified('滙豐')).toBe('汇丰');
    expect(toSimplified('匯豐')).toBe('汇丰');
  });

  it('passes simplified and Latin text through unchanged', () => {
    expect(toSimplified('华为技术 Huawei 2024')).toBe('华为技术 Huawei 2024');
  });
});
