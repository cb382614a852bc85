import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../http/app-error.ts';

/** ASVS 6.2.4: how many of the most used passwords are refused, from the top of the ranked list. */
export const COMMON_PASSWORD_COUNT = 3000;

let common: ReadonlySet<string> | undefined;

/**
 * Whether a password is one of the most used ones (zxcvbn-ts's ranked list, mostly lower case).
 * Compared without case: `Password1` meets the character-class policy, yet it is the first
 * thing a guesser tries.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return common.has(password.toLowerCase());
}

/** Refuses a password being set that is too common to keep anyone out, naming the form field. */
export function assertNotCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest('password.common', {}, field);
}
