/**
 * Spec §4 Tabs: "the home refresh triggers a home refresh event". Home is not kept alive, so it
 * remounts anyway; widgets that hold their own data (a workbench, counters) subscribe here to
 * reload it too.
 */
const EVENT = 'venus:home-refresh';
const target = new EventTarget();

export function raiseHomeRefresh(): void {
  target.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` on every home refresh; returns the unsubscribe function. */
export function onHomeRefresh(listener: () => void): () => void {
  target.addEventListener(EVENT, listener);
  return () => target.removeEventListener(EVENT, listener);
}
