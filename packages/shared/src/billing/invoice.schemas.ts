import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { toDecimal } from '../money/exact-decimal.ts';
import { moneySchema } from '../money/money.schemas.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { INVOICE_STATUSES, INVOICE_TYPES } from './billing-status.rules.ts';

/** Source number of an invoice's files (files module, decision 0020): the invoice id is `onlyId`. */
export const INVOICE_FILE_SOURCE = 4;

const id = recordIdSchema;
const isoDate = z.string().refine(isIsoDate, { message: 'invoice.invalidDate' });
const positiveMoney = moneySchema.refine((text) => toDecimal(text).gt(0), {
  message: 'invoice.amountPositive',
});
/** The tax authority's number: 8 to 20 digits (paper), letters allowed for safety. */
const invoiceNumber = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{1,40}$/, { message: 'invoice.invalidNumber' });

/** The lawyer asks finance for a tax invoice against an issued bill (spec /bill/billOpenInvoice). */
export const invoiceRequestSchema = z.strictObject({
  billId: id,
  invoiceTitleId: id,
  invoiceType: z.enum(INVOICE_TYPES, { message: 'invoice.invalidType' }),
  amount: positiveMoney,
  remark: z.string().trim().max(500).default(''),
});
export type InvoiceRequestInput = z.infer<typeof invoiceRequestSchema>;

/** A sent-back request, amended and sent to finance again (the same bill: its checks run again). */
export const invoiceResubmitSchema = invoiceRequestSchema
  .omit({ billId: true })
  .extend({ invoiceId: id, comment: z.string().trim().max(500).default('') });
export type InvoiceResubmitInput = z.infer<typeof invoiceResubmitSchema>;

/** A sent-back request the lawyer no longer wants. */
export const invoiceCancelSchema = z.strictObject({ invoiceId: id });
export type InvoiceCancelInput = z.infer<typeof invoiceCancelSchema>;

/** Finance records the invoice it made: number, date and (optionally) the invoice's file. */
export const invoiceRecordSchema = z.strictObject({
  invoiceId: id,
  invoiceNumber,
  invoiceDate: isoDate,
  fileId: id.nullish(),
  comment: z.string().trim().max(500).default(''),
});
export type InvoiceRecordInput = z.infer<typeof invoiceRecordSchema>;

/** A red-letter invoice (红字发票) reversing a recorded invoice whole. */
export const invoiceReverseSchema = z.strictObject({
  invoiceId: id,
  invoiceNumber,
  invoiceDate: isoDate,
  fileId: id.nullish(),
  reason: z.string().trim().min(1, { message: 'invoice.reasonRequired' }).max(500),
});
export type InvoiceReverseInput = z.infer<typeof invoiceReverseSchema>;

/** Attaches (or replaces) the file of an invoice; OCR reads it in the background. */
export const invoiceFileSchema = z.strictObject({ invoiceId: id, fileId: id });
export type InvoiceFileInput = z.infer<typeof invoiceFileSchema>;

export const invoiceListQuerySchema = pageQuerySchema(['createdAt', 'invoiceDate', 'amount']).extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  invoiceType: z.enum(INVOICE_TYPES).optional(),
  billId: id.optional(),
  projectId: id.optional(),
  clientId: id.optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  /** Part of the invoice number or of the bill number. */
  number: z.string().trim().max(40).default(''),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;
