/**
 * Where a bill stands (decision 0030): draft → approving → issued → sent → partlyPaid → paid, or
 * writtenOff (bad debt) or cancelled (credited in full). A send-back, rejection or withdrawal of
 * the approval returns it to draft.
 */
export const BILL_STATUSES = [
  'draft',
  'approving',
  'issued',
  'sent',
  'partlyPaid',
  'paid',
  'writtenOff',
  'cancelled',
] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** A bill is editable (lines, addressee, terms) only as a draft. */
export const BILL_EDITABLE: readonly BillStatus[] = ['draft'];
/** Issued bills that still owe money: credit notes, write-offs, receipts and invoices apply. */
export const BILL_OPEN: readonly BillStatus[] = ['issued', 'sent', 'partlyPaid'];
/** Bills that count as billed (the money half of the firm's figures). */
export const BILL_ISSUED: readonly BillStatus[] = ['issued', 'sent', 'partlyPaid', 'paid', 'writtenOff'];

/** What a line charges for; `feeAdjustment` / `expenseAdjustment` adjust the whole bill (LEDES IF / IE). */
export const BILL_LINE_KINDS = [
  'time',
  'milestone',
  'contingency',
  'manualFee',
  'disbursement',
  'feeAdjustment',
  'expenseAdjustment',
] as const;
export type BillLineKind = (typeof BILL_LINE_KINDS)[number];
/** Lines that are fees (the rest are disbursements and their adjustment). */
export const FEE_LINE_KINDS: readonly BillLineKind[] = [
  'time',
  'milestone',
  'contingency',
  'manualFee',
  'feeAdjustment',
];

/** Why an amount differs from units × unit cost; each needs a reason. */
export const BILL_ADJUSTMENT_KINDS = ['discount', 'writeDown', 'writeUp', 'cap', 'fixedFee'] as const;
export type BillAdjustmentKind = (typeof BILL_ADJUSTMENT_KINDS)[number];

/** Amounts are net of tax (tax added) or include it (tax taken out). */
export const BILL_TAX_MODES = ['exclusive', 'inclusive'] as const;
export type BillTaxMode = (typeof BILL_TAX_MODES)[number];

/** requested (task 60000 to finance) → issued, or cancelled; a red-letter invoice is `reversal`. */
/** `sentBack`: finance returned the request to the lawyer, who amends and resubmits it or cancels it. */
export const INVOICE_STATUSES = ['requested', 'sentBack', 'issued', 'reversed', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_TYPES = ['vatSpecial', 'vatOrdinary', 'electronic'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** recorded by finance → confirmed by the responsible lawyer; voided keeps the history. */
export const RECEIPT_STATUSES = ['recorded', 'confirmed', 'voided'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** Approval business types and task codes (spec §2 task map, decision 0030). */
export const BILL_BUSINESS_TYPE = 'bill';
export const BILL_CREDIT_BUSINESS_TYPE = 'bill-credit';
export const BILL_WRITE_OFF_BUSINESS_TYPE = 'bill-write-off';
export const INVOICE_BUSINESS_TYPE = 'invoice';
export const RECEIPT_BUSINESS_TYPE = 'receipt';
export const FEE_AGREEMENT_POSTPONE_BUSINESS_TYPE = 'fee-agreement-postpone';
export const BILLING_TASK_CODE = {
  partnerApproval: 1601,
  financeReview: 1220,
  creditOrWriteOff: 50000,
  openInvoice: 60000,
  confirmReceipt: 130001,
  agreementPostpone: 80003,
  agreementExpiry30: 80004,
  agreementExpiry7: 80005,
  agreementExpired: 80009,
} as const;

export const BILLING_PERMISSIONS = {
  add: 'hankun:bill:add',
  listMine: 'hankun:bill:list',
  listAll: 'hankun:bill:listAll',
  edit: 'hankun:bill:edit',
  remove: 'hankun:bill:remove',
  send: 'hankun:bill:send',
  export: 'hankun:bill:export',
  ledes: 'hankun:bill:ledes',
  credit: 'hankun:bill:credit',
  writeOff: 'hankun:bill:writeOff',
  invoiceApply: 'hankun:invoice:apply',
  invoiceIssue: 'hankun:invoice:issue',
  invoiceList: 'hankun:invoice:list',
  /** 开票收款核对: each bill's recorded invoices against the money allocated to it (decision 0061). */
  invoiceReconciliation: 'hankun:invoice:receiptList',
  receiptAdd: 'hankun:receipt:add',
  receiptAllocate: 'hankun:receipt:allocate',
  receiptList: 'hankun:receipt:list',
  receivables: 'hankun:receivable:list',
  arrangementEdit: 'hankun:feeArrangement:edit',
  /** The firm's rate card (hk_level_rate): finance reads and keeps it (decision 0040). */
  rateCardList: 'hankun:levelRate:list',
  rateCardEdit: 'hankun:levelRate:edit',
  exchangeRates: 'hankun:exchangeRate:edit',
} as const;
