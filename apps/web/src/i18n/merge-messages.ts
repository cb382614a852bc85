export type MessageTree = { [key: string]: string | MessageTree };

/** Deep-merges message trees; later trees win on a clash, which the tests forbid anyway. */
export function mergeMessages(...trees: MessageTree[]): MessageTree {
  const result: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = result[key];
      result[key] =
        typeof value === 'object' && typeof existing === 'object' ? mergeMessages(existing, value) : value;
    }
  }
  return result;
}

/** Every leaf key as a dotted path, for comparing two languages. */
export function leafKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : leafKeys(value, path);
  });
}
