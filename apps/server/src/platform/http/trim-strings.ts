/** Spec §5: request strings are trimmed unless the route opts out (whole route or named fields). */
export function trimStrings(value: unknown, keep: ReadonlySet<string>, key = ''): unknown {
  if (typeof value === 'string') return keep.has(key) ? value : value.trim();
  if (Array.isArray(value)) return value.map((item) => trimStrings(item, keep, key));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const result: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) result[name] = trimStrings(item, keep, name);
    return result;
  }
  return value;
}
