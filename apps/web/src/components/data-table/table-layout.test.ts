import { describe, expect, it } from 'vitest';
import { headerSortOrder, sortsFromHeader, tableBodyHeight } from './table-layout.ts';

describe('tableBodyHeight', () => {
  it('keeps the strip of the floating timer free below the pagination', () => {
    const free = tableBodyHeight({ viewportHeight: 900, top: 300, hasSumBar: false, isMobile: false });
    const reserved = tableBodyHeight({
      viewportHeight: 900,
      top: 300,
      hasSumBar: false,
      isMobile: false,
      bottomReserve: 64,
    });
    expect(free - reserved).toBe(64);
  });

  it('gives the body the window below the table less header, pagination and margin', () => {
    expect(tableBodyHeight({ viewportHeight: 900, top: 300, hasSumBar: false, isMobile: false })).toBe(
      900 - 300 - 48 - 40 - 24,
    );
  });

  it('leaves room for the sum bar when there is one', () => {
    const without = tableBodyHeight({ viewportHeight: 900, top: 300, hasSumBar: false, isMobile: false });
    const withSum = tableBodyHeight({ viewportHeight: 900, top: 300, hasSumBar: true, isMobile: false });
    expect(without - withSum).toBe(24);
  });

  it('gives a phone table 600 px when the computed height is under 400', () => {
    expect(tableBodyHeight({ viewportHeight: 844, top: 500, hasSumBar: false, isMobile: true })).toBe(600);
  });

  it('keeps a phone table of 400 px or more as computed', () => {
    expect(tableBodyHeight({ viewportHeight: 844, top: 100, hasSumBar: false, isMobile: true })).toBe(
      844 - 100 - 48 - 40 - 24,
    );
  });
});

describe('remote sort from the header', () => {
  it('maps antd orders to asc and desc, and no order to no sort', () => {
    expect(sortsFromHeader('userno', 'ascend')).toEqual([{ field: 'userno', order: 'asc' }]);
    expect(sortsFromHeader('userno', 'descend')).toEqual([{ field: 'userno', order: 'desc' }]);
    expect(sortsFromHeader('userno', null)).toEqual([]);
  });

  it('shows the stored sort on its column only', () => {
    const sorts = [{ field: 'userno', order: 'desc' as const }];
    expect(headerSortOrder(sorts, 'userno')).toBe('descend');
    expect(headerSortOrder(sorts, 'userName')).toBeNull();
  });
});
