import {
  type DynamicFormItem,
  FormItemType,
  type FormItemTypeCode,
  isChoiceItem,
  isRequired,
  itemKey,
} from '@venus/shared';

/** One option of a choice item as the editor shows it. */
export interface OptionDraft {
  id: string;
  name: string;
  /** Follow-up items of the option, kept as they were: the editor does not change them. */
  children?: DynamicFormItem[];
}

/**
 * One item of a request form as the editor edits it: the spec §3 item flattened into fields
 * (its rules become "required" plus one pattern with its message).
 */
export interface ItemDraft {
  id: string;
  name: string;
  type: FormItemTypeCode;
  required: boolean;
  placeholder: string;
  tips: string;
  textarea: boolean;
  pattern: string;
  patternMessage: string;
  options: OptionDraft[];
  /** Sub-items of a title, kept as they were. */
  children?: DynamicFormItem[];
}

export function emptyDraft(index: number): ItemDraft {
  return {
    id: `item${index}`,
    name: '',
    type: FormItemType.TEXT,
    required: false,
    placeholder: '',
    tips: '',
    textarea: false,
    pattern: '',
    patternMessage: '',
    options: [],
  };
}

export function draftOf(item: DynamicFormItem): ItemDraft {
  const rule = item.setting?.patterns?.find((candidate) => candidate.pattern !== undefined);
  const choice = isChoiceItem(item);
  return {
    id: itemKey(item),
    name: item.name,
    type: item.type,
    required: isRequired(item),
    placeholder: item.placeholder ?? '',
    tips: item.setting?.tips ?? '',
    textarea: item.setting?.textarea ?? false,
    pattern: rule?.pattern ?? '',
    patternMessage: rule?.message ?? '',
    options: choice
      ? (item.children ?? []).map((option) => ({
          id: itemKey(option),
          name: option.name,
          ...(option.children ? { children: option.children } : {}),
        }))
      : [],
    ...(!choice && item.children ? { children: item.children } : {}),
  };
}

/** A new option's id: under its item's id, not yet taken in the form. */
export function newOptionId(itemId: string, taken: ReadonlySet<string>): string {
  let n = 1;
  while (taken.has(`${itemId}-${n}`)) n += 1;
  return `${itemId}-${n}`;
}

/** The spec §3 item the editor's fields describe; empty texts are left out. */
export function itemOf(draft: ItemDraft): DynamicFormItem {
  const id = draft.id.trim();
  const patterns = [
    ...(draft.required && draft.type !== FormItemType.TITLE ? [{ required: true }] : []),
    ...(draft.pattern.trim() && draft.type === FormItemType.TEXT
      ? [
          {
            pattern: draft.pattern.trim(),
            ...(draft.patternMessage.trim() ? { message: draft.patternMessage.trim() } : {}),
          },
        ]
      : []),
  ];
  const setting = {
    ...(draft.tips.trim() ? { tips: draft.tips.trim() } : {}),
    ...(patterns.length > 0 ? { patterns } : {}),
    ...(draft.textarea && draft.type === FormItemType.TEXT ? { textarea: true } : {}),
  };
  const children = isChoiceItem(draft)
    ? draft.options.map((option) => ({
        id: option.id,
        name: option.name.trim(),
        type: FormItemType.TEXT,
        ...(option.children ? { children: option.children } : {}),
      }))
    : draft.children;
  return {
    id,
    name: draft.name.trim(),
    type: draft.type,
    ...(draft.placeholder.trim() ? { placeholder: draft.placeholder.trim() } : {}),
    ...(children ? { children } : {}),
    ...(Object.keys(setting).length > 0 ? { setting } : {}),
  };
}

/**
 * The options named in the editor (a list of names): an option keeps its id (and follow-ups) when
 * its name is kept, a new name gets a new id that no other item of the form uses.
 */
export function optionsNamed(
  itemId: string,
  names: readonly string[],
  before: readonly OptionDraft[],
  taken: Set<string>,
): OptionDraft[] {
  return names
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => {
      const kept = before.find((option) => option.name === name);
      if (kept) return kept;
      const id = newOptionId(itemId, taken);
      taken.add(id);
      return { id, name };
    });
}
