import { describe, expect, it } from 'vitest';
import { industriesCompatible, tradeNameOf } from './trade-name.ts';

const trade = (tokens: string[]) => tradeNameOf(tokens)?.tokens.join('') ?? null;

describe('tradeNameOf', () => {
  it('takes place and industry words off a Chinese company name', () => {
    expect(trade(['北京字节跳动科技'])).toBe('字节跳动');
    expect(trade(['深圳市腾讯计算机系统'])).toBe('腾讯');
    expect(trade(['广东省深圳市华强电子'])).toBe('华强');
    expect(tradeNameOf(['招商银行'])?.industry).toEqual(['银行']);
  });

  it('takes place and industry words off a Latin company name', () => {
    expect(trade(['beijing', 'bytedance', 'technology'])).toBe('bytedance');
    expect(trade(['zhonglun', 'law', 'firm'])).toBe('zhonglun');
  });

  it('has no trade name when only a place and industry words remain', () => {
    expect(trade(['中国银行'])).toBeNull();
    expect(trade(['中国建设银行'])).toBeNull();
    expect(trade(['北京银行'])).toBeNull();
    expect(trade(['china', 'construction', 'bank'])).toBeNull();
  });

  it('leaves personal names alone', () => {
    expect(trade(['张伟'])).toBe('张伟');
    expect(trade(['王建设'])).toBeNull();
  });
});

describe('industriesCompatible', () => {
  it('tells another line of business from a synonym of the same one', () => {
    expect(industriesCompatible(['银行'], ['证券'])).toBe(false);
    expect(industriesCompatible(['网络技术'], ['网络科技'])).toBe(true);
    expect(industriesCompatible(['律师事务所'], ['律所'])).toBe(true);
    expect(industriesCompatible(['technology'], ['tech'])).toBe(true);
    expect(industriesCompatible([], ['银行'])).toBe(true);
  });
});
