import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, not importable under verbatimModuleSyntax). */
const ARGON2ID = 2;

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of a password nobody has, so an unknown username costs the same verify time as a
 * known one and the timing does not reveal which usernames exist.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-that-matches-no-user');
  return decoy;
}
