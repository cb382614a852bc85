import {
  CHOICE_TYPES,
  type DynamicFormItem,
  FormItemType,
  type FormItemTypeCode,
} from './dynamic-form.schemas.ts';

/** The key an item's value is kept under in a form's values. */
export const itemKey = (item: Pick<DynamicFormItem, 'id'>): string => String(item.id);

/** What an item holds when nothing is filled in. */
export function emptyValue(type: FormItemTypeCode): unknown {
  switch (type) {
    case FormItemType.CHECKBOX:
    case FormItemType.FILE:
      return [];
    case FormItemType.USER:
    case FormItemType.PROJECT:
      return null;
    case FormItemType.TITLE:
      return undefined;
    default:
      return '';
  }
}

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Spec §5: "A form item shows a required marker when its rules require it." */
export function isRequired(item: Pick<DynamicFormItem, 'setting'>): boolean {
  return item.setting?.patterns?.some((rule) => rule.required === true) ?? false;
}

export function isChoiceItem(item: Pick<DynamicFormItem, 'type'>): boolean {
  return CHOICE_TYPES.includes(item.type);
}

/**
 * Empties the values of every item below this one. A choice item's children are its options,
 * which hold no value themselves: their follow-up items are the ones emptied.
 */
export function clearChildValues(item: DynamicFormItem): DynamicFormItem {
  if (!item.children) return item;
  const holdsOptions = isChoiceItem(item);
  return {
    ...item,
    children: item.children.map((child) => {
      const below = clearChildValues(child);
      return holdsOptions ? below : { ...below, value: emptyValue(child.type) };
    }),
  };
}

/**
 * Sets one item's value. Spec §4: "Changing a select clears its children's values", so a
 * follow-up answered for the previous choice does not linger under the new one.
 */
export function changeItemValue(
  items: readonly DynamicFormItem[],
  id: string | number,
  value: unknown,
): DynamicFormItem[] {
  return items.map((item) => {
    if (itemKey(item) === String(id)) {
      const changed = { ...item, value };
      return item.type === FormItemType.SELECT && item.value !== value ? clearChildValues(changed) : changed;
    }
    return item.children ? { ...item, children: changeItemValue(item.children, id, value) } : item;
  });
}

/** The values of a tree of items, keyed by item id (options and titles hold none). */
export function formValues(
  items: readonly DynamicFormItem[],
  parent?: DynamicFormItem,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const item of items) {
    const isOption = parent !== undefined && isChoiceItem(parent);
    if (!isOption && item.type !== FormItemType.TITLE)
      values[itemKey(item)] = item.value ?? emptyValue(item.type);
    if (item.children) Object.assign(values, formValues(item.children, item));
  }
  return values;
}
