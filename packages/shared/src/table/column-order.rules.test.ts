import { describe, expect, it } from 'vitest';
import { moveColumn, setColumnVisible } from './column-order.rules.ts';
import type { ColumnState } from './table-columns.schemas.ts';

const columns: ColumnState[] = ['name', 'number', 'office', 'status'].map((field, order) => ({
  field,
  visible: true,
  fixed: false,
  order,
}));
const fields = (list: ColumnState[]) => list.map((column) => column.field);

describe('moveColumn', () => {
  it('moves a column down and renumbers the orders', () => {
    const moved = moveColumn(columns, 0, 2);
    expect(fields(moved)).toEqual(['number', 'office', 'name', 'status']);
    expect(moved.map((column) => column.order)).toEqual([0, 1, 2, 3]);
  });

  it('moves a column up', () => {
    expect(fields(moveColumn(columns, 3, 0))).toEqual(['status', 'name', 'number', 'office']);
  });

  it('leaves the columns as they are for an index outside the list', () => {
    expect(fields(moveColumn(columns, 0, 4))).toEqual(fields(columns));
    expect(fields(moveColumn(columns, -1, 1))).toEqual(fields(columns));
  });
});

describe('setColumnVisible', () => {
  it('hides a column', () => {
    const next = setColumnVisible(columns, 'office', false, new Set());
    expect(next.find((column) => column.field === 'office')?.visible).toBe(false);
  });

  it('keeps a noHide column visible', () => {
    const next = setColumnVisible(columns, 'name', false, new Set(['name']));
    expect(next.find((column) => column.field === 'name')?.visible).toBe(true);
  });
});
