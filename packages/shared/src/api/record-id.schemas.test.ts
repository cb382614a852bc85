import fs from 'node:fs';
import path from 'node:path';
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

describe('every id of every schema', () => {
  it('is read by recordIdSchema, never by z.coerce.number() (which turns true into the id 1)', () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const sources = [path.join(root, 'packages/shared/src'), path.join(root, 'apps/server/src')].flatMap(
      (dir) =>
        fs
          .readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
          .map((file) => path.join(dir, file)),
    );
    expect(sources.length).toBeGreaterThan(100);
    const coercedIds = sources.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${path.relative(root, file)}:${index + 1}` }))
        // A positive whole number coerced: an id in all but the task code, a code of its own.
        .filter(
          ({ line }) => /coerce\.number\(\)\.int\(\)\.positive\(\)/.test(line) && !/taskCode/.test(line),
        )
        .map(({ at }) => at),
    );
    expect(coercedIds).toEqual([]);
  });
});

describe('an id in an answer', () => {
  it('is written out as the number it is (response schemas encode it)', () => {
    expect(
      z.encode(z.object({ clientIds: z.array(recordIdSchema) }), { clientIds: [3, 2147483645] }),
    ).toEqual({
      clientIds: [3, 2147483645],
    });
  });
});
