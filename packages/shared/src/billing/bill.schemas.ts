import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { decimalText, toDecimal } from '../money/exact-decimal.ts';
import { moneyFieldSchema } from '../money/money.schemas.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { BILL_ADJUSTMENT_KINDS, BILL_STATUSES, BILL_TAX_MODES } from './billing-status.rules.ts';

/** Files of a bill (files module source): the stored PDF of the issued bill (decision 0045). */
export const BILL_FILE_SOURCE = 5;

/** VAT on legal services unless a line says otherwise (decision 0030; config `billing.vat.defaultRate`). */
export const DEFAULT_VAT_RATE = '0.06';
export const BILL_LINES_MAX = 2000;
export const BILL_TEXT_MAX = 4000;
export const PAYMENT_TERMS_MAX_DAYS = 365;

const id = recordIdSchema;
const isoDate = z.string().refine(isIsoDate, { message: 'bill.invalidDate' });
const signedMoney = moneyFieldSchema({ allowNegative: true });
const TAX_RATE_TEXT = /^\d(\.\d{1,6})?$/;

/** A tax rate as a ratio (0.06), 0 to 1, at most 6 decimals. */
export const taxRateSchema = z
  .union([z.string(), z.number().finite()])
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(TAX_RATE_TEXT, { message: 'bill.invalidTaxRate' })
      .refine((text) => !TAX_RATE_TEXT.test(text) || toDecimal(text).lte(1), {
        message: 'bill.invalidTaxRate',
      })
      .transform((text) => decimalText(toDecimal(text), 6)),
  );

/** Units of a line: hours (2 decimals) or a count; never negative. */
const unitsSchema = z
  .union([z.string(), z.number().finite()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, { message: 'bill.invalidUnits' }));

/** An adjustment needs its kind and a reason; a zero adjustment needs neither. */
const adjustmentFields = {
  adjustment: signedMoney.default('0.00'),
  adjustmentKind: z.enum(BILL_ADJUSTMENT_KINDS).nullish(),
  adjustmentReason: z.string().trim().max(500).default(''),
};

/**
 * A refinement of a whole object runs even when one of its fields failed its own check, so the
 * amount it reads may be any text: an unreadable one is left to that field's message.
 */
function decimalOrNull(value: string | undefined): ReturnType<typeof toDecimal> | null {
  try {
    return value === undefined ? null : toDecimal(value);
  } catch {
    return null;
  }
}

function requireAdjustmentReason(
  line: { adjustment: string; adjustmentKind?: string | null | undefined; adjustmentReason: string },
  ctx: z.RefinementCtx,
) {
  const adjustment = decimalOrNull(line.adjustment);
  if (adjustment === null || adjustment.isZero()) return;
  if (!line.adjustmentKind) {
    ctx.addIssue({ code: 'custom', message: 'bill.adjustmentKindRequired', path: ['adjustmentKind'] });
  }
  if (line.adjustmentReason === '') {
    ctx.addIssue({ code: 'custom', message: 'bill.adjustmentReasonRequired', path: ['adjustmentReason'] });
  }
}

/** A time entry picked for the bill, with its own adjustment or tax rate if any. */
export const billTimeLineSchema = z
  .strictObject({
    worklogId: id,
    /** The narrative to print; the entry's own when empty. */
    description: z.string().trim().max(BILL_TEXT_MAX).default(''),
    taxRate: taxRateSchema.optional(),
    ...adjustmentFields,
  })
  .superRefine(requireAdjustmentReason);
export type BillTimeLineInput = z.infer<typeof billTimeLineSchema>;

/**
 * An approved billable expense line picked for the bill as a disbursement (decision 0037), at cost,
 * with its own narrative, tax rate or adjustment if any.
 */
export const billExpenseLineSchema = z
  .strictObject({
    expenseLineId: id,
    /** The narrative to print; the expense's own when empty. */
    description: z.string().trim().max(BILL_TEXT_MAX).default(''),
    taxRate: taxRateSchema.optional(),
    ...adjustmentFields,
  })
  .superRefine(requireAdjustmentReason);
export type BillExpenseLineInput = z.infer<typeof billExpenseLineSchema>;

/**
 * A fixed fee's milestone picked for the bill (decision 0045): its amount is the milestone's, a
 * milestone is billed by at most one live line (the database's partial unique index).
 */
export const billMilestoneLineSchema = z
  .strictObject({
    milestoneId: id,
    /** The narrative to print; the milestone's name when empty. */
    description: z.string().trim().max(BILL_TEXT_MAX).default(''),
    taxRate: taxRateSchema.optional(),
    ...adjustmentFields,
  })
  .superRefine(requireAdjustmentReason);
