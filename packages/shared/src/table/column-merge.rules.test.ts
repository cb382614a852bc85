import { describe, expect, it } from 'vitest';
import {
  chooserColumns,
  mergeColumnConfig,
  toStoredColumnConfig,
  toStoredColumnWidths,
} from './column-merge.rules.ts';
import type { TableColumn } from './table-columns.schemas.ts';

const declared: TableColumn[] = [
  { prop: 'userName', name: '用户名', noHide: true },
  { prop: 'nickName', name: '姓名' },
  { prop: 'office', name: '办公室', width: 120 },
  { prop: 'status', name: '状态' },
];

const fields = (columns: { field: string }[]) => columns.map((column) => column.field);

describe('merging the stored column config with the current columns', () => {
  it('shows the declared columns when nothing is stored', () => {
    const merged = mergeColumnConfig(declared, null);
    expect(fields(merged)).toEqual(['userName', 'nickName', 'office', 'status']);
    expect(merged.every((column) => column.visible && column.fixed === false)).toBe(true);
    expect(merged.map((column) => column.order)).toEqual([0, 1, 2, 3]);
  });

  it('keeps the stored order, visibility and fixing', () => {
    const stored = [
      { field: 'status', visible: true, fixed: 'left' as const, order: 0 },
      { field: 'nickName', visible: false, fixed: false as const, order: 1 },
      { field: 'userName', visible: true, fixed: false as const, order: 2 },
      { field: 'office', visible: true, fixed: false as const, order: 3 },
    ];
    const merged = mergeColumnConfig(declared, stored);
    expect(fields(merged)).toEqual(['status', 'nickName', 'userName', 'office']);
    expect(merged[0]?.fixed).toBe('left');
    expect(merged[1]?.visible).toBe(false);
  });

  it('appends columns added since the config was stored', () => {
    const stored = [{ field: 'office', visible: true, fixed: false as const, order: 0 }];
    expect(fields(mergeColumnConfig(declared, stored))).toEqual(['office', 'userName', 'nickName', 'status']);
  });

  it('drops stored columns that no longer exist', () => {
    const stored = [
      { field: 'gone', visible: true, fixed: 'left' as const, order: 0 },
      { field: 'status', visible: true, fixed: false as const, order: 1 },
    ];
    const merged = mergeColumnConfig(declared, stored);
    expect(fields(merged)).not.toContain('gone');
    expect(merged.map((column) => column.order)).toEqual([0, 1, 2, 3]);
  });

  it('always shows a noHide column', () => {
    const stored = [{ field: 'userName', visible: false, fixed: false as const, order: 0 }];
    expect(mergeColumnConfig(declared, stored)[0]).toMatchObject({ field: 'userName', visible: true });
  });

  it('keeps only the first 4 fixed columns of an oversized stored layout', () => {
    const many = ['a', 'b', 'c', 'd', 'e'].map((prop) => ({ prop, name: prop }));
    const stored = many.map((column, order) => ({
      field: column.prop,
      visible: true,
      fixed: 'left' as const,
      order,
    }));
    expect(mergeColumnConfig(many, stored).map((column) => column.fixed)).toEqual([
      'left',
      'left',
      'left',
      'left',
      false,
    ]);
  });

  it('takes stored widths over declared ones', () => {
    const merged = mergeColumnConfig(declared, null, { nickName: 200 });
    expect(merged.find((column) => column.field === 'nickName')?.width).toBe(200);
    expect(merged.find((column) => column.field === 'office')?.width).toBe(120);
    expect(merged.find((column) => column.field === 'status')).not.toHaveProperty('width');
  });
});

describe('what the column chooser lists and what is stored', () => {
  it('leaves noShowItem columns out of the chooser', () => {
    const withHidden = [...declared, { prop: 'id', name: 'ID', noShowItem: true }];
    expect(chooserColumns(withHidden).map((column) => column.prop)).not.toContain('id');
  });

  it('stores config without widths, and widths apart', () => {
    const merged = mergeColumnConfig(declared, null);
    expect(toStoredColumnConfig(merged)[2]).toEqual({
      field: 'office',
      visible: true,
      fixed: false,
      order: 2,
    });
    expect(toStoredColumnWidths(merged)).toEqual({ office: 120 });
  });
});
