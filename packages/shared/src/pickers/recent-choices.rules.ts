/** Spec §5 / §9: component suggestions are at most 5, most recent first, without duplicates. */
export const RECENT_SUGGESTIONS_MAX = 5;

/** Puts a chosen item first among the recent choices, dropping its older copy and the overflow. */
export function rememberChoice<T extends { id: string | number }>(
  recent: readonly T[],
  chosen: T,
  max = RECENT_SUGGESTIONS_MAX,
): T[] {
  // 7 and "7" are the same user: ids arrive as numbers from one call and text from another.
  const rest = recent.filter((item) => String(item.id) !== String(chosen.id));
  return [chosen, ...rest].slice(0, Math.max(0, max));
}

/** The suggestions shown before anything is typed: the latest distinct choices, at most 5. */
export function recentSuggestions<T extends { id: string | number }>(
  recent: readonly T[],
  max = RECENT_SUGGESTIONS_MAX,
): T[] {
  const seen = new Set<string>();
  return recent
    .filter((item) => {
      const key = String(item.id);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, Math.max(0, max));
}
