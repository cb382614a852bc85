import { describe, expect, it } from 'vitest';
import { shortUserName, userDisplay, userSuggestionSchema } from './user-suggestion.rules.ts';

const longName = '欧阳诸葛司马上官慕容东方皇甫尉迟公孙长孙宇文'; // 22 characters

describe('user suggestion display (spec §3)', () => {
  it('shows userno:name when the user has a staff number', () => {
    expect(userDisplay({ name: '孙悦', userno: 'HK0012' })).toBe('HK0012:孙悦');
  });

  it('shows the name alone without a staff number', () => {
    expect(userDisplay({ name: '孙悦', userno: '' })).toBe('孙悦');
    expect(userDisplay({ name: '孙悦', userno: null })).toBe('孙悦');
  });

  it('cuts a name over 20 characters to 20, then ".." and the English name', () => {
    expect(shortUserName({ name: longName, nameEn: 'Ouyang' })).toBe(`${longName.slice(0, 20)}..Ouyang`);
    expect(userDisplay({ name: longName, nameEn: 'Ouyang', userno: 'HK1' })).toBe(
      `HK1:${longName.slice(0, 20)}..Ouyang`,
    );
  });

  it('keeps a name of exactly 20 characters whole', () => {
    const twenty = 'a'.repeat(20);
    expect(shortUserName({ name: twenty, nameEn: 'X' })).toBe(twenty);
  });

  it('counts characters, not UTF-16 units', () => {
    const name = '𠀀'.repeat(20);
    expect(shortUserName({ name, nameEn: 'Z' })).toBe(name);
  });

  it('reads id, name, nameEn, allName and userno', () => {
    const user = { id: 7, name: '孙悦', nameEn: 'Sun Yue', allName: '孙悦 (北京)', userno: 'HK0012' };
    expect(userSuggestionSchema.parse(user)).toEqual(user);
  });
});