export type BillMilestoneLineInput = z.infer<typeof billMilestoneLineSchema>;

/**
 * A contingency fee (decision 0045): the lawyer gives the outcome; the server takes the
 * percentage and basis of the arrangement in force and computes the fee, never the client.
 */
export const billContingencyLineSchema = z
  .strictObject({
    outcomeAmount: moneyFieldSchema().refine((text) => !/^0+(\.0+)?$/.test(text), {
      message: 'bill.outcomeRequired',
    }),
    lineDate: isoDate.nullish(),
    /** The narrative to print; the server writes the basis, outcome and percentage when empty. */
    description: z.string().trim().max(BILL_TEXT_MAX).default(''),
    taxRate: taxRateSchema.optional(),
    ...adjustmentFields,
  })
  .superRefine(requireAdjustmentReason);
export type BillContingencyLineInput = z.infer<typeof billContingencyLineSchema>;

/**
 * Lines the preparer writes: fees, disbursements and whole-bill adjustments. A contingency fee is
 * a contingency line (computed by the server); the cap adjustment is the server's own.
 */
export const MANUAL_BILL_LINE_KINDS = [
  'manualFee',
  'disbursement',
  'feeAdjustment',
  'expenseAdjustment',
] as const;

export const billManualLineSchema = z
  .strictObject({
    kind: z.enum(MANUAL_BILL_LINE_KINDS),
    lineDate: isoDate.nullish(),
    description: z.string().trim().min(1, { message: 'bill.descriptionRequired' }).max(BILL_TEXT_MAX),
    /** 1 for most lines; for a contingency fee, the percentage as a ratio is the unit cost's factor. */
    units: unitsSchema.default('1'),
    /** Whole-bill adjustments carry their amount here as a negative or positive adjustment. */
    unitCost: moneyFieldSchema().default('0.00'),
    taxRate: taxRateSchema.optional(),
    taskCode: z.string().trim().max(10).default(''),
    activityCode: z.string().trim().max(10).default(''),
    expenseCode: z.string().trim().max(10).default(''),
    ...adjustmentFields,
  })
  .superRefine((line, ctx) => {
    requireAdjustmentReason(line, ctx);
    const wholeBill = line.kind === 'feeAdjustment' || line.kind === 'expenseAdjustment';
    if (wholeBill && !line.adjustmentKind) {
      ctx.addIssue({ code: 'custom', message: 'bill.adjustmentKindRequired', path: ['adjustmentKind'] });
    }
    if (wholeBill && line.adjustmentReason === '') {
      ctx.addIssue({ code: 'custom', message: 'bill.adjustmentReasonRequired', path: ['adjustmentReason'] });
    }
  });
export type BillManualLineInput = z.infer<typeof billManualLineSchema>;

const draftFields = {
  periodFrom: isoDate.nullish(),
  periodTo: isoDate.nullish(),
  billingContactId: id.nullish(),
  invoiceTitleId: id.nullish(),
  language: z.enum(['cn', 'en']).default('cn'),
  taxMode: z.enum(BILL_TAX_MODES).default('exclusive'),
  paymentTermsDays: z.coerce
    .number()
    .int({ message: 'bill.invalidPaymentTerms' })
    .min(0, { message: 'bill.invalidPaymentTerms' })
    .max(PAYMENT_TERMS_MAX_DAYS, { message: 'bill.invalidPaymentTerms' })
    .default(30),
  groupBy: z.enum(['none', 'timekeeper', 'task']).default('none'),
  narrative: z.string().trim().max(BILL_TEXT_MAX).default(''),
  /** The time entries to bill; left out: every unbilled entry of the case in the period. */
  timeLines: z.array(billTimeLineSchema).max(BILL_LINES_MAX).optional(),
  /** The case's approved billable expenses to bill; left out: every unbilled one in the period. */
  expenseLines: z.array(billExpenseLineSchema).max(BILL_LINES_MAX).optional(),
  /** The case's milestones to bill; left out: none on a new draft, the ones it holds on an edit. */
  milestoneLines: z.array(billMilestoneLineSchema).max(BILL_LINES_MAX).optional(),
  /** Contingency fees on outcomes; left out: none on a new draft, the ones it holds on an edit. */
  contingencyLines: z.array(billContingencyLineSchema).max(20).optional(),
  lines: z.array(billManualLineSchema).max(BILL_LINES_MAX).default([]),
};

function periodInOrder(bill: { periodFrom?: string | null; periodTo?: string | null }, ctx: z.RefinementCtx) {
  if (bill.periodFrom && bill.periodTo && bill.periodFrom > bill.periodTo) {
    ctx.addIssue({ code: 'custom', message: 'bill.periodOrder', path: ['periodTo'] });
  }
}

