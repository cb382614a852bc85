import { describe, expect, it } from 'vitest';
import { countFixedColumns, setColumnFixed } from './fixed-columns.rules.ts';
import type { ColumnState } from './table-columns.schemas.ts';

const columns = (fixedCount: number): ColumnState[] =>
  ['a', 'b', 'c', 'd', 'e', 'f'].map((field, order) => ({
    field,
    order,
    visible: true,
    fixed: order < fixedCount ? 'left' : false,
  }));

describe('fixed columns (spec §5: at most 4)', () => {
  it('counts left and right fixed columns', () => {
    expect(countFixedColumns([{ fixed: 'left' }, { fixed: 'right' }, { fixed: false }])).toBe(2);
  });

  it('fixes a column while fewer than 4 are fixed', () => {
    const result = setColumnFixed(columns(3), 'd', 'left');
    expect(result.ok && countFixedColumns(result.columns)).toBe(4);
  });

  it('refuses a fifth fixed column', () => {
    expect(setColumnFixed(columns(4), 'e', 'right')).toEqual({ ok: false, messageKey: 'table.tooManyFixed' });
  });

  it('moves a fixed column to the other side even when 4 are fixed', () => {
    const result = setColumnFixed(columns(4), 'a', 'right');
    expect(result.ok && result.columns[0]?.fixed).toBe('right');
  });

  it('unfixes a column', () => {
    const result = setColumnFixed(columns(4), 'b', false);
    expect(result.ok && countFixedColumns(result.columns)).toBe(3);
  });

  it('does not change the columns it was given', () => {
    const given = columns(0);
    setColumnFixed(given, 'a', 'left');
    expect(given[0]?.fixed).toBe(false);
  });
});
