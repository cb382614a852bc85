import { describe, expect, it } from 'vitest';
import { activeFilters } from './use-search-filters.ts';

describe('the applied search', () => {
  it('leaves out empty conditions and keeps zero and false', () => {
    expect(
      activeFilters({ name: '', status: undefined, office: null, page: 0, active: false, key: 'a' }),
    ).toEqual({
      page: 0,
      active: false,
      key: 'a',
    });
  });
});
