import { describe, expect, it } from 'vitest';
import { idListSchema, pageQuerySchema } from './paging.schemas.ts';

const query = pageQuerySchema(['createdAt', 'userName']);

describe('paging and sorting (spec §9 Paging)', () => {
  it('defaults to page 1 of 25', () => {
    expect(query.parse({})).toEqual({ pageNum: 1, pageSize: 25 });
  });

  it('accepts the page sizes 25, 50, 100 and 200 only', () => {
    for (const size of ['25', '50', '100', '200'])
      expect(query.parse({ pageSize: size }).pageSize).toBe(Number(size));
    expect(query.safeParse({ pageSize: '30' }).success).toBe(false);
  });

  it('accepts only whitelisted sort columns', () => {
    expect(query.parse({ orderByColumn: 'userName', isAsc: 'desc' })).toMatchObject({
      orderByColumn: 'userName',
    });
    expect(query.safeParse({ orderByColumn: 'user_name; drop table sys_user' }).success).toBe(false);
    expect(query.safeParse({ orderByColumn: 'passwordHash' }).success).toBe(false);
  });

  it('accepts only asc or desc as the direction', () => {
    expect(query.safeParse({ isAsc: 'asc' }).success).toBe(true);
    expect(query.safeParse({ isAsc: 'asc, (select 1)' }).success).toBe(false);
  });

  it('parses comma-separated ids and refuses anything else', () => {
    expect(idListSchema.parse('3,4,15')).toEqual([3, 4, 15]);
    expect(idListSchema.safeParse('3,4 or 1=1').success).toBe(false);
  });
});
