import { activeItems, type DynamicFormItem, FormItemType, formValues, itemKey } from '@venus/shared';

export interface FilledValue {
  key: string;
  name: string;
  /** What was filled in, as text; '' when left empty. */
  text: string;
}

function optionNames(item: DynamicFormItem, value: unknown): string {
  const chosen = (Array.isArray(value) ? value : [value]).map(String);
  return (item.children ?? [])
    .filter((option) => chosen.includes(itemKey(option)))
    .map((option) => option.name)
    .join('、');
}

function textOf(item: DynamicFormItem, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  switch (item.type) {
    case FormItemType.RADIO:
    case FormItemType.CHECKBOX:
    case FormItemType.SELECT:
      return optionNames(item, value);
    case FormItemType.FILE:
      return Array.isArray(value)
        ? value.map((row) => String((row as { name?: unknown }).name ?? '')).join('、')
        : '';
    default:
      return Array.isArray(value) ? value.map(String).join('、') : String(value);
  }
}

/**
 * A filed request as its reader sees it: each item that counted (a chosen option's follow-ups
 * included, titles left out), in form order, with its value as text.
 */
export function filledValues(items: readonly DynamicFormItem[]): FilledValue[] {
  const values = formValues(items);
  return activeItems(items, values).map((item) => ({
    key: itemKey(item),
    name: item.name,
    text: textOf(item, values[itemKey(item)]),
  }));
}
