import { describe, expect, it } from 'vitest';
import { userSearchQuerySchema } from './user-search.schemas.ts';

describe('user search query (spec §3)', () => {
  it('reads every field of the spec query', () => {
    expect(
      userSearchQuerySchema.parse({
        workUserId: '12',
        type: 1,
        query: ' 孙 ',
        groupIds: [3, 4],
        roleIds: '5,6',
        categorys: 'lawyer,partner',
        status: 0,
        grepIds: [],
        secretary: 'true',
        office: '2',
      }),
    ).toEqual({
      workUserId: 12,
      type: 1,
      query: '孙',
      groupIds: [3, 4],
      roleIds: [5, 6],
      categorys: ['lawyer', 'partner'],
      status: '0',
      grepIds: [],
      secretary: true,
      office: 2,
    });
  });

  it('searches everything with an empty query by default', () => {
    expect(userSearchQuerySchema.parse({})).toEqual({ query: '' });
  });

  it('refuses a query over 64 characters', () => {
    expect(userSearchQuerySchema.safeParse({ query: 'x'.repeat(65) }).success).toBe(false);
    expect(userSearchQuerySchema.safeParse({ query: 'x'.repeat(64) }).success).toBe(true);
  });

  it('refuses an id list that is not ids', () => {
    expect(userSearchQuerySchema.safeParse({ groupIds: '3,4 or 1=1' }).success).toBe(false);
    expect(userSearchQuerySchema.safeParse({ roleIds: [-1] }).success).toBe(false);
  });

  it('refuses a flag that is not yes or no', () => {
    expect(userSearchQuerySchema.safeParse({ secretary: 'maybe' }).success).toBe(false);
  });
});
