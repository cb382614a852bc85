import { describe, expect, it } from 'vitest';
import { removeBracketNotes, stripCompanySuffixes } from './company-suffix.ts';

describe('stripCompanySuffixes', () => {
  it('drops Chinese legal forms, group and holding words, repeatedly', () => {
    expect(stripCompanySuffixes(['华为技术股份有限公司'])).toEqual(['华为技术']);
    expect(stripCompanySuffixes(['腾讯控股有限公司'])).toEqual(['腾讯']);
    expect(stripCompanySuffixes(['阿里巴巴集团控股有限公司'])).toEqual(['阿里巴巴']);
    expect(stripCompanySuffixes(['小米科技有限责任公司'])).toEqual(['小米科技']);
  });

  it('drops Latin legal forms in any spelling', () => {
    expect(stripCompanySuffixes(['huawei', 'technologies', 'co', 'ltd'])).toEqual(['huawei', 'technologies']);
    expect(stripCompanySuffixes(['hsbc', 'holdings', 'plc'])).toEqual(['hsbc']);
    expect(stripCompanySuffixes(['siemens', 'aktiengesellschaft'])).toEqual(['siemens']);
    expect(stripCompanySuffixes(['temasek', 'holdings', 'private', 'limited'])).toEqual(['temasek']);
    expect(stripCompanySuffixes(['the', 'blackstone', 'group', 'lp'])).toEqual(['blackstone']);
  });

  it('never strips a name to nothing', () => {
    expect(stripCompanySuffixes(['集团'])).toEqual(['集团']);
    expect(stripCompanySuffixes(['group'])).toEqual(['group']);
  });
});

describe('removeBracketNotes', () => {
  it('removes bracketed places and legal forms', () => {
    expect(removeBracketNotes('三星(中国)投资')).toBe('三星 投资');
    expect(removeBracketNotes('平安保险(集团)')).toBe('平安保险 ');
    expect(removeBracketNotes('samsung (china) investment')).toBe('samsung   investment');
    expect(removeBracketNotes('bank of china (hong kong)')).toBe('bank of china  ');
  });

  it('keeps brackets that carry identity', () => {
    expect(removeBracketNotes('百度(网讯)')).toBe('百度(网讯)');
  });
});
