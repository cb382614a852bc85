import { z } from 'zod';
import { INVOICE_STATUSES, INVOICE_TYPES } from './billing-status.rules.ts';

/** What OCR did with the invoice's file (a background job after finance attaches it). */
export const INVOICE_OCR_STATUSES = ['none', 'queued', 'done', 'failed'] as const;

/** An invoice in lists and on its bill's page. */
export const invoiceRowView = z.object({
  invoiceId: z.number(),
  billId: z.number(),
  billNumber: z.string().nullable(),
  projectId: z.number(),
  caseName: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  /** The client's title it was requested with (gone titles keep their text below). */
  invoiceTitleId: z.number().nullable(),
  title: z.string(),
  taxNumber: z.string(),
  invoiceType: z.enum(INVOICE_TYPES),
  currency: z.string(),
  amount: z.string(),
  taxRate: z.string(),
  taxAmount: z.string(),
  status: z.enum(INVOICE_STATUSES),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  fileId: z.number().nullable(),
  ocrStatus: z.enum(INVOICE_OCR_STATUSES),
  ocrAmount: z.string().nullable(),
  /** OCR read an amount different from the invoice's: finance checks the file. */
  ocrMismatch: z.boolean(),
  /** On a red-letter invoice, the invoice it reverses. */
  reversesInvoiceId: z.number().nullable(),
  remark: z.string(),
  requestedBy: z.number(),
  requestedByName: z.string(),
  instanceId: z.number().nullable(),
  createdAt: z.string(),
});
export type InvoiceRowView = z.infer<typeof invoiceRowView>;

/** The list's sums per currency over the whole filter (requested and recorded, red letters included). */
export const invoiceSumsView = z.array(
  z.object({ currency: z.string(), count: z.number(), amount: z.string() }),
);
export type InvoiceSumsView = z.infer<typeof invoiceSumsView>;

/** The detail: the row, the red-letter invoice that reversed it, and what the bill may still take. */
export const invoiceDetailView = invoiceRowView.extend({
  reversedBy: z.number().nullable(),
  /** What the lawyer may still request on the bill (total − credits − requested or recorded). */
  billAvailable: z.string(),
  /** The finance task of the request, when the caller is to record it. */
  myTaskId: z.number().nullable(),
});
export type InvoiceDetailView = z.infer<typeof invoiceDetailView>;

/** What the request dialog needs from the bill: its titles and what may still be invoiced. */
export const invoiceOptionsView = z.object({
  billId: z.number(),
  currency: z.string(),
  available: z.string(),
  titles: z.array(z.object({ invoiceTitleId: z.number(), title: z.string(), taxNumber: z.string() })),
  defaultTitleId: z.number().nullable(),
});
export type InvoiceOptionsView = z.infer<typeof invoiceOptionsView>;
