import { pageQuerySchema, recordIdSchema } from '@venus/shared';
import { z } from 'zod';

/** Spec §3 User suggestion, as the search-users call and get-by-id answer it. */
export const userSuggestionRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  allName: z.string(),
  userno: z.string(),
});
export type UserSuggestionRow = z.infer<typeof userSuggestionRowSchema>;

export const addressBookQuerySchema = pageQuerySchema(['userno', 'nickName']).extend({
  /** Name (cn or en), login, staff number or desk line. */
  name: z.string().trim().max(64).optional(),
  deptId: recordIdSchema.optional(),
  officeId: recordIdSchema.optional(),
});
export type AddressBookQuery = z.infer<typeof addressBookQuerySchema>;

/** One colleague in the directory: how to find and reach them, nothing private. */
export const addressBookEntrySchema = z.object({
  userId: z.number(),
  nickName: z.string(),
  nameEn: z.string(),
  userno: z.string(),
  deptId: z.number().nullable(),
  deptName: z.string(),
  deptNameEn: z.string(),
  officeId: z.number().nullable(),
  officeName: z.string(),
  officeNameEn: z.string(),
  officePhone: z.string(),
  email: z.string(),
  seat: z.string(),
});
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

export const roleUsersQuerySchema = pageQuerySchema(['userId', 'userName', 'userno']).extend({
  roleId: recordIdSchema,
  userName: z.string().max(64).optional(),
});
