import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { toDecimal } from '../money/exact-decimal.ts';
import { moneySchema } from '../money/money.schemas.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { RECEIPT_STATUSES } from './billing-status.rules.ts';

/** One allocation request names at most this many bills (a client's statement, not a ledger import). */
export const ALLOCATION_BATCH_MAX = 100;

const id = recordIdSchema;
const isoDate = z.string().refine(isIsoDate, { message: 'receipt.invalidDate' });
/** ISO 4217 code, upper case: CNY, USD, EUR… */
const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { message: 'receipt.invalidCurrency' });
/** A rate to CNY with at most 6 decimals (numeric(12,6)), above zero. */
const EXCHANGE_RATE = /^\d{1,6}(\.\d{1,6})?$/;
export const exchangeRateSchema = z
  .union([z.string(), z.number().finite()])
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(EXCHANGE_RATE, { message: 'receipt.invalidRate' })
      .refine((text) => !EXCHANGE_RATE.test(text) || toDecimal(text).gt(0), {
        message: 'receipt.invalidRate',
      }),
  );
/** Money received or allocated: above zero, to the cent. */
const positiveMoney = moneySchema.refine((text) => toDecimal(text).gt(0), {
  message: 'receipt.amountPositive',
});
const text = (max: number) => z.string().trim().max(max).default('');

/**
 * Money received, as finance records it (decision 0030 "Receipts"). The rate defaults to the
 * finance-kept rate of that date (1 for CNY); a retainer deposit names the case it is held for.
 */
export const receiptSchema = z
  .strictObject({
    clientId: id,
    officeId: id,
    receivedOn: isoDate,
    amount: positiveMoney,
    currency,
    exchangeRate: exchangeRateSchema.optional(),
    payer: z.string().trim().min(1, { message: 'receipt.payerRequired' }).max(200),
    bankAccount: z.string().trim().min(1, { message: 'receipt.bankAccountRequired' }).max(100),
    reference: text(100),
    remark: text(500),
    isRetainer: z.boolean().default(false),
    projectId: id.nullish(),
  })
  .superRefine((receipt, ctx) => {
    if (receipt.isRetainer && !receipt.projectId) {
      ctx.addIssue({ code: 'custom', path: ['projectId'], message: 'receipt.retainerNeedsCase' });
    }
  });
export type ReceiptInput = z.infer<typeof receiptSchema>;

/** Part of a receipt to one bill. */
export const allocationLineSchema = z.strictObject({ billId: id, amount: positiveMoney });

/** Allocates a receipt across one or several bills of its client and currency, each at most once. */
export const allocationSchema = z.strictObject({
  receiptId: id,
  allocatedOn: isoDate.optional(),
  lines: z
    .array(allocationLineSchema)
    .min(1, { message: 'receipt.linesRequired' })
    .max(ALLOCATION_BATCH_MAX)
    .refine((lines) => new Set(lines.map((line) => line.billId)).size === lines.length, {
      message: 'receipt.billTwice',
    }),
});
export type AllocationInput = z.infer<typeof allocationSchema>;

const reason = z.string().trim().min(1, { message: 'receipt.reasonRequired' }).max(500);

/** An allocation is undone by a reversal (kept, dated), never deleted. */
export const reverseAllocationSchema = z.strictObject({ allocationId: id, reason });
export type ReverseAllocationInput = z.infer<typeof reverseAllocationSchema>;

/** A receipt recorded in error is voided (kept) once nothing of it is allocated. */
export const voidReceiptSchema = z.strictObject({ receiptId: id, reason });
export type VoidReceiptInput = z.infer<typeof voidReceiptSchema>;

/** Finance's list of receipts (spec billReceiptV2), and a client's receipts with its credit. */
export const receiptListQuerySchema = pageQuerySchema(['receivedOn', 'amount', 'number']).extend({
  clientId: id.optional(),
  projectId: id.optional(),
  status: z.enum(RECEIPT_STATUSES).optional(),
  currency: currency.optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  /** Only receipts with money not yet allocated (the client's credit). */
  unallocatedOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  keyword: z.string().trim().max(64).default(''),
});
export type ReceiptListQuery = z.infer<typeof receiptListQuerySchema>;

export const RECEIVABLE_GROUPS = ['client', 'case', 'partner', 'office'] as const;
export type ReceivableGroup = (typeof RECEIVABLE_GROUPS)[number];

/** Outstanding balances grouped one way, aged at a date (default today). */
export const receivableQuerySchema = pageQuerySchema(['outstanding']).extend({
  groupBy: z.enum(RECEIVABLE_GROUPS, { message: 'receipt.invalidGroup' }).default('client'),
  asOf: isoDate.optional(),
  currency: currency.optional(),
  clientId: id.optional(),
});
export type ReceivableQuery = z.infer<typeof receivableQuerySchema>;
