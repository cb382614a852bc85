/**
 * The privacy password's unlock (spec §7 passwd header, §8 code 10016; decision 0006). The
 * server answers 10016 on a guarded call; the client asks for the privacy password once, keeps
 * the short-lived unlock token it gets (never the password), sends it in the passwd header on
 * every call, and retries the refused call.
 */
const STORAGE_KEY = 'venus.privacyUnlock';

interface StoredUnlock {
  token: string;
  expiresAt: number;
}

/** Opens the prompt; resolves true once a right password was entered, false when cancelled. */
export type PrivacyUnlocker = () => Promise<boolean>;

let unlock: StoredUnlock | null = readStored();
let unlocker: PrivacyUnlocker | undefined;
let pending: Promise<boolean> | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readStored(): StoredUnlock | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as StoredUnlock | null;
    return parsed && typeof parsed.token === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** The token to send in the passwd header, or null when none is held or it has run out. */
export function currentPrivacyToken(now: number = Date.now()): string | null {
  if (unlock && unlock.expiresAt <= now) setPrivacyToken(null);
  return unlock?.token ?? null;
}

/** Kept per browser tab (sessionStorage): a new tab or a closed browser asks again. */
export function setPrivacyToken(token: string | null, expiresAt?: string): void {
  unlock = token ? { token, expiresAt: expiresAt ? Date.parse(expiresAt) : Number.POSITIVE_INFINITY } : null;
  if (unlock) storage()?.setItem(STORAGE_KEY, JSON.stringify(unlock));
  else storage()?.removeItem(STORAGE_KEY);
}

/** Registered by the prompt while it is mounted. */
export function setPrivacyUnlocker(next: PrivacyUnlocker | undefined): void {
  unlocker = next;
}

/**
 * Asks for the privacy password. Calls refused together share one prompt, so a page whose
 * three queries all answer 10016 asks once.
 */
export async function requestPrivacyUnlock(): Promise<'unlocked' | 'cancelled' | 'unavailable'> {
  if (!unlocker) return 'unavailable';
  pending ??= unlocker().finally(() => {
    pending = null;
  });
  return (await pending) ? 'unlocked' : 'cancelled';
}
