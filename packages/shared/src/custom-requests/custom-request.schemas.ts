import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import {
  type DynamicFormItem,
  dynamicFormSchema,
  FormItemType,
} from '../dynamic-form/dynamic-form.schemas.ts';
import { isChoiceItem, itemKey } from '../dynamic-form/form-item-values.rules.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';

/**
 * Custom requests (issue 6 item 7, decision 0022): an administrator builds a request form from
 * the dynamic form items (spec §3) and each form is its own approval business type, so the
 * workflow designer and the engine apply to it unchanged.
 */
export const CUSTOM_REQUEST_TYPE_PREFIX = 'custom';
export const REQUEST_FORM_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The approval business type of a form: `custom:<formKey>`. */
export function businessTypeOfForm(formKey: string): string {
  return `${CUSTOM_REQUEST_TYPE_PREFIX}:${formKey}`;
}

/** The form key a business type belongs to, or null when it is not a custom request's. */
export function formKeyOfBusinessType(businessType: string): string | null {
  const prefix = `${CUSTOM_REQUEST_TYPE_PREFIX}:`;
  return businessType.startsWith(prefix) ? businessType.slice(prefix.length) : null;
}

/**
 * Where a custom request stands: a draft (never submitted), then its approval's status.
 * `sentBack` and `draft` are the ones its applicant may still edit.
 */
export const CUSTOM_REQUEST_STATUSES = [
  'draft',
  'running',
  'sentBack',
  'approved',
  'rejected',
  'withdrawn',
] as const;
export type CustomRequestStatus = (typeof CUSTOM_REQUEST_STATUSES)[number];
export const EDITABLE_REQUEST_STATUSES: readonly CustomRequestStatus[] = ['draft', 'sentBack'];

/** Every item of a tree, options included, in form order. */
function everyItem(items: readonly DynamicFormItem[]): DynamicFormItem[] {
  return items.flatMap((item) => [item, ...everyItem(item.children ?? [])]);
}

/**
 * A form that can be filled in: ids unique across the tree (values are keyed by them), a choice
 * item offers at least one option, and at least one item holds a value.
 */
export function formStructureIssues(items: readonly DynamicFormItem[]): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  for (const item of everyItem(items)) {
    const key = itemKey(item);
    if (seen.has(key)) issues.push({ path: key, message: 'customRequests.duplicateItemId' });
    seen.add(key);
    if (isChoiceItem(item) && (item.children ?? []).length === 0)
      issues.push({ path: key, message: 'customRequests.noOptions' });
  }
  if (!everyItem(items).some((item) => item.type !== FormItemType.TITLE))
    issues.push({ path: '', message: 'customRequests.noItems' });
  return issues;
}

const requestFormFields = z.strictObject({
  formKey: z.string().trim().regex(REQUEST_FORM_KEY_PATTERN, { message: 'validation.invalid' }),
  name: z.string().trim().min(1).max(50),
  nameEn: z.string().trim().max(80).default(''),
  description: z.string().trim().max(500).default(''),
  /** Staff may file requests on an enabled form only; filed ones keep going. */
  enabled: z.boolean().default(true),
  items: dynamicFormSchema.min(1),
});

function checkFormStructure(form: { items: DynamicFormItem[] }, ctx: z.RefinementCtx) {
  for (const issue of formStructureIssues(form.items)) {
    ctx.addIssue({ code: 'custom', path: ['items'], message: issue.message, params: { id: issue.path } });
  }
}

export const requestFormSchema = requestFormFields.superRefine(checkFormStructure);
export type RequestFormInput = z.infer<typeof requestFormSchema>;

/** Changing a form: everything but its key, which names its workflow. */
export const requestFormUpdateSchema = requestFormFields
  .omit({ formKey: true })
  .superRefine(checkFormStructure);

export const REQUEST_TITLE_MAX = 100;

/** The values filled in, keyed by item id; the server checks them against the form's own items. */
const valuesSchema = z.record(z.string().max(64), z.unknown());

/** commonAdd: a new request on a form, kept as a draft or sent at once. */
export const customRequestCreateSchema = z.strictObject({
  formId: z.number().int().positive(),
  title: z.string().trim().max(REQUEST_TITLE_MAX).default(''),
  values: valuesSchema,
  submit: z.boolean().default(false),
});
export type CustomRequestCreateInput = z.infer<typeof customRequestCreateSchema>;

/** commonEdit: a draft or a sent-back request changed, and optionally sent (again). */
export const customRequestUpdateSchema = z.strictObject({
  title: z.string().trim().max(REQUEST_TITLE_MAX).default(''),
  values: valuesSchema,
  submit: z.boolean().default(false),
  /** What changed, for the approvers reading the timeline (a resubmission). */
  comment: z.string().trim().max(500).default(''),
});
export type CustomRequestUpdateInput = z.infer<typeof customRequestUpdateSchema>;

/**
 * commonTest: the administrator's trial filling, as a sample applicant would file it (the
 * administrator when none is chosen); nothing is written.
 */
export const customRequestTestSchema = z.strictObject({
  values: valuesSchema,
  applicantId: z.number().int().positive().optional(),
});

export const customRequestListQuerySchema = pageQuerySchema(['createdAt', 'updatedAt']).extend({
  formId: recordIdSchema.optional(),
  status: z.enum(CUSTOM_REQUEST_STATUSES).optional(),
  keyword: z.string().trim().max(64).optional(),
  /** `mine` (the default): what I filed; `all`: every request I may read (administrators). */
  scope: z.enum(['mine', 'all']).default('mine'),
});
export type CustomRequestListQuery = z.infer<typeof customRequestListQuerySchema>;
