import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { periodInOrder, periodReversed, reportPeriodFields } from '../reports/report-period.schemas.ts';

/**
 * Where a bill stands between the tax invoices recorded on it and the money allocated to it
 * (decision 0061): invoiced and not yet paid (the firm has owed the tax since the invoice), paid
 * and not yet invoiced (the client is owed an invoice), or the two equal.
 */
export const RECONCILIATION_STATES = ['invoicedNotReceived', 'receivedNotInvoiced', 'matched'] as const;
export type ReconciliationState = (typeof RECONCILIATION_STATES)[number];

const reconciliationQuery = pageQuerySchema(['billDate', 'invoiced', 'received', 'gap']).extend({
  ...reportPeriodFields,
  state: z.enum(RECONCILIATION_STATES, { message: 'validation.oneOf' }).optional(),
  clientId: recordIdSchema.optional(),
  currency: z.string().trim().length(3).optional(),
  /** Part of the bill number. */
  number: z.string().trim().max(40).default(''),
});

/** 报表审核 › 开票收款核对: bills with an invoice or a payment, by bill date, number, client, state. */
export const invoiceReconciliationQuerySchema = reconciliationQuery.refine(periodInOrder, periodReversed);
/** The same filters without the page: the export's body. */
export const invoiceReconciliationFiltersSchema = reconciliationQuery
  .omit({ pageNum: true, pageSize: true })
  .refine(periodInOrder, periodReversed);
export type InvoiceReconciliationQuery = z.infer<typeof invoiceReconciliationQuerySchema>;

/** One bill: what was invoiced on it (red letters netted out) against what was allocated to it. */
export const invoiceReconciliationRowView = z.object({
  billId: z.number(),
  billNumber: z.string(),
  billDate: z.string(),
  projectId: z.number(),
  caseName: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  currency: z.string(),
  total: z.string(),
  invoiced: z.string(),
  invoiceCount: z.number(),
  lastInvoiceDate: z.string().nullable(),
  received: z.string(),
  lastReceivedOn: z.string().nullable(),
  /** Invoiced − received: positive while invoiced ahead of the money, negative while paid ahead. */
  gap: z.string(),
  state: z.enum(RECONCILIATION_STATES),
});
export type InvoiceReconciliationRowView = z.infer<typeof invoiceReconciliationRowView>;

/** The whole filter's totals per currency (never added across currencies). */
export const invoiceReconciliationSumsView = z.array(
  z.object({
    currency: z.string(),
    billCount: z.number(),
    invoiced: z.string(),
    received: z.string(),
    invoicedNotReceived: z.string(),
    receivedNotInvoiced: z.string(),
  }),
);
export type InvoiceReconciliationSumsView = z.infer<typeof invoiceReconciliationSumsView>;
