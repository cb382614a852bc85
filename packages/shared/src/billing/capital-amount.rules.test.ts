import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalAmount } from './capital-amount.rules.ts';

describe('capitalAmount (大写, 《正确填写票据和结算凭证的基本规定》)', () => {
  it('writes every digit and unit of an amount with jiao and fen', () => {
    expect(capitalAmount('1234.56')).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(capitalAmount('9876543.21')).toBe('玖佰捌拾柒万陆仟伍佰肆拾叁元贰角壹分');
  });

  it('ends in 整 when there are no jiao and fen', () => {
    expect(capitalAmount('10005.00')).toBe('壹万零伍元整');
    expect(capitalAmount('1')).toBe('壹元整');
    expect(capitalAmount('0')).toBe('零元整');
  });

  it('writes no 整 after jiao or fen', () => {
    expect(capitalAmount('12.50')).toBe('壹拾贰元伍角');
    expect(capitalAmount('12.05')).toBe('壹拾贰元零伍分');
  });

  it('writes a leading ten as 壹拾', () => {
    expect(capitalAmount('10')).toBe('壹拾元整');
    expect(capitalAmount('15')).toBe('壹拾伍元整');
    expect(capitalAmount('100000')).toBe('壹拾万元整');
  });

  it('writes one 零 for a zero between digits', () => {
    expect(capitalAmount('1409.50')).toBe('壹仟肆佰零玖元伍角');
  });

  it('writes one 零 for several zeros between digits', () => {
    expect(capitalAmount('6007.14')).toBe('陆仟零柒元壹角肆分');
    expect(capitalAmount('10005')).toBe('壹万零伍元整');
    expect(capitalAmount('100000005')).toBe('壹亿零伍元整');
  });

  it('writes 零 where a group of four starts with zeros', () => {
    expect(capitalAmount('1000500')).toBe('壹佰万零伍佰元整');
    expect(capitalAmount('105000000')).toBe('壹亿零伍佰万元整');
    expect(capitalAmount('107000.53')).toBe('壹拾万零柒仟元伍角叁分');
  });

  it('writes no 零 for zeros at the end of the whole part or of a group', () => {
    expect(capitalAmount('1680')).toBe('壹仟陆佰捌拾元整');
    expect(capitalAmount('150000000')).toBe('壹亿伍仟万元整');
    expect(capitalAmount('100000000')).toBe('壹亿元整');
  });

  it('writes no 零 between 元 and 角 when the 元 digit is zero (the rule allows either; one form kept)', () => {
    expect(capitalAmount('1680.32')).toBe('壹仟陆佰捌拾元叁角贰分');
    expect(capitalAmount('100000000.10')).toBe('壹亿元壹角');
  });

  it('writes 零 after 元 when jiao is zero and fen is not', () => {
    expect(capitalAmount('16409.02')).toBe('壹万陆仟肆佰零玖元零贰分');
    expect(capitalAmount('325.04')).toBe('叁佰贰拾伍元零肆分');
    expect(capitalAmount('100000000.01')).toBe('壹亿元零壹分');
  });

  it('writes amounts under one yuan without 元', () => {
    expect(capitalAmount('0.50')).toBe('伍角');
    expect(capitalAmount('0.05')).toBe('伍分');
    expect(capitalAmount('0.56')).toBe('伍角陆分');
  });

  it('writes 亿 when only the 万亿 group above it has digits', () => {
    expect(capitalAmount('1000000000000')).toBe('壹万亿元整');
    expect(capitalAmount('1234500000000')).toBe('壹万贰仟叁佰肆拾伍亿元整');
    expect(capitalAmount('9999999999999.99')).toBe(
      '玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分',
    );
  });

  it('starts a negative amount with 负', () => {
    expect(capitalAmount('-1234.56')).toBe('负壹仟贰佰叁拾肆元伍角陆分');
    expect(capitalAmount('-0.001')).toBe('零元整');
  });

  it('rounds half up to the cent first', () => {
    expect(capitalAmount('2.345')).toBe('贰元叁角伍分');
    expect(capitalAmount('0.995')).toBe('壹元整');
    expect(capitalAmount('1,234.5')).toBe('壹仟贰佰叁拾肆元伍角');
  });

  it('puts the currency name before the amount for currencies other than CNY', () => {
    expect(capitalAmount('1234.56', 'CNY')).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(capitalAmount('100', 'USD')).toBe('美元壹佰元整');
    expect(capitalAmount('100', 'HKD')).toBe('港币壹佰元整');
    expect(capitalAmount('-5.5', 'EUR')).toBe('欧元负伍元伍角');
    expect(capitalAmount('1', 'XYZ')).toBe('XYZ壹元整');
  });

  it('refuses what is not a number and amounts beyond 万亿', () => {
    expect(() => capitalAmount('abc')).toThrow();
    expect(() => capitalAmount('10000000000000000')).toThrow(RangeError);
  });

  it('never writes two 零 in a row nor ends the whole part with 零, for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 999_999_999_999_999n }), (cents) => {
        const text = capitalAmount(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
        expect(text).not.toMatch(/零零/);
        expect(text).not.toMatch(/零[元万亿]/);
        expect(text).not.toMatch(/^零./);
        if (cents % 100n === 0n) expect(text).toMatch(/元整$/);
      }),
    );
  });

  it('reads back to the amount it was written from, for any amount', () => {
    const value: Record<string, number> = {
      零: 0,
      壹: 1,
      贰: 2,
      叁: 3,
      肆: 4,
      伍: 5,
      陆: 6,
      柒: 7,
      捌: 8,
      玖: 9,
    };
    const unit: Record<string, bigint> = { 拾: 10n, 佰: 100n, 仟: 1000n };
    // An independent reader: sections by 亿 and 万, digits times their unit.
    const readWhole = (text: string): bigint => {
      const section = (part: string): bigint => {
        let total = 0n;
        let digit = 0n;
        for (const char of part) {
          if (char in value) digit = BigInt(value[char]!);
          else {
            total += digit * unit[char]!;
            digit = 0n;
          }
        }
        return total + digit;
      };
      const splitAt = (part: string, mark: string): [string, string] => {
        const at = part.indexOf(mark);
        return at < 0 ? ['', part] : [part.slice(0, at), part.slice(at + 1)];
      };
      const [yi, low] = splitAt(text, '亿');
      const [yiWan, yiOnes] = splitAt(yi, '万');
      const [wan, ones] = splitAt(low, '万');
      return (
        (section(yiWan) * 10_000n + section(yiOnes)) * 100_000_000n + section(wan) * 10_000n + section(ones)
      );
    };
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 999_999_999_999_999n }), (cents) => {
        const text = capitalAmount(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
        const match = /^(?:(.*)元)?(?:零?(.)角)?(?:零?(.)分)?整?$/.exec(text);
        expect(match).not.toBeNull();
        const whole = match![1] ? readWhole(match![1]) : 0n;
        const jiao = match![2] ? BigInt(value[match![2]]!) : 0n;
        const fen = match![3] ? BigInt(value[match![3]]!) : 0n;
        expect(whole * 100n + jiao * 10n + fen).toBe(cents);
      }),
    );
  });
});
