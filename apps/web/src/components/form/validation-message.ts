/** The parts of a zod issue the messages need; kept structural so the web needs no zod import. */
export interface IssueLike {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

export interface MessageRef {
  key: string;
  params: Record<string, string | number>;
}

const LENGTH_ORIGINS = new Set(['string', 'array', 'set', 'file']);

/**
 * Maps a zod issue to a shared message key (`validation.*`, or the schema's own key such as
 * `password.policy`). `isKnownKey` says whether a custom message is such a key.
 */
export function messageForIssue(issue: IssueLike, isKnownKey: (key: string) => boolean): MessageRef {
  // As the server does (validation-messages.ts): a schema's own key wins over the generic one,
  // so "快捷方式名称不能为空" reads the same in the form and in the server's answer.
  if (issue.message && isKnownKey(issue.message)) return { key: issue.message, params: {} };
  const isLength = LENGTH_ORIGINS.has(issue.origin ?? '');
  switch (issue.code) {
    case 'invalid_type':
      return {
        key: issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid',
        params: {},
      };
    case 'too_small': {
      const min = Number(issue.minimum ?? 0);
      if (isLength && min <= 1) return { key: 'validation.required', params: {} };
      return { key: isLength ? 'validation.tooShort' : 'validation.tooSmall', params: { min } };
    }
    case 'too_big':
      return {
        key: isLength ? 'validation.tooLong' : 'validation.tooBig',
        params: { max: Number(issue.maximum ?? 0) },
      };
    case 'invalid_value':
      return { key: 'validation.oneOf', params: {} };
    default:
      return { key: isKnownKey(issue.message) ? issue.message : 'validation.invalid', params: {} };
  }
}
