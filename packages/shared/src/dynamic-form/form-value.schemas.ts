import { z } from 'zod';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { type DynamicFormItem, FormItemType } from './dynamic-form.schemas.ts';

export const FORM_TEXT_MAX = 500;
export const FORM_TEXTAREA_MAX = 5000;

/** Spec §3 "File row in a form": id, name, remark, path, onlyId. */
export const formFileRowSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1).max(64)]),
  name: z.string().min(1).max(255),
  remark: z.string().max(500).nullish(),
  path: z.string().max(1000).nullish(),
  onlyId: z.string().max(64).nullish(),
});

const recordId = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
const optionId = z.union([z.string(), z.number()]).transform(String);

/**
 * The shape a filled-in value of this item must have: text within its length, a choice among
 * the item's own options, file rows, a YYYY-MM-DD date, a user or project id.
 */
export function formValueSchema(item: DynamicFormItem): z.ZodType {
  const options = new Set((item.children ?? []).map((option) => String(option.id)));
  const isOption = (id: string) => options.has(id);
  switch (item.type) {
    case FormItemType.TEXT:
      return z.string().max(item.setting?.textarea ? FORM_TEXTAREA_MAX : FORM_TEXT_MAX);
    case FormItemType.RADIO:
    case FormItemType.SELECT:
      return optionId.refine(isOption, { message: 'validation.oneOf' });
    case FormItemType.CHECKBOX:
      return z.array(optionId).refine((ids) => ids.every(isOption), { message: 'validation.oneOf' });
    case FormItemType.FILE:
      return z.array(formFileRowSchema).max(100);
    case FormItemType.DATE:
      return z.string().refine((text) => isIsoDate(text), { message: 'dateRange.invalidDate' });
    case FormItemType.USER:
    case FormItemType.PROJECT:
      return recordId;
    case FormItemType.TITLE:
      return z.undefined();
  }
}
