import { z } from 'zod';
import { PICKER_INPUT_MAX } from './picker-input.rules.ts';
import {
  codeListFieldSchema,
  flagFieldSchema,
  idListFieldSchema,
  positiveIdFieldSchema,
  typeCodeFieldSchema,
} from './query-fields.ts';

/**
 * Spec §3 "User search query", the search-users call behind the user autocomplete:
 * workUserId (searching on behalf of), type (the search mode), query (≤ 64), groupIds, roleIds,
 * categorys (dictionary codes), status, grepIds, secretary (only secretaries), office.
 */
export const userSearchQuerySchema = z.object({
  workUserId: positiveIdFieldSchema.optional(),
  type: typeCodeFieldSchema.optional(),
  query: z.string().trim().max(PICKER_INPUT_MAX).default(''),
  groupIds: idListFieldSchema.optional(),
  roleIds: idListFieldSchema.optional(),
  categorys: codeListFieldSchema.optional(),
  status: z.coerce.string().regex(/^\d$/, { message: 'validation.oneOf' }).optional(),
  grepIds: idListFieldSchema.optional(),
  secretary: flagFieldSchema.optional(),
  office: positiveIdFieldSchema.optional(),
});
export type UserSearchQuery = z.output<typeof userSearchQuerySchema>;
export type UserSearchQueryInput = z.input<typeof userSearchQuerySchema>;
