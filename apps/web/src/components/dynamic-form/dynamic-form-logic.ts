import {
  buildDynamicFormSchema,
  changeItemValue,
  type DynamicFormItem,
  FORM_TEXT_MAX,
  FORM_TEXTAREA_MAX,
  formValues,
  isChoiceItem,
  itemKey,
} from '@venus/shared';

/** What the form shows under each item that broke a rule: a message key or the author's text. */
export type FormIssues = Record<string, string>;

export type FormCheck = { ok: true; values: Record<string, unknown> } | { ok: false; issues: FormIssues };

/**
 * Checks a filled-in form with the same schema the server applies (`buildDynamicFormSchema`),
 * answering the values of the active items, or the first issue of each broken item.
 */
export function checkDynamicForm(items: readonly DynamicFormItem[]): FormCheck {
  const result = buildDynamicFormSchema(items).safeParse(formValues(items));
  if (result.success) return { ok: true, values: result.data };
  const issues: FormIssues = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in issues)) issues[key] = issue.message;
  }
  return { ok: false, issues };
}

/**
 * Sets one item's value (a select change empties its follow-ups, spec §4) and forgets that
 * item's issue, so the message goes when the person fixes it; issues of emptied follow-ups go too.
 */
export function changeDynamicForm(
  items: readonly DynamicFormItem[],
  issues: FormIssues,
  id: string | number,
  value: unknown,
): { items: DynamicFormItem[]; issues: FormIssues } {
  const next = changeItemValue(items, id, value);
  const remaining = { ...issues };
  delete remaining[String(id)];
  return { items: next, issues: remaining };
}

/** The options of a radio, checkbox or select: their children, the option id as the value. */
export function choiceOptions(item: DynamicFormItem): { value: string; label: string }[] {
  return (item.children ?? []).map((option) => ({ value: itemKey(option), label: option.name }));
}

/** The items shown under an item: a title's (or other item's) sub-items, or the chosen options' follow-ups. */
export function itemsBelow(item: DynamicFormItem): DynamicFormItem[] {
  if (!item.children) return [];
  if (!isChoiceItem(item)) return item.children;
  const chosen = new Set((Array.isArray(item.value) ? item.value : [item.value]).map((id) => String(id)));
  return item.children
    .filter((option) => chosen.has(itemKey(option)))
    .flatMap((option) => option.children ?? []);
}

/** The longest text a text item takes: 5,000 in a textarea, else 500 (decision 0011). */
export function textLimit(item: DynamicFormItem): number {
  return item.setting?.textarea ? FORM_TEXTAREA_MAX : FORM_TEXT_MAX;
}

/** A radio's or select's value as the form keeps it: the option id as text, so 7 and "7" are one. */
export function choiceValue(item: DynamicFormItem): string | undefined {
  return item.value === undefined || item.value === null || item.value === ''
    ? undefined
    : String(item.value);
}

/** A checkbox's values: the checked option ids as text. */
export function checkedValues(item: DynamicFormItem): string[] {
  return Array.isArray(item.value) ? item.value.map(String) : [];
}
