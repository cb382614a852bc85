import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { isIsoDate } from '../dates/iso-date.rules.ts';

/**
 * A person's level over time (spec editLevel; decision 0059): the level in force on a day values
 * their time through the firm's rate card. Levels are the `hk_timekeeper_level` dictionary.
 */
const isoDate = z.string().trim().refine(isIsoDate, { message: 'dateRange.invalidDate' });

const levelFields = {
  userId: recordIdSchema,
  level: z.string().trim().min(1, { message: 'people.levelRequired' }).max(20),
  effectiveFrom: isoDate,
  /** The last day in force; null while it runs on. */
  effectiveTo: z.union([isoDate, z.literal('').transform(() => null), z.null()]).default(null),
  note: z.string().trim().max(200).default(''),
};
const inOrder = (row: { effectiveFrom: string; effectiveTo: string | null }) =>
  !row.effectiveTo || row.effectiveTo >= row.effectiveFrom;
const inOrderIssue = { message: 'people.endBeforeStart', path: ['effectiveTo'] };

export const staffLevelInputSchema = z.strictObject(levelFields).refine(inOrder, inOrderIssue);
export type StaffLevelInput = z.input<typeof staffLevelInputSchema>;
export type StaffLevelValues = z.output<typeof staffLevelInputSchema>;
export const staffLevelUpdateSchema = z
  .strictObject({ levelId: recordIdSchema, ...levelFields })
  .refine(inOrder, inOrderIssue);
export type StaffLevelUpdateValues = z.output<typeof staffLevelUpdateSchema>;

export const staffLevelQuerySchema = z.object({ userId: recordIdSchema });

/** A rate of the firm's rate card that applied while this level was in force. */
export const levelPeriodRateSchema = z.object({
  currency: z.string(),
  rate: z.string(),
  from: z.string(),
  /** The last day this rate applied to the person at this level; null while it runs on. */
  to: z.string().nullable(),
});

export const staffLevelViewSchema = z.object({
  levelId: z.number(),
  userId: z.number(),
  level: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  note: z.string(),
  /** In force today. */
  isCurrent: z.boolean(),
  rates: z.array(levelPeriodRateSchema),
});
export type StaffLevelView = z.infer<typeof staffLevelViewSchema>;

/** A user type (editUserType) or a staff group (editGroup): data HR keeps. */
const namedFields = {
  name: z.string().trim().min(1, { message: 'people.nameRequired' }).max(50),
  nameEn: z.string().trim().max(80).default(''),
  description: z.string().trim().max(200).default(''),
  orderNum: z.coerce.number().int().min(0).max(9999).default(0),
  isActive: z.boolean().default(true),
};
export const userTypeInputSchema = z.strictObject({
  ...namedFields,
  /** Records billable time (lawyers, paralegals), as opposed to support staff. */
  isFeeEarner: z.boolean().default(false),
});
export type UserTypeValues = z.output<typeof userTypeInputSchema>;
export const userTypeUpdateSchema = userTypeInputSchema.extend({ userTypeId: recordIdSchema });
export type UserTypeUpdateValues = z.output<typeof userTypeUpdateSchema>;
export const userTypeViewSchema = z.object({
  userTypeId: z.number(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  orderNum: z.number(),
  isActive: z.boolean(),
  isFeeEarner: z.boolean(),
  people: z.number(),
});
export type UserTypeView = z.infer<typeof userTypeViewSchema>;

export const staffGroupInputSchema = z.strictObject(namedFields);
export type StaffGroupValues = z.output<typeof staffGroupInputSchema>;
export const staffGroupUpdateSchema = staffGroupInputSchema.extend({ groupId: recordIdSchema });
export type StaffGroupUpdateValues = z.output<typeof staffGroupUpdateSchema>;
export const staffGroupViewSchema = z.object({
  groupId: z.number(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  orderNum: z.number(),
  isActive: z.boolean(),
  people: z.number(),
});
export type StaffGroupView = z.infer<typeof staffGroupViewSchema>;
