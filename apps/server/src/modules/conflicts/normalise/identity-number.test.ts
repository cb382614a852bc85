import { describe, expect, it } from 'vitest';
import { identityNumberKeys, isUnifiedSocialCreditCode, normaliseIdentityNumber } from './identity-number.ts';

describe('identity numbers', () => {
  it('keeps only letters and digits, upper-cased and half-width', () => {
    expect(normaliseIdentityNumber('9144 0300-7084 6113 6t')).toBe('91440300708461136T');
    expect(normaliseIdentityNumber('９１４４０３００７０８４６１１３６Ｔ')).toBe('91440300708461136T');
  });

  it('checks the GB 32100 check character', () => {
    expect(isUnifiedSocialCreditCode('9144030071526726XG')).toBe(true);
    expect(isUnifiedSocialCreditCode('9144030071526726XH')).toBe(false);
    expect(isUnifiedSocialCreditCode('91440300715267')).toBe(false);
  });

  it('indexes a credit code under itself and its organisation code', () => {
    expect(identityNumberKeys('91440300708461136T')).toEqual(['91440300708461136T', '708461136']);
    expect(identityNumberKeys('70846113-6')).toEqual(['708461136']);
    expect(identityNumberKeys('  ')).toEqual([]);
  });
});
