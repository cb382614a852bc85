import { describe, expect, it } from 'vitest';
import { nextSortOrder, toSortQuery } from './table-sort.rules.ts';

describe('remote sort (spec §9 Tables)', () => {
  it('cycles ascending, descending, unsorted', () => {
    expect(nextSortOrder(undefined)).toBe('asc');
    expect(nextSortOrder('asc')).toBe('desc');
    expect(nextSortOrder('desc')).toBeUndefined();
  });

  it('sends the sorted column as orderByColumn and isAsc', () => {
    expect(toSortQuery([{ field: 'createTime', order: 'desc' }])).toEqual({
      orderByColumn: 'createTime',
      isAsc: 'desc',
    });
    expect(toSortQuery([])).toEqual({});
  });
});
