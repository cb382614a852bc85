import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordIdSchema } from './record-id.schemas.ts';

const body = z.object({ projectId: recordIdSchema });

describe('a record id', () => {
  it('is a positive whole number, or its digits as a path or query string carries them', () => {
    expect(body.parse({ projectId: 7 })).toEqual({ projectId: 7 });
    expect(body.parse({ projectId: '12' })).toEqual({ projectId: 12 });
  });

  it('is never read from a boolean (`true` was the id 1)', () => {
    expect(body.safeParse({ projectId: true }).success).toBe(false);
    expect(body.safeParse({ projectId: false }).success).toBe(false);
  });

  it('is never read from an array, null, empty text or a number written otherwise', () => {
    for (const value of [
      [5],
      null,
      '',
      ' ',
      '1e3',
      '0x10',
      '-3',
      '2.0',
      1.5,
      0,
      -1,
      Number.MAX_SAFE_INTEGER + 1,
    ])
      expect(body.safeParse({ projectId: value }).success, JSON.stringify(value)).toBe(false);
  });
});
