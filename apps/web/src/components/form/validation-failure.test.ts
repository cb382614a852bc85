import { describe, expect, it } from 'vitest';
import { isValidationFailure, submitting } from './validation-failure.ts';

describe('a submit that fails validation', () => {
  it('ends quietly when the form rejected with its field errors', async () => {
    const rejection = { errorFields: [{ name: ['roleName'], errors: ['角色名称不能为空'] }], values: {} };
    await expect(
      submitting(async () => {
        throw rejection;
      }),
    ).resolves.toBeUndefined();
  });

  it('still fails on any other error, so defects are not hidden', async () => {
    await expect(
      submitting(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });

  it('recognises only antd field-error rejections', () => {
    expect(isValidationFailure({ errorFields: [] })).toBe(true);
    expect(isValidationFailure(new Error('x'))).toBe(false);
    expect(isValidationFailure(null)).toBe(false);
    expect(isValidationFailure({ errorFields: 'no' })).toBe(false);
  });
});
