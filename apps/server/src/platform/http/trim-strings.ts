/**
 * Spec §5: request strings are trimmed unless the route opts out (whole route or named fields).
 * A loop with its own stack, not recursion: whatever the nesting, the call stack stays flat (the
 * JSON parser refuses bodies past MAX_JSON_DEPTH before this runs, so the work stays small).
 * A string's field name is that of the nearest object key above it (an array's items share it).
 */
export function trimStrings(value: unknown, keep: ReadonlySet<string>): unknown {
  type Holder = Record<string | number, unknown>;
  const root: Holder = { value };
  const pending: { holder: Holder; slot: string | number; key: string }[] = [
    { holder: root, slot: 'value', key: '' },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { holder, slot, key } = next;
    const item = holder[slot];
    if (typeof item === 'string') {
      if (!keep.has(key)) holder[slot] = item.trim();
    } else if (Array.isArray(item)) {
      const copy = [...item];
      holder[slot] = copy;
      for (let index = 0; index < copy.length; index += 1)
        pending.push({ holder: copy as unknown as Holder, slot: index, key });
    } else if (
      item !== null &&
      typeof item === 'object' &&
      Object.getPrototypeOf(item) === Object.prototype
    ) {
      const copy: Record<string, unknown> = {};
      for (const [name, inner] of Object.entries(item)) {
        copy[name] = inner;
        pending.push({ holder: copy, slot: name, key: name });
      }
      holder[slot] = copy;
    }
  }
  return root.value;
}
