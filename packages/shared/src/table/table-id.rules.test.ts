import { describe, expect, it } from 'vitest';
import { requireTableId, TableIdRequiredError, tableCacheKey } from './table-id.rules.ts';

describe('table id (spec §5: the table requires an id)', () => {
  it('raises a clear error for a table without an id', () => {
    expect(() => requireTableId(undefined)).toThrow(TableIdRequiredError);
    expect(() => requireTableId('  ')).toThrow(/has no id \(tableId\)/);
    const thrown = (() => {
      try {
        requireTableId('');
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toMatchObject({ messageKey: 'table.idRequired' });
  });

  it('joins the table id with the route for the cache key', () => {
    expect(tableCacheKey(' users ', '/system/user')).toBe('users#/system/user');
  });

  it('keys by the route path, not its query or hash', () => {
    expect(tableCacheKey('users', '/system/user?rs=1&fr=2#top')).toBe('users#/system/user');
  });

  it('refuses a key longer than user settings can store', () => {
    expect(() => tableCacheKey('t', `/${'x'.repeat(300)}`)).toThrow(RangeError);
  });
});
