import { describe, expect, it } from 'vitest';
import { displayNameOf } from './user-display.ts';

const user = { userName: 'zhangsan', nickName: '张三', nameEn: 'San Zhang' };

describe('displayNameOf', () => {
  it('shows the Chinese name in cn', () => {
    expect(displayNameOf(user, 'cn')).toBe('张三');
  });

  it('shows the English name in en', () => {
    expect(displayNameOf(user, 'en')).toBe('San Zhang');
  });

  it('falls back to the Chinese name when no English name is recorded', () => {
    expect(displayNameOf({ ...user, nameEn: null }, 'en')).toBe('张三');
  });

  it('falls back to the account name when no name is recorded', () => {
    expect(displayNameOf({ userName: 'zhangsan', nickName: '', nameEn: '' }, 'cn')).toBe('zhangsan');
  });
});
