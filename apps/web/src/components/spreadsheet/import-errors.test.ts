import { describe, expect, it } from 'vitest';
import { readRowErrors } from './import-errors.ts';

describe('readRowErrors', () => {
  it('reads the row errors of a refusal, by row', () => {
    const data = {
      errors: [
        { row: 5, field: 'email', column: '邮箱', message: '邮箱格式不正确' },
        { row: 3, field: 'userName', column: '登录账号', message: '登录账号“li”已存在' },
      ],
    };
    expect(readRowErrors(data).map((error) => error.row)).toEqual([3, 5]);
  });

  it('answers none for a refusal of the whole file', () => {
    expect(readRowErrors(undefined)).toEqual([]);
    expect(readRowErrors({ maxRows: 10 })).toEqual([]);
  });

  it('skips entries that are not row errors', () => {
    expect(readRowErrors({ errors: [{ row: 'x' }, null, { row: 2, message: 'bad' }] })).toEqual([
      { row: 2, message: 'bad', field: '', column: '' },
    ]);
  });
});
