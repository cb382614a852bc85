import { z } from 'zod';
import { hasMessage } from '../i18n/messages.ts';
import { type DynamicFormItem, FormItemType } from './dynamic-form.schemas.ts';
import { emptyValue, isChoiceItem, isEmptyValue, isRequired, itemKey } from './form-item-values.rules.ts';
import { formValueSchema } from './form-value.schemas.ts';

export interface FormIssue {
  /** The item's key in the values. */
  key: string;
  /** A shared message key, or the text the form's author wrote for a pattern. */
  message: string;
}

function chosenOptionIds(value: unknown): Set<string> {
  const chosen = Array.isArray(value) ? value : [value];
  return new Set(chosen.filter((id) => id !== undefined && id !== null && id !== '').map(String));
}

/**
 * The items whose values count, in form order: every item at the top, the sub-items of a title
 * (or other non-choice item), and the follow-up items of a chosen option only. Titles and the
 * options themselves hold no value and are left out.
 */
export function activeItems(
  items: readonly DynamicFormItem[],
  values: Record<string, unknown>,
): DynamicFormItem[] {
  const active: DynamicFormItem[] = [];
  const walk = (level: readonly DynamicFormItem[]) => {
    for (const item of level) {
      if (item.type !== FormItemType.TITLE) active.push(item);
      if (!item.children) continue;
      if (isChoiceItem(item)) {
        const chosen = chosenOptionIds(values[itemKey(item)]);
        for (const option of item.children) if (chosen.has(itemKey(option))) walk(option.children ?? []);
      } else {
        walk(item.children);
      }
    }
  };
  walk(items);
  return active;
}

function patternIssue(item: DynamicFormItem, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  for (const rule of item.setting?.patterns ?? []) {
    if (rule.pattern !== undefined && !new RegExp(rule.pattern).test(value)) {
      return rule.message?.trim() || 'validation.invalid';
    }
  }
  return null;
}

/** Every broken rule of a filled-in form: required items left empty, wrong shapes, patterns. */
export function validateDynamicForm(
  items: readonly DynamicFormItem[],
  values: Record<string, unknown>,
): FormIssue[] {
  const issues: FormIssue[] = [];
  for (const item of activeItems(items, values)) {
    const key = itemKey(item);
    const value = values[key];
    if (isEmptyValue(value)) {
      if (isRequired(item)) issues.push({ key, message: 'validation.required' });
      continue;
    }
    const shape = formValueSchema(item).safeParse(value);
    if (!shape.success) {
      // Our own checks carry a message key; zod's built-in ones fall back to "not valid".
      const message = shape.error.issues[0]?.message ?? '';
      issues.push({ key, message: hasMessage(message) ? message : 'validation.invalid' });
      continue;
    }
    const pattern = patternIssue(item, value);
    if (pattern) issues.push({ key, message: pattern });
  }
  return issues;
}

/**
 * The zod schema for the values of a form built from items, so the server checks a submitted
 * form by the same rules as the page. It answers only the values of the active items (each
 * empty one as its type's empty value); values of unknown or inactive items are dropped.
 */
export function buildDynamicFormSchema(items: readonly DynamicFormItem[]) {
  return z
    .record(z.string(), z.unknown())
    .superRefine((values, ctx) => {
      for (const issue of validateDynamicForm(items, values)) {
        ctx.addIssue({ code: 'custom', path: [issue.key], message: issue.message });
      }
    })
    .transform((values) =>
      Object.fromEntries(
        activeItems(items, values).map((item) => {
          const value = values[itemKey(item)];
          return [itemKey(item), isEmptyValue(value) ? emptyValue(item.type) : value];
        }),
      ),
    );
}
