import { z } from 'zod';

/** Spec §3 "Dynamic form item" type codes. */
export const FormItemType = {
  TEXT: 0,
  RADIO: 1,
  CHECKBOX: 2,
  SELECT: 3,
  FILE: 4,
  DATE: 9,
  USER: 10,
  PROJECT: 11,
  /** A heading that groups the items under it; it holds no value. */
  TITLE: 12,
} as const;
export type FormItemTypeCode = (typeof FormItemType)[keyof typeof FormItemType];
export const FORM_ITEM_TYPES = Object.values(FormItemType) as [FormItemTypeCode, ...FormItemTypeCode[]];

/** Radio, checkbox and select: their children are the options to choose from. */
export const CHOICE_TYPES: readonly FormItemTypeCode[] = [
  FormItemType.RADIO,
  FormItemType.CHECKBOX,
  FormItemType.SELECT,
];

export const FORM_PATTERN_MAX = 500;

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/**
 * One validation rule of an item (`setting.patterns`), in the shape of the form rules the
 * client the spec describes used: `{required}` or `{pattern, message}`. `message` is the text
 * the form's author wrote for a value that does not match.
 */
export const formItemRuleSchema = z.object({
  required: z.boolean().optional(),
  pattern: z
    .string()
    .max(FORM_PATTERN_MAX)
    .refine(compiles, { message: 'dynamicForm.badPattern' })
    .optional(),
  message: z.string().max(200).optional(),
});
export type FormItemRule = z.infer<typeof formItemRuleSchema>;

export const formItemSettingSchema = z.object({
  /** A hint shown beside the item. */
  tips: z.string().max(500).optional(),
  patterns: z.array(formItemRuleSchema).max(20).optional(),
  /** A text item shown as a multi-line area (and allowed longer text). */
  textarea: z.boolean().optional(),
});
export type FormItemSetting = z.infer<typeof formItemSettingSchema>;

export const formItemIdSchema = z.union([z.number().int(), z.string().trim().min(1).max(64)]);

export interface DynamicFormItem {
  id: string | number;
  name: string;
  type: FormItemTypeCode;
  value?: unknown;
  placeholder?: string | undefined;
  /** The options of a choice item (an option's own children follow up on it); else sub-items. */
  children?: DynamicFormItem[] | undefined;
  setting?: FormItemSetting | undefined;
}

/** Spec §3: id, name, type, value, placeholder, children (nested), setting (tips, patterns, textarea). */
export const dynamicFormItemSchema: z.ZodType<DynamicFormItem> = z.object({
  id: formItemIdSchema,
  name: z.string().max(200),
  type: z.literal(FORM_ITEM_TYPES),
  value: z.unknown().optional(),
  placeholder: z.string().max(200).optional(),
  get children() {
    return z.array(dynamicFormItemSchema).max(200).optional();
  },
  setting: formItemSettingSchema.optional(),
});

export const dynamicFormSchema = z.array(dynamicFormItemSchema).max(500);
