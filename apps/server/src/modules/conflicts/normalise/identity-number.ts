import { toHalfWidth } from './width.ts';

// Registration numbers are copied by hand from licences and IDs with spaces, hyphens, full-width
// digits and lower-case letters ("9144 0300 7084 1709 5Q", "７０８４１７０９-５"). Only letters and
// digits identify the number.
export function normaliseIdentityNumber(raw: string): string {
  return toHalfWidth(raw)
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
}

// GB 32100-2015: the 18-character unified social credit code. Characters 9–17 are the former
// 9-character organisation code (组织机构代码), which older contracts and our older records still
// carry: a code and the organisation code inside another party's credit code name the same entity.
const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The characters a unified social credit code is written with (no I, O, S, V, Z). */
export const CREDIT_CODE_ALPHABET = USCC_ALPHABET;

/** The 18th character of a credit code whose first 17 are `body`. */
export function creditCodeCheckCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_ALPHABET.indexOf(body.charAt(i)) * (USCC_WEIGHTS[i] ?? 0);
  return USCC_ALPHABET.charAt((31 - (sum % 31)) % 31);
}

export function isUnifiedSocialCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NP-RTUW-Y]{18}$/.test(code)) return false;
  return creditCodeCheckCharacter(code) === code.charAt(17);
}

/** The keys a registration number matches under: itself and, for a credit code, its organisation code. */
export function identityNumberKeys(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const code = normaliseIdentityNumber(raw);
  if (code.length < 5) return [];
  return isUnifiedSocialCreditCode(code) ? [code, code.slice(8, 17)] : [code];
}
