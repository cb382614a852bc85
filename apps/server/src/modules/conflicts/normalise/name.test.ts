import { describe, expect, it } from 'vitest';
import { normaliseName } from './name.ts';

describe('normaliseName', () => {
  it('gives every spelling of one company the same compact form', () => {
    const forms = ['華為技術有限公司', '华为技术股份有限公司', '华为技术（深圳）有限公司', ' 华为技术 '];
    const compacts = new Set(forms.map((f) => normaliseName(f)?.compact));
    expect([...compacts]).toEqual(['华为技术']);
    expect(normaliseName('ＨＵＡＷＥＩ Technologies Co., Ltd.')?.compact).toBe('huaweitechnologies');
  });

  it('keeps the place in the compact form and keeps different banks apart', () => {
    expect(normaliseName('北京银行')?.compact).not.toBe(normaliseName('上海银行')?.compact);
    expect(normaliseName('中国银行')?.compact).not.toBe(normaliseName('中国建设银行')?.compact);
  });

  it('orders words for order-insensitive comparison', () => {
    expect(normaliseName('Smith, John')?.orderFree).toBe(normaliseName('John Smith')?.orderFree);
  });

  it('says which script a name is in', () => {
    expect(normaliseName('张伟')?.script).toBe('han');
    expect(normaliseName('Zhang Wei')?.script).toBe('latin');
    expect(normaliseName('TCL科技')?.script).toBe('mixed');
  });

  it('has nothing to compare for a name of punctuation only', () => {
    expect(normaliseName(' （） ')).toBeNull();
  });
});
