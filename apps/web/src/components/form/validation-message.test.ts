import { loginSchema } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { type IssueLike, messageForIssue } from './validation-message.ts';

const known = (key: string) => key === 'password.policy';

function firstIssue(value: unknown): IssueLike {
  const result = loginSchema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  const [issue] = result.error.issues;
  if (!issue) throw new Error('expected an issue');
  return issue;
}

describe('messageForIssue', () => {
  it('calls an empty username required', () => {
    expect(messageForIssue(firstIssue({ username: '  ', password: 'x' }), known)).toEqual({
      key: 'validation.required',
      params: {},
    });
  });

  it('calls a missing field required', () => {
    expect(messageForIssue(firstIssue({ password: 'x' }), known).key).toBe('validation.required');
  });

  it('names the maximum of a username that is too long', () => {
    expect(messageForIssue(firstIssue({ username: 'a'.repeat(65), password: 'x' }), known)).toEqual({
      key: 'validation.tooLong',
      params: { max: 64 },
    });
  });

  it('names the minimum of a string shorter than its limit', () => {
    const issue: IssueLike = {
      code: 'too_small',
      origin: 'string',
      minimum: 8,
      message: '',
      path: ['password'],
    };
    expect(messageForIssue(issue, known)).toEqual({ key: 'validation.tooShort', params: { min: 8 } });
  });

  it('uses a number bound for numbers', () => {
    const issue: IssueLike = { code: 'too_big', origin: 'number', maximum: 10, message: '', path: ['n'] };
    expect(messageForIssue(issue, known)).toEqual({ key: 'validation.tooBig', params: { max: 10 } });
  });

  it('uses the schema key of a custom rule', () => {
    const issue: IssueLike = { code: 'custom', message: 'password.policy', path: ['newPassword'] };
    expect(messageForIssue(issue, known).key).toBe('password.policy');
  });

  it('prefers the schema key over the generic one for length and type issues, as the server does', () => {
    const empty: IssueLike = {
      code: 'too_small',
      origin: 'string',
      minimum: 1,
      message: 'password.policy',
      path: ['x'],
    };
    expect(messageForIssue(empty, known).key).toBe('password.policy');
    const missing: IssueLike = { code: 'invalid_type', message: 'password.policy', path: ['x'] };
    expect(messageForIssue(missing, known).key).toBe('password.policy');
  });

  it('falls back to invalid for any other message', () => {
    const issue: IssueLike = { code: 'invalid_format', message: 'Invalid email', path: ['email'] };
    expect(messageForIssue(issue, known).key).toBe('validation.invalid');
  });
});
