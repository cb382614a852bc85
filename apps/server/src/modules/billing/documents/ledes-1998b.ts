import {
  type BillDocument,
  type BillDocumentLine,
  type BillLineKind,
  decimalText,
  toDecimal,
} from '@venus/shared';

/**
 * The 24 fields of a LEDES 1998B line, in the order the format publishes them. Kept apart from the
 * validator's own list on purpose: the validator checks this exporter, so it must not share its code.
 */
const FIELDS = [
  'INVOICE_DATE',
  'INVOICE_NUMBER',
  'CLIENT_ID',
  'LAW_FIRM_MATTER_ID',
  'INVOICE_TOTAL',
  'BILLING_START_DATE',
  'BILLING_END_DATE',
  'INVOICE_DESCRIPTION',
  'LINE_ITEM_NUMBER',
  'EXP/FEE/INV_ADJ_TYPE',
  'LINE_ITEM_NUMBER_OF_UNITS',
  'LINE_ITEM_ADJUSTMENT_AMOUNT',
  'LINE_ITEM_TOTAL',
  'LINE_ITEM_DATE',
  'LINE_ITEM_TASK_CODE',
  'LINE_ITEM_EXPENSE_CODE',
  'LINE_ITEM_ACTIVITY_CODE',
  'TIMEKEEPER_ID',
  'LINE_ITEM_DESCRIPTION',
  'LAW_FIRM_ID',
  'LINE_ITEM_UNIT_COST',
  'TIMEKEEPER_NAME',
  'TIMEKEEPER_CLASSIFICATION',
  'CLIENT_MATTER_ID',
] as const;

const LEDES_TYPE: Record<BillLineKind, 'F' | 'E' | 'IF' | 'IE'> = {
  time: 'F',
  manualFee: 'F',
  milestone: 'F',
  contingency: 'F',
  disbursement: 'E',
  feeAdjustment: 'IF',
  expenseAdjustment: 'IE',
};

/** The ids the client's e-billing system knows the firm, the client and the matter by. */
export interface LedesIds {
  /** The firm's id with the client, often its tax id. */
  lawFirmId: string;
  clientId: string;
  lawFirmMatterId: string;
  /** The client's own matter number, when it gave one. */
  clientMatterId?: string;
}

export class LedesExportError extends Error {}

/** `|` separates fields and `[]` ends a line: neither may appear in a value, nor a line break. */
function clean(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replaceAll('|', '/')
    .replaceAll('[]', '()')
    .trim();
}

function ledesDate(iso: string): string {
  return iso.replaceAll('-', '');
}

function lineTotal(line: BillDocumentLine): string {
  return decimalText(toDecimal(line.amount), 2);
}

/**
 * A bill as a LEDES 1998B file (issue 19 item 8): `LEDES1998B[]`, the field names, then one
 * line per bill line, each ending in `[]`. LINE_ITEM_TOTAL is the line's amount, which is
 * round(units × unit cost) + adjustment (decision 0030); INVOICE_TOTAL is their sum. 1998B has
 * no tax fields, so the totals are the lines' amounts before VAT (exclusive bills) — what the
 * client's e-billing system audits; the tax is on the bill and its tax invoice.
 */
export function exportLedes1998b(bill: BillDocument, ids: LedesIds): string {
  if (!bill.billNumber) throw new LedesExportError('a draft has no bill number: issue the bill first');
  if (bill.lines.length === 0) throw new LedesExportError('the bill has no lines');
  const invoiceTotal = decimalText(
    bill.lines.reduce((sum, line) => sum.plus(toDecimal(lineTotal(line))), toDecimal(0)),
    2,
  );
  const lineDates = bill.lines.map((line) => line.date).filter((date): date is string => Boolean(date));
  const start = bill.periodFrom ?? [...lineDates].sort()[0] ?? bill.billDate;
  const end = bill.periodTo ?? [...lineDates].sort().at(-1) ?? bill.billDate;
  const invoice = {
    INVOICE_DATE: ledesDate(bill.billDate),
    INVOICE_NUMBER: clean(bill.billNumber),
    CLIENT_ID: clean(ids.clientId),
    LAW_FIRM_MATTER_ID: clean(ids.lawFirmMatterId),
    INVOICE_TOTAL: invoiceTotal,
    BILLING_START_DATE: ledesDate(start),
    BILLING_END_DATE: ledesDate(end),
    INVOICE_DESCRIPTION: clean(bill.narrative || bill.matter.name),
    LAW_FIRM_ID: clean(ids.lawFirmId),
    CLIENT_MATTER_ID: clean(ids.clientMatterId ?? ''),
  };
  const items = bill.lines.map((line, index) => {
    const type = LEDES_TYPE[line.kind];
    const keeper = line.timekeeper;
    const values: Record<(typeof FIELDS)[number], string> = {
      ...invoice,
      LINE_ITEM_NUMBER: String(index + 1),
      'EXP/FEE/INV_ADJ_TYPE': type,
      LINE_ITEM_NUMBER_OF_UNITS: decimalText(toDecimal(line.units)),
      LINE_ITEM_ADJUSTMENT_AMOUNT: decimalText(toDecimal(line.adjustment), 2),
      LINE_ITEM_TOTAL: lineTotal(line),
      LINE_ITEM_DATE: ledesDate(line.date ?? bill.billDate),
      LINE_ITEM_TASK_CODE: type === 'E' || type === 'IE' ? '' : clean(line.taskCode),
      LINE_ITEM_EXPENSE_CODE: type === 'E' ? clean(line.expenseCode) : '',
      LINE_ITEM_ACTIVITY_CODE: type === 'F' ? clean(line.activityCode) : '',
      TIMEKEEPER_ID: keeper ? String(keeper.userId) : '',
      LINE_ITEM_DESCRIPTION: clean(
        [line.description, line.adjustmentReason].filter(Boolean).join(' - ') || line.kind,
      ),
      LINE_ITEM_UNIT_COST: decimalText(toDecimal(line.unitCost)),
      TIMEKEEPER_NAME: keeper ? clean(keeper.nameEn || keeper.nameCn).slice(0, 30) : '',
      TIMEKEEPER_CLASSIFICATION: keeper ? keeper.classification : '',
    };
    return `${FIELDS.map((field) => values[field]).join('|')}[]`;
  });
  return `${[`LEDES1998B[]`, `${FIELDS.join('|')}[]`, ...items].join('\r\n')}\r\n`;
}
