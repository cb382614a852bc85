import {
  buildDynamicFormSchema,
  type DynamicFormItem,
  itemKey,
  type Language,
  ResultCode,
  translate,
  validateDynamicForm,
} from '@venus/shared';
import { AppError } from '../../platform/http/app-error.ts';

function itemNames(
  items: readonly DynamicFormItem[],
  names = new Map<string, string>(),
): Map<string, string> {
  for (const item of items) {
    names.set(itemKey(item), item.name);
    itemNames(item.children ?? [], names);
  }
  return names;
}

/**
 * The values of a request checked by its form's own items with the rules the page uses
 * (required, patterns, options, shapes): the cleaned values, or a 400 listing every issue, in
 * the caller's language, with the issues as data so the page can mark each item.
 */
export function checkedValues(
  items: readonly DynamicFormItem[],
  values: Record<string, unknown>,
  lang: Language,
): Record<string, unknown> {
  const issues = validateDynamicForm(items, values);
  if (issues.length > 0) {
    const names = itemNames(items);
    const detail = issues
      .map((issue) => translate(lang, issue.message, { field: names.get(issue.key) ?? issue.key }))
      .join('; ');
    throw new AppError(ResultCode.BAD_REQUEST, 'customRequests.invalidValues', { detail }, undefined, {
      issues,
    });
  }
  return buildDynamicFormSchema(items).parse(values);
}
