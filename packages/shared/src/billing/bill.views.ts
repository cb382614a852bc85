import { z } from 'zod';
import {
  BILL_ADJUSTMENT_KINDS,
  BILL_LINE_KINDS,
  BILL_STATUSES,
  BILL_TAX_MODES,
} from './billing-status.rules.ts';

const money = z.string();

/** A row of the bill lists. */
export const billRowView = z.object({
  billId: z.number(),
  number: z.string().nullable(),
  projectId: z.number(),
  caseNumber: z.string().nullable(),
  caseName: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  officeId: z.number(),
  partnerId: z.number(),
  status: z.enum(BILL_STATUSES),
  billDate: z.string(),
  dueDate: z.string().nullable(),
  currency: z.string(),
  feeTotal: money,
  disbursementTotal: money,
  taxTotal: money,
  total: money,
  totalCny: money,
  balance: money,
  createdBy: z.number().nullable(),
  /** The preparer, in the firm's main language ('' when unknown). */
  createdByName: z.string(),
  createdAt: z.string(),
});
export type BillRow = z.infer<typeof billRowView>;

/** The sums of every bill the list's filter finds (not only the page), per currency. */
export const billListTotalsView = z.array(
  z.object({ currency: z.string(), count: z.number(), total: money, totalCny: money, balance: money }),
);

export const billListView = z.object({
  rows: z.array(billRowView),
  total: z.number(),
  sums: billListTotalsView,
});
export type BillList = z.infer<typeof billListView>;

export const billLineView = z.object({
  lineId: z.number(),
  kind: z.enum(BILL_LINE_KINDS),
  orderNum: z.number(),
  lineDate: z.string().nullable(),
  timekeeperId: z.number().nullable(),
  timekeeperName: z.string(),
  description: z.string(),
  taskCode: z.string(),
  activityCode: z.string(),
  expenseCode: z.string(),
  units: z.string(),
  unitCost: money,
  adjustment: money,
  adjustmentKind: z.enum(BILL_ADJUSTMENT_KINDS).nullable(),
  adjustmentReason: z.string(),
  amount: money,
  taxRate: z.string(),
  netAmount: money,
  taxAmount: money,
  grossAmount: money,
  worklogId: z.number().nullable(),
  expenseLineId: z.number().nullable(),
  milestoneId: z.number().nullable(),
  /** A contingency line's outcome, the arrangement's percentage and basis it was computed from. */
  outcomeAmount: money.nullable(),
  contingencyRate: z.string().nullable(),
  contingencyBasis: z.string(),
  released: z.boolean(),
});
export type BillLine = z.infer<typeof billLineView>;

export const billCreditNoteView = z.object({
  creditNoteId: z.number(),
  number: z.string().nullable(),
  whole: z.boolean(),
  amount: money,
  taxAmount: money,
  reason: z.string(),
  creditDate: z.string().nullable(),
  status: z.enum(['approving', 'issued', 'refused']),
  instanceId: z.number().nullable(),
});

export const billWriteOffView = z.object({
  writeOffId: z.number(),
  amount: money,
  reason: z.string(),
  writeOffDate: z.string().nullable(),
  status: z.enum(['approving', 'done', 'refused']),
  instanceId: z.number().nullable(),
});

/** Part of a receipt paying this bill; a reversed one stays for history. */
export const billAllocationView = z.object({
  allocationId: z.number(),
  receiptId: z.number(),
  receiptNumber: z.string(),
  amount: money,
  allocatedOn: z.string(),
  reversedOn: z.string().nullable(),
  reversalReason: z.string(),
});

/** A bill with its lines, credit notes and write-offs (spec /bill/billDetail). */
export const billDetailView = billRowView.extend({
  billingContactId: z.number().nullable(),
  billingContactName: z.string(),
  billingContactEmail: z.string(),
  invoiceTitleId: z.number().nullable(),
  invoiceTitle: z.string(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  paymentTermsDays: z.number(),
  language: z.enum(['cn', 'en']),
  taxMode: z.enum(BILL_TAX_MODES),
  exchangeRate: z.string(),
  groupBy: z.enum(['none', 'timekeeper', 'task']),
  narrative: z.string(),
  creditedTotal: money,
  paidTotal: money,
  writtenOffTotal: money,
  instanceId: z.number().nullable(),
  returnComment: z.string(),
  issuedAt: z.string().nullable(),
  /** The stored PDF of the issued bill (a file of the bill), once made. */
  pdfFileId: z.number().nullable(),
  lines: z.array(billLineView),
  creditNotes: z.array(billCreditNoteView),
  writeOffs: z.array(billWriteOffView),
  allocations: z.array(billAllocationView),
});
export type BillDetail = z.infer<typeof billDetailView>;

/** A confirmed, billable entry a bill may take (the time picker). */
export const unbilledTimeView = z.object({
  worklogId: z.number(),
  userId: z.number(),
  timekeeperName: z.string(),
  timekeeperNameEn: z.string(),
  workDate: z.string(),
  hours: z.string(),
  rate: money,
  currency: z.string(),
  amount: money,
  taskCode: z.string(),
  activityCode: z.string(),
  narrative: z.string(),
});
export type UnbilledTime = z.infer<typeof unbilledTimeView>;

/** A bill mailed to the client: to whom, when, by whom, and whether the mail server took it. */
export const billSendingView = z.object({
  sendingId: z.number(),
  recipients: z.array(z.string()),
  subject: z.string(),
  sentBy: z.number(),
  sentAt: z.string(),
  outcome: z.enum(['sent', 'failed']),
  error: z.string(),
});
export type BillSending = z.infer<typeof billSendingView>;

/**
 * What a bill of a case may take from its fee arrangement (decision 0045): the terms in force on
 * the day, the milestones no other live bill holds, and for a cap what the case's other bills
 * already charged in fees.
 */
export const billFeeTermsView = z.object({
  feeType: z.string(),
  currency: z.string(),
  /** The fixed total or the cap; null for the other kinds. */
  amount: money.nullable(),
  contingencyRate: z.string().nullable(),
  contingencyBasis: z.string(),
  milestones: z.array(
    z.object({ milestoneId: z.number(), name: z.string(), amount: money, dueDate: z.string().nullable() }),
  ),
  /** Net fees of the case's other bills that count against a cap (not drafts, not cancelled). */
  billedFees: money,
});
export type BillFeeTerms = z.infer<typeof billFeeTermsView>;
