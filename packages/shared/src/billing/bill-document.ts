import type { BillAdjustmentKind, BillLineKind, BillTaxMode } from './billing-status.rules.ts';

/**
 * Everything a printed bill shows (decision 0030, issue 19 items 3, 4 and 8): the PDF, the mail
 * and the LEDES file are made from this one shape, never from the tables, so the three say the
 * same. Money is decimal text to the cent as stored (the server computed it); dates are
 * `YYYY-MM-DD`. Names are given in both languages where the firm keeps both, and the document's
 * `language` picks which one prints.
 */
export interface BillDocument {
  firm: BillDocumentFirm;
  office: { code: string; nameCn: string; nameEn: string; address: string; phone: string };
  /** `{year}{office}-B{seq:5}`; null for a draft's preview. */
  billNumber: string | null;
  billDate: string;
  dueDate: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  paymentTermsDays: number;
  client: { clientId: number; nameCn: string; nameEn: string; address: string };
  billingContact: { name: string; email: string };
  invoiceTitle: string;
  matter: { projectId: number; caseNumber: string; name: string };
  /** ISO 4217 code: CNY, USD, HKD… */
  currency: string;
  taxMode: BillTaxMode;
  language: 'cn' | 'en';
  /** How fee lines are grouped on the PDF. */
  groupBy: 'none' | 'timekeeper' | 'task';
  lines: BillDocumentLine[];
  totals: BillDocumentTotals;
  narrative: string;
}

/** The firm's letterhead and bank details, from system config (`billing.firm.*`, `billing.bank.*`). */
export interface BillDocumentFirm {
  nameCn: string;
  nameEn: string;
  addressCn: string;
  addressEn: string;
  /** 统一社会信用代码 / taxpayer number. */
  taxNumber: string;
  bankNameCn: string;
  bankNameEn: string;
  bankAccountName: string;
  bankAccount: string;
  swift: string;
}

export interface BillDocumentLine {
  lineId: number;
  kind: BillLineKind;
  date: string | null;
  /** Null for lines no one worked (disbursements, manual and bill-level lines). */
  timekeeper: BillDocumentTimekeeper | null;
  description: string;
  /** UTBMS task (L100…), activity (A101…) and expense (E101…) codes; '' when none. */
  taskCode: string;
  activityCode: string;
  expenseCode: string;
  /** Hours for time, 1 for most others. */
  units: string;
  unitCost: string;
  /** Signed change to units × unit cost, with its kind and reason; '0.00' and null when none. */
  adjustment: string;
  adjustmentKind: BillAdjustmentKind | null;
  adjustmentReason: string;
  /** round(units × unit cost) + adjustment. */
  amount: string;
  /** 0.06 for 6 %. */
  taxRate: string;
  netAmount: string;
  taxAmount: string;
  grossAmount: string;
}

export interface BillDocumentTimekeeper {
  userId: number;
  nameCn: string;
  nameEn: string;
  /** The firm's level (合伙人, 律师…) in both languages. */
  levelCn: string;
  levelEn: string;
  /** LEDES TIMEKEEPER_CLASSIFICATION: PT partner, AS associate, OC of counsel, LA paralegal, OT other. */
  classification: 'PT' | 'AS' | 'OC' | 'LA' | 'OT';
}

/** As the bill stores them (the server's sums of its rounded lines). */
export interface BillDocumentTotals {
  /** Fee lines with their adjustments and the bill-level fee adjustments. */
  fees: string;
  disbursements: string;
  tax: string;
  /** Gross: what the client pays. */
  total: string;
}
