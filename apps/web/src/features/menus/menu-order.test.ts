import { describe, expect, it } from 'vitest';
import { dropOnSibling, moveAmongSiblings } from './menu-order.ts';

const rows = [
  { menuId: 1, parentId: 0, orderNum: 1 },
  { menuId: 10, parentId: 1, orderNum: 1 },
  { menuId: 11, parentId: 1, orderNum: 2 },
  { menuId: 12, parentId: 1, orderNum: 3 },
  { menuId: 2, parentId: 0, orderNum: 2 },
];
const order = (result: ReturnType<typeof dropOnSibling>) =>
  result.ok ? result.items.map((i) => i.menuId) : result;

describe('dropOnSibling', () => {
  it('moves a menu down to after the sibling it is dropped on', () => {
    expect(order(dropOnSibling(rows, 10, 12))).toEqual([11, 12, 10]);
  });

  it('moves a menu up to before the sibling it is dropped on', () => {
    const result = dropOnSibling(rows, 12, 10);
    expect(result).toEqual({
      ok: true,
      items: [
        { menuId: 12, parentId: 1, orderNum: 1 },
        { menuId: 10, parentId: 1, orderNum: 2 },
        { menuId: 11, parentId: 1, orderNum: 3 },
      ],
    });
  });

  it('refuses a drop onto the menu itself', () => {
    expect(dropOnSibling(rows, 11, 11)).toEqual({ ok: false, reason: 'self' });
  });

  it('refuses a drop onto a menu of another parent', () => {
    expect(dropOnSibling(rows, 11, 2)).toEqual({ ok: false, reason: 'notSiblings' });
  });
});

describe('moveAmongSiblings', () => {
  it('swaps a menu with its neighbour', () => {
    expect(moveAmongSiblings(rows, 11, -1)?.map((i) => i.menuId)).toEqual([11, 10, 12]);
    expect(moveAmongSiblings(rows, 11, 1)?.map((i) => i.menuId)).toEqual([10, 12, 11]);
  });

  it('cannot move past either end', () => {
    expect(moveAmongSiblings(rows, 10, -1)).toBeNull();
    expect(moveAmongSiblings(rows, 2, 1)).toBeNull();
  });
});
