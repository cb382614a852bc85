import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { MONTH_PATTERN, periodInOrder, periodReversed, reportPeriodFields } from './report-period.schemas.ts';

/**
 * Partner withholding (spec leaderWithholding, withholdDetail; quick-start 合伙人预提; issue 21,
 * decision 0051): the part of a partner's income the firm keeps back each month, by the rules
 * finance configures. Every figure is CNY, to the cent.
 */
export const WITHHOLDING_PERMISSIONS = {
  /** The report: one's own withholding, or every partner's with `hankun:report:incomeAll`. */
  report: 'report:withholding:leaderWithholding',
  /** Adding, changing and ending the rules (finance). */
  rules: 'report:withholding:rules',
} as const;

/** What is kept back: the firm's management share, the risk reserve, provisional income tax. */
export const WITHHOLDING_KINDS = ['management', 'riskReserve', 'tax'] as const;
export type WithholdingKind = (typeof WITHHOLDING_KINDS)[number];

/** The figures of a partner's row, a month's row and the totals. */
export const WITHHOLDING_FIGURES = ['income', ...WITHHOLDING_KINDS, 'withheld', 'distributable'] as const;
export type WithholdingFigure = (typeof WITHHOLDING_FIGURES)[number];

const month = z.string().regex(MONTH_PATTERN, { message: 'withholding.invalidMonth' });
/** A percentage above 0 and at most 100, two decimals at most ("15", "12.5"). */
const rate = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) > 0 && Number(value) <= 100, {
    message: 'withholding.invalidRate',
  });

/**
 * A rule: from its first month (and to its last, when it ends) `rate` % of a partner's income of
 * each month is kept back as `kind`. A rule naming a partner replaces the firm's rule of the same
 * kind for that partner.
 */
export const withholdingRuleInputSchema = z
  .object({
    kind: z.enum(WITHHOLDING_KINDS, { message: 'withholding.invalidKind' }),
    partnerId: recordIdSchema.nullable().default(null),
    rate,
    fromMonth: month,
    toMonth: month.nullable().default(null),
    remark: z.string().trim().max(200, { message: 'withholding.remarkTooLong' }).default(''),
  })
  .refine((rule) => !rule.toMonth || rule.toMonth >= rule.fromMonth, {
    message: 'withholding.monthsReversed',
    path: ['toMonth'],
  });
export type WithholdingRuleInput = z.input<typeof withholdingRuleInputSchema>;
export type WithholdingRuleValues = z.output<typeof withholdingRuleInputSchema>;

export const withholdingRuleSchema = z.object({
  ruleId: z.number(),
  kind: z.enum(WITHHOLDING_KINDS),
  partnerId: z.number().nullable(),
  /** The partner's name in the reader's language; empty for a firm-wide rule. */
  partnerName: z.string(),
  rate: z.string(),
  fromMonth: z.string(),
  toMonth: z.string().nullable(),
  remark: z.string(),
});
export type WithholdingRule = z.infer<typeof withholdingRuleSchema>;

const filterFields = {
  ...reportPeriodFields,
  officeId: recordIdSchema.optional(),
  deptId: recordIdSchema.optional(),
  partnerId: recordIdSchema.optional(),
};

export const withholdingFiltersSchema = z.object(filterFields).refine(periodInOrder, periodReversed);
export type WithholdingFilters = z.infer<typeof withholdingFiltersSchema>;
export const withholdingQuerySchema = pageQuerySchema(WITHHOLDING_FIGURES)
  .extend(filterFields)
  .refine(periodInOrder, periodReversed);
export type WithholdingQuery = z.infer<typeof withholdingQuerySchema>;
/** withholdDetail: one partner's months under the same period and filters. */
export const withholdingDetailQuerySchema = z
  .object({ ...filterFields, partnerId: recordIdSchema })
  .refine(periodInOrder, periodReversed);
export type WithholdingDetailQuery = z.infer<typeof withholdingDetailQuerySchema>;

export const withholdingFiguresSchema = z.object({
  income: z.string(),
  management: z.string(),
  riskReserve: z.string(),
  tax: z.string(),
  withheld: z.string(),
  distributable: z.string(),
});
export type WithholdingFigures = z.infer<typeof withholdingFiguresSchema>;

export const withholdingRowSchema = withholdingFiguresSchema.extend({
  partnerId: z.number(),
  partnerName: z.string(),
});
export type WithholdingRow = z.infer<typeof withholdingRowSchema>;

/** A month of one partner: its income, the rates in force that month and what they kept back. */
export const withholdingMonthSchema = withholdingFiguresSchema.extend({
  month: z.string(),
  rates: z.object({ management: z.string(), riskReserve: z.string(), tax: z.string() }),
});
export type WithholdingMonth = z.infer<typeof withholdingMonthSchema>;
