import { createHash, randomInt } from 'node:crypto';
import { MFA_ISSUER, MFA_LIMITS, TOTP_CODE_PATTERN } from '@venus/shared';
import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238's 30-second step, what every authenticator app uses by default. */
const STEP_SECONDS = 30;
/** One step either side: a phone clock a little fast or slow, or a code typed as it turns over. */
const DRIFT_SECONDS = STEP_SECONDS;

/** A new 160-bit TOTP secret, base32 as authenticator apps expect. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URI the QR code carries: issuer "Venus", the account its user name. */
export const otpauthUriOf = (secret: string, userName: string): string =>
  generateURI({ issuer: MFA_ISSUER, label: userName, secret });

/** True when the typed code has the shape of an authenticator code rather than a recovery code. */
export const isTotpCode = (code: string): boolean => TOTP_CODE_PATTERN.test(code.replace(/[\s-]/g, ''));

/**
 * The time step a code belongs to when it is right now, give or take one step; null when wrong.
 * The caller refuses a step already used (replay) by comparing with the last one stored.
 */
export async function stepOfCode(secret: string, code: string, nowMs = Date.now()): Promise<number | null> {
  const token = code.replace(/[\s-]/g, '');
  if (!TOTP_CODE_PATTERN.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(nowMs / 1000),
    period: STEP_SECONDS,
    epochTolerance: DRIFT_SECONDS,
  });
  // The TOTP answer carries its time step (the functional API types it for HOTP too).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Crockford's base32: no I, L, O or U, so nothing on a printed sheet reads as something else. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 6;
const GROUP_LENGTH = 4;

/**
 * Ten recovery codes of 120 random bits each (`7K3Q-M2XD-…`, six groups of four). So long a code
 * cannot be guessed, and its SHA-256 cannot be reversed by trying them all: from 112 bits on, ASVS
 * 6.5.2 accepts a plain hash where shorter codes would need a slow password hash.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: MFA_LIMITS.recoveryCodes }, () =>
    Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    ).join('-'),
  );
}

/** As typed: any case, with or without dashes and spaces, O read as 0 and I or L as 1. */
function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** The stored form of a recovery code; salted with the user, so equal codes of two people differ. */
export function recoveryCodeHash(userId: number, code: string): string | null {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== GROUPS * GROUP_LENGTH || [...normalized].some((c) => !ALPHABET.includes(c)))
    return null;
  return createHash('sha256').update(`venus-mfa-recovery:${userId}:${normalized}`).digest('hex');
}
