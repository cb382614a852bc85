import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { FEE_TYPE } from '../cases/case.schemas.ts';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { toDecimal } from '../money/exact-decimal.ts';
import { moneySchema } from '../money/money.schemas.ts';

/** Limits of a fee arrangement version (decision 0040). */
export const FEE_ARRANGEMENT_RATES_MAX = 20;
export const FEE_MILESTONES_MAX = 50;
export const FEE_ARRANGEMENT_REASON_MAX = 500;

const isoDate = z.string().refine(isIsoDate, { message: 'bill.invalidDate' });
/** A percentage with two decimals, 0 to 100 (a discount, a contingency share). */
const percentSchema = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,2})?$|^100(\.0{1,2})?$/, { message: 'feeArrangement.invalidPercent' });

export const feeArrangementRateSchema = z.strictObject({
  level: z.string().trim().min(1).max(20),
  rate: moneySchema,
});

export const feeMilestoneInputSchema = z.strictObject({
  /** An existing milestone kept (and, when not billed yet, changed); absent for a new one. */
  milestoneId: recordIdSchema.optional(),
  name: z.string().trim().min(1).max(200),
  amount: moneySchema,
  dueDate: isoDate.nullable().default(null),
});

function decimalOrNull(value: unknown): ReturnType<typeof toDecimal> | null {
  try {
    return typeof value === 'string' ? toDecimal(value) : null;
  } catch {
    return null;
  }
}

/** The kinds that carry an amount: the fixed total, the cap, the retainer's deposit. */
export const FEE_TYPES_WITH_AMOUNT: readonly string[] = [FEE_TYPE.fixed, FEE_TYPE.capped, FEE_TYPE.retainer];

/**
 * A new version of a case's fee arrangement (decision 0030 "Fee arrangements"): the terms of its
 * kind only, effective from a date, with the reason for the change.
 */
export const feeArrangementInputSchema = z
  .strictObject({
    projectId: recordIdSchema,
    effectiveFrom: isoDate,
    feeType: z.enum(Object.values(FEE_TYPE) as [string, ...string[]]),
    amount: moneySchema.nullable().default(null),
    contingencyRate: percentSchema.nullable().default(null),
    contingencyBasis: z.string().trim().max(200).default(''),
    discountPercent: percentSchema.nullable().default(null),
    reason: z
      .string()
      .trim()
      .min(1, { message: 'feeArrangement.reasonRequired' })
      .max(FEE_ARRANGEMENT_REASON_MAX),
    rates: z.array(feeArrangementRateSchema).max(FEE_ARRANGEMENT_RATES_MAX).default([]),
    milestones: z.array(feeMilestoneInputSchema).max(FEE_MILESTONES_MAX).default([]),
  })
  .superRefine((value, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (FEE_TYPES_WITH_AMOUNT.includes(value.feeType) && value.amount === null)
      issue(['amount'], 'feeArrangement.amountRequired');
    if (value.feeType === FEE_TYPE.contingency && value.contingencyRate === null)
      issue(['contingencyRate'], 'feeArrangement.rateRequired');
    // The refinement runs even when a field failed its own check: read nothing that may not parse.
    const rates = Array.isArray(value.rates) ? value.rates : [];
    const milestones = Array.isArray(value.milestones) ? value.milestones : [];
    const levels = new Set<string>();
    rates.forEach((rate, index) => {
      if (levels.has(rate?.level)) issue(['rates', index, 'level'], 'feeArrangement.levelTwice');
      levels.add(rate?.level);
    });
    if (value.feeType === FEE_TYPE.fixed && milestones.length > 0) {
      // Milestones split the agreed total: together they are the total, to the cent.
      const total = decimalOrNull(value.amount);
      const amounts = milestones.map((milestone) => decimalOrNull(milestone?.amount));
      if (total && amounts.every((amount) => amount !== null)) {
        const sum = amounts.reduce((acc, amount) => acc.plus(amount!), toDecimal('0'));
        if (!sum.eq(total)) issue(['milestones'], 'feeArrangement.milestonesNotTotal');
      }
    }
    if (value.feeType !== FEE_TYPE.fixed && milestones.length > 0)
      issue(['milestones'], 'feeArrangement.milestonesOnlyFixed');
  });
export type FeeArrangementInput = z.infer<typeof feeArrangementInputSchema>;

/** A row of the firm's rate card: a level's standard rate in a currency, in force from a date. */
export const levelRateInputSchema = z.strictObject({
  level: z.string().trim().min(1).max(20),
  currency: z.string().trim().length(3).default('CNY'),
  rate: moneySchema,
  effectiveFrom: isoDate,
});
export type LevelRateInput = z.infer<typeof levelRateInputSchema>;

/** The views the pages read. */
export const feeArrangementVersionView = z.object({
  arrangementId: z.number().int().nullable(),
  version: z.number().int(),
  effectiveFrom: z.string(),
  feeType: z.string(),
  currency: z.string(),
  amount: z.string().nullable(),
  contingencyRate: z.string().nullable(),
  contingencyBasis: z.string(),
  discountPercent: z.string().nullable(),
  reason: z.string(),
  rates: z.array(z.object({ level: z.string(), rate: z.string() })),
  createdBy: z.string(),
  createdAt: z.string().nullable(),
});
export type FeeArrangementVersionView = z.infer<typeof feeArrangementVersionView>;

export const feeMilestoneView = z.object({
  milestoneId: z.number().int(),
  name: z.string(),
  amount: z.string(),
  dueDate: z.string().nullable(),
  /** The live bill that bills it, if any: a billed milestone is not changed or removed. */
  billId: z.number().int().nullable(),
});
export type FeeMilestoneView = z.infer<typeof feeMilestoneView>;

export const feeArrangementView = z.object({
  projectId: z.number().int(),
  /** The version in force today; the newest is `versions[0]`. */
  current: feeArrangementVersionView,
  versions: z.array(feeArrangementVersionView),
  milestones: z.array(feeMilestoneView),
  canEdit: z.boolean(),
});
export type FeeArrangementView = z.infer<typeof feeArrangementView>;

export const levelRateView = z.object({
  levelRateId: z.number().int(),
  level: z.string(),
  currency: z.string(),
  rate: z.string(),
  effectiveFrom: z.string(),
});
export type LevelRateView = z.infer<typeof levelRateView>;
