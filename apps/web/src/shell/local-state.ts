import { LANGUAGE_STORAGE_KEY } from '../i18n/language.ts';

/**
 * What "clear cache" keeps (decision 0010): the language is a choice the person made, not a
 * cache, and the login page should greet them in it.
 */
export const KEPT_ON_CLEAR: readonly string[] = [LANGUAGE_STORAGE_KEY];

/** Empties a storage area except the kept keys. */
export function clearStorage(storage: Storage, keep: readonly string[] = KEPT_ON_CLEAR): void {
  const kept = keep.flatMap((key) => {
    const value = storage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
}

/** Spec §8 clear cache: this browser's stored state (tabs, page sizes, layouts, versions) goes. */
export function clearLocalState(): void {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      clearStorage(window[area]);
    } catch {
      // A disabled storage area holds nothing to clear.
    }
  }
}
