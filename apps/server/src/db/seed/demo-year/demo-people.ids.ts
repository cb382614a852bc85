import type { Prng } from './prng.ts';

const PRC_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const PRC_CHECK = '10X98765432';

/** A PRC identity number for a birth date in a district, with its right check character. */
export function prcIdentity(district: string, birthDate: string, prng: Prng): string {
  const body = `${district}${birthDate.replaceAll('-', '')}${String(prng.int(0, 999)).padStart(3, '0')}`;
  const sum = PRC_WEIGHTS.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  return body + PRC_CHECK[sum % 11];
}

/** A Hong Kong identity card number (one letter, six digits, its check digit). */
export function hkIdentity(prng: Prng): string {
  const letter = String.fromCharCode(65 + prng.int(0, 25));
  const digits = String(prng.int(0, 999_999)).padStart(6, '0');
  let sum = 36 * 9 + (letter.charCodeAt(0) - 55) * 8;
  for (let i = 0; i < 6; i += 1) sum += Number(digits[i]) * (7 - i);
  const check = (11 - (sum % 11)) % 11;
  return `${letter}${digits}(${check === 10 ? 'A' : check})`;
}
