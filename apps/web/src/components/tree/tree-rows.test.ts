import { describe, expect, it } from 'vitest';
import { fullyCheckedIds, nestRows, parentIds, subtreeIds } from './tree-rows.ts';

interface Row {
  id: number;
  parentId: number;
}
const id = (row: Row) => row.id;
const parent = (row: Row) => row.parentId;
const rows: Row[] = [
  { id: 1, parentId: 0 },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: 2 },
  { id: 5, parentId: 0 },
];

describe('nestRows', () => {
  it('nests rows under their parents in the given order', () => {
    const tree = nestRows(rows, id, parent);
    expect(tree.map(id)).toEqual([1, 5]);
    expect(tree[0]!.children![0]!.children!.map(id)).toEqual([3, 4]);
    expect(tree[1]!.children).toBeUndefined();
  });

  it('shows a row whose parent was filtered out at the top', () => {
    expect(nestRows([rows[2]!, rows[3]!], id, parent).map(id)).toEqual([3, 4]);
  });
});

describe('parentIds', () => {
  it('lists every row that has children', () => {
    expect(parentIds(nestRows(rows, id, parent), id)).toEqual([1, 2]);
  });
});

describe('fullyCheckedIds', () => {
  const tree = nestRows(rows, id, parent);

  it('checks a node only when everything under it is granted', () => {
    expect(fullyCheckedIds(tree, id, new Set([1, 2, 3, 4]))).toEqual([3, 4, 2, 1]);
  });

  it('leaves a granted node with an ungranted child to show half-checked', () => {
    expect(fullyCheckedIds(tree, id, new Set([1, 2, 3, 5]))).toEqual([3, 5]);
  });
});

describe('subtreeIds', () => {
  it('lists a row and its descendants', () => {
    expect([...subtreeIds(rows, id, parent, 2)].sort()).toEqual([2, 3, 4]);
  });
});
