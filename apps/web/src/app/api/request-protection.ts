import { protectRequest } from '@venus/shared';

/**
 * The session's signing key (decision 0028), handed out at sign-in. Kept in localStorage so every
 * browser tab of the session signs with it; the session token itself stays in the HttpOnly cookie.
 */
const STORAGE_KEY = 'venus.requestProtection';

interface Protection {
  signKey: string;
  encryptBodies: boolean;
}

/** How far the server's clock is ahead of this machine's; signatures carry the server's time. */
let clockOffsetMs = 0;
/** A Date header has one-second steps: smaller differences are noise, not a wrong clock. */
const DATE_HEADER_NOISE_MS = 30_000;

export function rememberProtection(
  answer: { signKey?: string; encryptBodies?: boolean } | null | undefined,
): void {
  if (!answer?.signKey) {
    localStorage.removeItem(STORAGE_KEY);
    return;
  }
  const protection: Protection = { signKey: answer.signKey, encryptBodies: answer.encryptBodies === true };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(protection));
}

export function forgetProtection(): void {
  localStorage.removeItem(STORAGE_KEY);
}

function currentProtection(): Protection | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Protection | null;
    return typeof stored?.signKey === 'string' ? stored : null;
  } catch {
    return null;
  }
}

/** The server refused a request as stale and said its time: sign by that clock from now on. */
export function noteServerTime(serverTime: number): void {
  clockOffsetMs = serverTime - Date.now();
}

/** Every answer carries the server's Date; a clock far off is corrected before it is refused. */
export function noteResponseDate(dateHeader: string | null): void {
  const serverTime = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (Number.isNaN(serverTime)) return;
  const offset = serverTime - Date.now();
  if (Math.abs(offset - clockOffsetMs) > DATE_HEADER_NOISE_MS) clockOffsetMs = offset;
}

export interface ProtectedRequest {
  headers: Record<string, string>;
  /** The JSON text to send (encrypted when the session says so); absent without a JSON body. */
  body?: string;
}

/**
 * Signs one request of the session: `url` exactly as it will be fetched, `json` the body before
 * serialisation, `multipart` for a FormData upload. Without a key (signing off), only serialises.
 */
export function protect(method: string, url: string, json?: unknown, multipart = false): ProtectedRequest {
  const protection = currentProtection();
  if (!protection) return json === undefined ? { headers: {} } : { headers: {}, body: JSON.stringify(json) };
  return protectRequest(protection.signKey, {
    method,
    url,
    ...(json === undefined ? {} : { json }),
    multipart,
    encrypt: protection.encryptBodies,
    timestamp: Date.now() + clockOffsetMs,
  });
}

/** A 401 that says the request's time was off: worth one more try with the server's clock. */
export function staleRefusalTime(code: number, data: unknown): number | null {
  const refusal = data as { reason?: unknown; serverTime?: unknown } | null | undefined;
  return code === 401 && refusal?.reason === 'stale' && typeof refusal.serverTime === 'number'
    ? refusal.serverTime
    : null;
}
