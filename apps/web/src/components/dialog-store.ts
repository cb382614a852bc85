import { useSyncExternalStore } from 'react';

/**
 * A global dialog (spec §2 "Global dialogs", §4 "open and close by flags"): any page opens it with
 * its arguments; one host, mounted once in the shell, renders it.
 */
export interface DialogStore<T> {
  open: (request: T) => void;
  close: () => void;
  /** The open request, or null while closed. */
  useRequest: () => T | null;
}

export function createDialogStore<T>(): DialogStore<T> {
  let current: T | null = null;
  const listeners = new Set<() => void>();
  const set = (next: T | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    open: (request) => set(request),
    close: () => set(null),
    useRequest: () =>
      useSyncExternalStore(
        subscribe,
        () => current,
        () => null,
      ),
  };
}
