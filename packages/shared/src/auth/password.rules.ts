/** Spec §5 New password: at least 8 characters, no whitespace, three of four character classes. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9\s]/];

export function countCharacterClasses(password: string): number {
  return CLASSES.filter((pattern) => pattern.test(password)).length;
}

export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    !/\s/.test(password) &&
    countCharacterClasses(password) >= 3
  );
}
