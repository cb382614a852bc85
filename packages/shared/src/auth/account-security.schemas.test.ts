import { describe, expect, it } from 'vitest';
import { changePasswordByCodeSchema, savePrivacyPasswordSchema } from './account-security.schemas.ts';

const valid = {
  nasPassword: 'Venus@2027!',
  againNasPassword: 'Venus@2027!',
  verificationCode: '123456',
  userId: 7,
  flag: 1,
};

describe('password form (spec §3, §5 New password)', () => {
  it('accepts a policy password, its confirmation and a six-digit code', () => {
    expect(changePasswordByCodeSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses a weak password with the policy message on nasPassword', () => {
    const result = changePasswordByCodeSchema.safeParse({
      ...valid,
      nasPassword: 'abcdefgh',
      againNasPassword: 'abcdefgh',
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['nasPassword'], message: 'password.policy' });
  });

  it('refuses a confirmation that differs, on againNasPassword', () => {
    const result = changePasswordByCodeSchema.safeParse({ ...valid, againNasPassword: 'Venus@2028!' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['againNasPassword'],
      message: 'password.mismatch',
    });
  });

  it('requires the verification code, and six digits', () => {
    const empty = changePasswordByCodeSchema.safeParse({ ...valid, verificationCode: '' });
    expect(empty.error?.issues[0]).toMatchObject({ message: 'verificationCode.required' });
    const short = changePasswordByCodeSchema.safeParse({ ...valid, verificationCode: '12a45' });
    expect(short.error?.issues[0]).toMatchObject({ message: 'verificationCode.format' });
  });

  it('offers only flag 1, the sign-in password', () => {
    expect(changePasswordByCodeSchema.safeParse({ ...valid, flag: 2 }).success).toBe(false);
  });
});

describe('privacy password form', () => {
  it('applies the same policy and confirmation rule', () => {
    const weak = savePrivacyPasswordSchema.safeParse({
      passwd: 'short',
      againPasswd: 'short',
      verificationCode: '123456',
    });
    expect(weak.error?.issues[0]).toMatchObject({ path: ['passwd'], message: 'password.policy' });
    const ok = savePrivacyPasswordSchema.safeParse({
      passwd: 'Secret#2026',
      againPasswd: 'Secret#2026',
      verificationCode: '654321',
    });
    expect(ok.success).toBe(true);
  });
});
