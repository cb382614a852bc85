/** A flat row of a tree stored by parent id (menus, departments), nested for display. */
export type TreeRow<Row> = Row & { children?: TreeRow<Row>[] };

/**
 * Nests rows under their parents, keeping the given order among siblings. A row whose parent is
 * not in the list (filtered out by a search) is shown at the top, so a match is never hidden.
 */
export function nestRows<Row extends object>(
  rows: readonly Row[],
  idOf: (row: Row) => number,
  parentOf: (row: Row) => number,
): TreeRow<Row>[] {
  const nodes = new Map<number, TreeRow<Row>>(rows.map((row) => [idOf(row), { ...row }]));
  const roots: TreeRow<Row>[] = [];
  for (const row of rows) {
    const node = nodes.get(idOf(row))!;
    const parent = nodes.get(parentOf(row));
    if (parent && parent !== node) {
      parent.children ??= [];
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  return roots;
}

/** The ids of every row that has children: what "expand all" opens. */
export function parentIds<Row extends object>(
  tree: readonly TreeRow<Row>[],
  idOf: (row: Row) => number,
): number[] {
  return tree.flatMap((node) =>
    node.children?.length ? [idOf(node), ...parentIds(node.children, idOf)] : [],
  );
}

/**
 * The granted ids a linked check tree should show as checked: a node only when it and everything
 * under it is granted. A granted node with ungranted children shows half-checked instead, which
 * a linked tree could not express if the node itself were checked (it would check them all).
 */
export function fullyCheckedIds<Row extends object>(
  tree: readonly TreeRow<Row>[],
  idOf: (row: Row) => number,
  granted: ReadonlySet<number>,
): number[] {
  const checked: number[] = [];
  const visit = (node: TreeRow<Row>): boolean => {
    const childrenFull = (node.children ?? []).map(visit).every(Boolean);
    const full = granted.has(idOf(node)) && childrenFull;
    if (full) checked.push(idOf(node));
    return full;
  };
  tree.forEach(visit);
  return checked;
}

/** The row and everything under it: where a row cannot be moved (it would loop). */
export function subtreeIds<Row extends object>(
  rows: readonly Row[],
  idOf: (row: Row) => number,
  parentOf: (row: Row) => number,
  rootId: number,
): Set<number> {
  const ids = new Set([rootId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) {
      if (ids.has(parentOf(row)) && !ids.has(idOf(row))) {
        ids.add(idOf(row));
        grew = true;
      }
    }
  }
  return ids;
}
