import { RECEIPT_STATUSES } from '@venus/shared';
import { z } from 'zod';

/** A receipt in lists: what was received, what of it pays bills, and what is left as credit. */
export const receiptRowView = z.object({
  receiptId: z.number(),
  number: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  officeId: z.number(),
  projectId: z.number().nullable(),
  isRetainer: z.boolean(),
  receivedOn: z.string(),
  amount: z.string(),
  currency: z.string(),
  exchangeRate: z.string(),
  payer: z.string(),
  bankAccount: z.string(),
  reference: z.string(),
  remark: z.string(),
  allocatedTotal: z.string(),
  unallocated: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  voidReason: z.string(),
});
export type ReceiptRowView = z.infer<typeof receiptRowView>;

/** The list's sums per currency over the whole filter; voided receipts are counted, not added. */
export const receiptSumsView = z.array(
  z.object({
    currency: z.string(),
    count: z.number(),
    amount: z.string(),
    allocated: z.string(),
    unallocated: z.string(),
  }),
);
export type ReceiptSumsView = z.infer<typeof receiptSumsView>;

export const allocationView = z.object({
  allocationId: z.number(),
  billId: z.number(),
  billNumber: z.string().nullable(),
  projectId: z.number(),
  amount: z.string(),
  allocatedOn: z.string(),
  fxDifferenceCny: z.string(),
  reversedOn: z.string().nullable(),
  reversalReason: z.string(),
});
export type AllocationView = z.infer<typeof allocationView>;

export const receiptDetailView = receiptRowView.extend({ allocations: z.array(allocationView) });
export type ReceiptDetailView = z.infer<typeof receiptDetailView>;

/** A client's money not yet allocated, per currency, and per case for retainers. */
export const clientCreditView = z.object({
  clientId: z.number(),
  credits: z.array(
    z.object({ currency: z.string(), projectId: z.number().nullable(), unallocated: z.string() }),
  ),
});
export type ClientCreditView = z.infer<typeof clientCreditView>;
