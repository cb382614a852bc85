import type { IdentityType } from './staff-record.schemas.ts';

const PRC_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const PRC_CHECK = '10X98765432';

/**
 * A PRC resident identity number (GB 11643): 17 digits, a valid birth date, and the ISO 7064
 * MOD 11-2 check character. A typo in one digit is caught before HR files it.
 */
export function isValidPrcId(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  const date = new Date(`${birth}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birth) return false;
  const sum = PRC_WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return PRC_CHECK[sum % 11] === id[17];
}

/** A Hong Kong identity card number: one or two letters, six digits, a check digit or A. */
export function isValidHkId(value: string): boolean {
  const id = value.toUpperCase().replace(/[()]/g, '');
  const match = /^([A-Z]{1,2})(\d{6})([\dA])$/.exec(id);
  if (!match) return false;
  const letters = match[1]!.padStart(2, ' ');
  const code = (char: string) => (char === ' ' ? 36 : char.charCodeAt(0) - 55);
  let sum = code(letters[0]!) * 9 + code(letters[1]!) * 8;
  for (let i = 0; i < 6; i += 1) sum += Number(match[2]![i]) * (7 - i);
  const check = (11 - (sum % 11)) % 11;
  return match[3] === (check === 10 ? 'A' : String(check));
}

export function isValidIdentityNumber(type: IdentityType, value: string): boolean {
  if (type === 'prcId') return isValidPrcId(value);
  if (type === 'hkId') return isValidHkId(value);
  return /^[A-Za-z0-9-]{5,30}$/.test(value);
}
