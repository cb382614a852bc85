import type { MenuEntry } from './route-tree.ts';

/** The directory keys from the top of the menu down to (not including) `key`. */
export function ancestorKeys(menu: readonly MenuEntry[], key: string): string[] {
  for (const entry of menu) {
    if (entry.key === key) return [];
    if (entry.children) {
      const below = ancestorKeys(entry.children, key);
      if (below.length > 0 || entry.children.some((child) => child.key === key)) return [entry.key, ...below];
    }
  }
  return [];
}

/**
 * One-open-at-a-time (spec Layout): opening a directory closes every other branch, keeping only
 * the newly opened directory and the directories above it.
 */
export function nextOpenKeys(
  menu: readonly MenuEntry[],
  current: readonly string[],
  requested: string[],
): string[] {
  const opened = requested.find((key) => !current.includes(key));
  if (!opened) return requested;
  return [...ancestorKeys(menu, opened), opened];
}
