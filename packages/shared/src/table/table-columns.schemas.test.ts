import { describe, expect, it } from 'vitest';
import {
  storedColumnConfigSchema,
  storedColumnWidthsSchema,
  storedRouteValuesSchema,
  tableColumnSchema,
} from './table-columns.schemas.ts';

const column = (field: string, fixed: false | 'left' | 'right' = false) => ({
  field,
  visible: true,
  fixed,
  order: 0,
});

describe('stored column config (setting type 2)', () => {
  it('accepts field, visible, fixed and order', () => {
    expect(storedColumnConfigSchema.parse([{ field: 'name', visible: false, order: 1 }])).toEqual([
      { field: 'name', visible: false, fixed: false, order: 1 },
    ]);
  });

  it('refuses a fifth fixed column with the spec message', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((field) => column(field, 'left'));
    const result = storedColumnConfigSchema.safeParse(five);
    expect(result.success ? null : result.error.issues[0]?.message).toBe('table.tooManyFixed');
    expect(storedColumnConfigSchema.safeParse(five.slice(0, 4)).success).toBe(true);
  });

  it('refuses the same field twice', () => {
    expect(storedColumnConfigSchema.safeParse([column('a'), column('a')]).success).toBe(false);
  });

  it('refuses a fixed side other than left or right', () => {
    expect(storedColumnConfigSchema.safeParse([{ ...column('a'), fixed: 'middle' }]).success).toBe(false);
  });
});

describe('stored column widths (setting type 0)', () => {
  it('maps fields to whole pixel widths within bounds', () => {
    expect(storedColumnWidthsSchema.safeParse({ name: 120 }).success).toBe(true);
    expect(storedColumnWidthsSchema.safeParse({ name: 10 }).success).toBe(false);
    expect(storedColumnWidthsSchema.safeParse({ name: 5000 }).success).toBe(false);
    expect(storedColumnWidthsSchema.safeParse({ name: '120' }).success).toBe(false);
  });
});

describe('stored route values (setting type 3)', () => {
  it('holds the page size, sorted columns and the collapsed action column', () => {
    const values = { pageSize: 100, sorts: [{ field: 'createTime', order: 'desc' }], actionsCollapsed: true };
    expect(storedRouteValuesSchema.parse(values)).toEqual(values);
  });

  it('accepts only the spec page sizes', () => {
    expect(storedRouteValuesSchema.safeParse({ pageSize: 30 }).success).toBe(false);
  });

  it('accepts only asc or desc', () => {
    expect(storedRouteValuesSchema.safeParse({ sorts: [{ field: 'a', order: 'up' }] }).success).toBe(false);
  });
});

describe('declared table column (spec §3)', () => {
  it('has prop, name, noHide, fixed and noShowItem', () => {
    const declared = { prop: 'userName', name: '用户名', noHide: true, fixed: 'left', noShowItem: false };
    expect(tableColumnSchema.parse(declared)).toEqual(declared);
  });
});