function uniqueLines(
  bill: {
    timeLines?: { worklogId: number }[] | undefined;
    expenseLines?: { expenseLineId: number }[] | undefined;
    milestoneLines?: { milestoneId: number }[] | undefined;
  },
  ctx: z.RefinementCtx,
) {
  const ids = (bill.timeLines ?? []).map((line) => line.worklogId);
  if (new Set(ids).size !== ids.length) {
    ctx.addIssue({ code: 'custom', message: 'bill.timeTwice', path: ['timeLines'] });
  }
  const expenseIds = (bill.expenseLines ?? []).map((line) => line.expenseLineId);
  if (new Set(expenseIds).size !== expenseIds.length) {
    ctx.addIssue({ code: 'custom', message: 'bill.expenseTwice', path: ['expenseLines'] });
  }
  const milestoneIds = (bill.milestoneLines ?? []).map((line) => line.milestoneId);
  if (new Set(milestoneIds).size !== milestoneIds.length) {
    ctx.addIssue({ code: 'custom', message: 'bill.milestoneTwice', path: ['milestoneLines'] });
  }
}

/** A new draft bill for a case (spec /bill/billAdd). The server computes every amount. */
export const billDraftSchema = z
  .strictObject({ projectId: id, ...draftFields })
  .superRefine(periodInOrder)
  .superRefine(uniqueLines);
export type BillDraftInput = z.infer<typeof billDraftSchema>;

/** The draft as edited (spec /bill/billEdit): the same fields; the case does not change. */
export const billUpdateSchema = z
  .strictObject({ billId: id, ...draftFields })
  .superRefine(periodInOrder)
  .superRefine(uniqueLines);
export type BillUpdateInput = z.infer<typeof billUpdateSchema>;

export const billSubmitSchema = z.strictObject({ billId: id });
export type BillSubmitInput = z.infer<typeof billSubmitSchema>;

/** A credit note: whole (cancels the bill, gives back its time) or partial (an amount). */
export const billCreditSchema = z
  .strictObject({
    billId: id,
    whole: z.boolean(),
    /** Gross, in the bill's currency; for a whole credit, what is left of the bill. */
    amount: moneyFieldSchema().optional(),
    reason: z.string().trim().min(1, { message: 'bill.reasonRequired' }).max(500),
  })
  .superRefine((credit, ctx) => {
    const amount = decimalOrNull(credit.amount);
    if (!credit.whole && (amount === null || amount.lte(0))) {
      ctx.addIssue({ code: 'custom', message: 'bill.creditAmountRequired', path: ['amount'] });
    }
  });
export type BillCreditInput = z.infer<typeof billCreditSchema>;

/** Mails an issued bill's PDF to the client's addresses (one message to all). */
export const billSendSchema = z.strictObject({
  billId: id,
  recipients: z
    .array(z.string().trim().max(254))
    .min(1, { message: 'billDocument.recipientsRequired' })
    .max(20, { message: 'billDocument.tooManyRecipients' }),
});
export type BillSendInput = z.infer<typeof billSendSchema>;

/** A bad-debt write-off of what is left of a bill. */
export const billWriteOffSchema = z.strictObject({
  billId: id,
  reason: z.string().trim().min(1, { message: 'bill.reasonRequired' }).max(500),
});
export type BillWriteOffInput = z.infer<typeof billWriteOffSchema>;

/** The case's time a new bill may take (spec /bill/billAdd, the time picker). */
export const unbilledTimeQuerySchema = z
  .object({ projectId: id, from: isoDate.optional(), to: isoDate.optional() })
  .superRefine((query, ctx) => periodInOrder({ periodFrom: query.from, periodTo: query.to }, ctx));
export type UnbilledTimeQuery = z.infer<typeof unbilledTimeQuerySchema>;

/** The fee terms a bill of the case may use (decision 0045): milestones, contingency, cap. */
export const billFeeTermsQuerySchema = z.object({ projectId: id, billId: id.optional() });
export type BillFeeTermsQuery = z.infer<typeof billFeeTermsQuerySchema>;

/** The case's approved billable expenses a new bill may take (spec /bill/billAdd). */
export const unbilledExpensesQuerySchema = unbilledTimeQuerySchema;
export type UnbilledExpensesQuery = UnbilledTimeQuery;

/** My bills and all bills (spec /bill list pages), with the page's totals. */
export const billListQuerySchema = pageQuerySchema(['billDate', 'number', 'total', 'createdAt']).extend({
  status: z.enum(BILL_STATUSES).optional(),
  projectId: id.optional(),
  clientId: id.optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  number: z.string().trim().max(40).default(''),
});
export type BillListQuery = z.infer<typeof billListQuerySchema>;
