/**
 * The version this browser tab runs and when it last asked, kept per tab (sessionStorage): a
 * tab opened later already runs the new code and must not silence an older tab's prompt.
 */
const VERSION_KEY = 'venus.version';
const CHECKED_AT_KEY = 'venus.version.checkedAt';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Without storage every visibility change may check again; harmless.
  }
}

export function storedVersion(): string | null {
  return read(VERSION_KEY);
}

export function storeVersion(ver: string): void {
  write(VERSION_KEY, ver);
}

export function lastCheckedAt(): number | null {
  const value = Number(read(CHECKED_AT_KEY));
  return read(CHECKED_AT_KEY) !== null && Number.isFinite(value) ? value : null;
}

export function storeCheckedAt(time: number): void {
  write(CHECKED_AT_KEY, String(time));
}
