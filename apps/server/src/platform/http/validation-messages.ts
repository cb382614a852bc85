import type { FieldError, Language } from '@venus/shared';
import { fieldLabel, hasMessage, translate } from '@venus/shared';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';

function valueAt(source: unknown, pointer: string): unknown {
  let node = source;
  for (const part of pointer.split('/').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * Turns one zod issue into a message naming the field, in the caller's language. Schemas put a
 * catalogue key in custom messages (`password.policy`); zod's own issues map by their code.
 */
export function describeIssue(
  issue: ZodFastifySchemaValidationError,
  input: unknown,
  lang: Language,
): FieldError {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const label = fieldLabel(lang, field || 'body');
  const params = issue.params as Record<string, unknown>;
  const value = valueAt(input, issue.instancePath);
  let key: string;
  let extra: Record<string, unknown> = {};
  if (issue.message && hasMessage(issue.message)) {
    key = issue.message;
  } else if (value === undefined || value === null || value === '') {
    key = 'validation.required';
  } else {
    switch (issue.keyword) {
      case 'too_small':
        key = params.origin === 'number' ? 'validation.tooSmall' : 'validation.tooShort';
        extra = { min: params.minimum };
        break;
      case 'too_big':
        key = params.origin === 'number' ? 'validation.tooBig' : 'validation.tooLong';
        extra = { max: params.maximum };
        break;
      case 'invalid_value':
        key = 'validation.oneOf';
        break;
      case 'unrecognized_keys':
        key = 'validation.unknownField';
        break;
      default:
        key = 'validation.invalid';
    }
  }
  return { field, key, message: translate(lang, key, { field: label, ...extra }) };
}
