import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './auth.schemas.ts';
import { countCharacterClasses, meetsPasswordPolicy } from './password.rules.ts';

describe('password policy (spec §5 New password)', () => {
  it('accepts three of four character classes with at least 8 characters', () => {
    expect(meetsPasswordPolicy('Venus@2026!')).toBe(true);
    expect(meetsPasswordPolicy('abcDEF12')).toBe(true);
    expect(meetsPasswordPolicy('abcdef1!')).toBe(true);
  });

  it('refuses fewer than 8 characters', () => {
    expect(meetsPasswordPolicy('aB3!xyz')).toBe(false);
  });

  it('refuses only two character classes', () => {
    expect(meetsPasswordPolicy('abcdefgh12')).toBe(false);
    expect(countCharacterClasses('abcdefgh12')).toBe(2);
  });

  it('refuses whitespace', () => {
    expect(meetsPasswordPolicy('Venus 2026!')).toBe(false);
  });

  it('rejects a confirmation that differs, on the confirmation field', () => {
    const result = changePasswordSchema.safeParse({
      oldPassword: 'x',
      newPassword: 'Venus@2026!',
      confirmPassword: 'Venus@2027!',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'password.mismatch',
    });
  });
});
