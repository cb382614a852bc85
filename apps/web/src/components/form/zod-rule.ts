import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { type IssueLike, messageForIssue } from './validation-message.ts';

/** Anything with zod's `safeParse`: a shared schema or one of its fields. */
export interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly IssueLike[] } };
}

/** The translated message of the first issue, naming the field by its shared label. */
export function issueText(issue: IssueLike, field: string, t: TFunction): string {
  const { key, params } = messageForIssue(issue, (candidate) => t(candidate) !== candidate);
  return t(key, { ...params, field: t(`field.${field}`, { defaultValue: field }) });
}

/** An antd form rule that applies the shared schema of one field, so client and server agree. */
export function schemaRule(schema: SafeParser, field: string, t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (result.success) return;
      const [issue] = result.error.issues;
      if (issue) throw new Error(issueText(issue, field, t));
    },
  };
}
