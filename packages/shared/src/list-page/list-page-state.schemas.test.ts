import { describe, expect, it } from 'vitest';
import { listPageCacheKey, storedListPageStateSchema } from './list-page-state.schemas.ts';

describe('list page state remembered per route', () => {
  it('keys by the route path', () => {
    expect(listPageCacheKey('/system/user?rs=1')).toBe('list#/system/user');
  });

  it('holds expanded and advanced flags only as booleans', () => {
    expect(storedListPageStateSchema.parse({ expanded: true, advanced: false })).toEqual({
      expanded: true,
      advanced: false,
    });
    expect(storedListPageStateSchema.safeParse({ expanded: 'yes' }).success).toBe(false);
  });
});
