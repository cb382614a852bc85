import type { MenuTreeInput } from '@venus/shared';

interface Placed {
  menuId: number;
  parentId: number;
  orderNum: number;
}

export type ReorderResult =
  | { ok: true; items: MenuTreeInput['items'] }
  | { ok: false; reason: 'self' | 'notSiblings' };

function siblingsOf<Row extends Placed>(rows: readonly Row[], parentId: number): Row[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
}

function numbered(order: readonly Placed[]): MenuTreeInput['items'] {
  return order.map((row, index) => ({ menuId: row.menuId, parentId: row.parentId, orderNum: index + 1 }));
}

/**
 * Dropping `draggedId` on `targetId` puts it in the target's place among their common parent's
 * children; the siblings are numbered 1, 2, 3... in the new order. Spec §5: a menu cannot be
 * dragged onto itself; the page only reorders siblings (moving to another parent is the form's
 * parent field, where the placement rules are explained).
 */
export function dropOnSibling(rows: readonly Placed[], draggedId: number, targetId: number): ReorderResult {
  if (draggedId === targetId) return { ok: false, reason: 'self' };
  const dragged = rows.find((row) => row.menuId === draggedId);
  const target = rows.find((row) => row.menuId === targetId);
  if (!dragged || !target || dragged.parentId !== target.parentId)
    return { ok: false, reason: 'notSiblings' };
  const order = siblingsOf(rows, dragged.parentId).filter((row) => row.menuId !== draggedId);
  const from = siblingsOf(rows, dragged.parentId).findIndex((row) => row.menuId === draggedId);
  const at = order.findIndex((row) => row.menuId === targetId);
  // Dragged downwards it lands after the target, upwards before it: where the pointer was.
  order.splice(from <= at ? at + 1 : at, 0, dragged);
  return { ok: true, items: numbered(order) };
}

/** One step up (-1) or down (+1) among its siblings; null at either end. */
export function moveAmongSiblings(
  rows: readonly Placed[],
  menuId: number,
  step: -1 | 1,
): MenuTreeInput['items'] | null {
  const row = rows.find((candidate) => candidate.menuId === menuId);
  if (!row) return null;
  const order = siblingsOf(rows, row.parentId);
  const from = order.findIndex((candidate) => candidate.menuId === menuId);
  const to = from + step;
  if (to < 0 || to >= order.length) return null;
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return numbered(order);
}
