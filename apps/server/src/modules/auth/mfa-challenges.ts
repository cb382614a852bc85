import { createHash, randomBytes } from 'node:crypto';
import { MFA_LIMITS, type MfaSignInStep } from '@venus/shared';
import type { Cache } from '../../platform/cache/cache.ts';
import type { SignInPerson } from './second-factor.ts';

export interface MfaChallenge extends SignInPerson {
  step: MfaSignInStep;
}

/** As kept: with its own end, so it dies on time whatever the cache does with its TTL. */
interface Stored extends MfaChallenge {
  expiresAt: number;
}

/** The cache keeps only the token's hash: a cache dump holds no usable challenge. */
const keyOf = (token: string) => `login-mfa:${createHash('sha256').update(token).digest('hex')}`;

/**
 * The short-lived challenge between a right password and the second factor: 256 random bits,
 * five minutes, in the cache (Redis when set, so any instance can finish the sign-in). It opens
 * one session at most: it is taken when a code succeeds.
 */
export class MfaChallenges {
  constructor(private readonly cache: Cache) {}

  async issue(challenge: MfaChallenge): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const stored: Stored = { ...challenge, expiresAt: Date.now() + MFA_LIMITS.challengeSeconds * 1000 };
    await this.cache.set(keyOf(token), JSON.stringify(stored), MFA_LIMITS.challengeSeconds);
    return token;
  }

  /** The challenge while it lives, without using it up (a mistyped code may be corrected). */
  async peek(token: string): Promise<MfaChallenge | null> {
    return parse(await this.cache.get(keyOf(token)));
  }

  /** Uses the challenge up; null when it expired or another request used it first. */
  async take(token: string): Promise<MfaChallenge | null> {
    return parse(await this.cache.take(keyOf(token)));
  }

  async drop(token: string): Promise<void> {
    await this.cache.delete(keyOf(token));
  }
}

function parse(raw: string | null): MfaChallenge | null {
  if (!raw) return null;
  const { expiresAt, ...challenge } = JSON.parse(raw) as Stored;
  return expiresAt > Date.now() ? challenge : null;
}
