/**
 * Checks a LEDES 1998B file against the published format (LEDES Oversight Committee, "LEDES 1998B
 * Field Specification", rev. 8/23/2007, timekeeper classifications rev. 7/2014), written from that
 * specification and not from our exporter, so it can catch the exporter's mistakes:
 * - the first line is `LEDES1998B[]`, the second the 24 field names in the published order;
 * - every line ends in `[]`, fields are separated by `|` (so a value can hold neither), and every
 *   line has exactly 24 fields;
 * - dates are `YYYYMMDD` and real days; INVOICE_DATE, INVOICE_NUMBER, CLIENT_ID, LAW_FIRM_MATTER_ID,
 *   INVOICE_TOTAL, BILLING_START_DATE, BILLING_END_DATE, LINE_ITEM_NUMBER, EXP/FEE/INV_ADJ_TYPE,
 *   LINE_ITEM_NUMBER_OF_UNITS, LINE_ITEM_TOTAL, LINE_ITEM_DATE, LINE_ITEM_DESCRIPTION, LAW_FIRM_ID
 *   and LINE_ITEM_UNIT_COST may not be empty ("a null value would be an error");
 * - numbers are plain decimals (no thousands separators or currency signs) within their sizes:
 *   Currency 14.2 for totals, Number/Currency 10.4 for units, unit cost and adjustment;
 * - EXP/FEE/INV_ADJ_TYPE is E (expense), F (fee), IF or IE (invoice-level fee or expense adjustment);
 * - LINE_ITEM_TOTAL = LINE_ITEM_NUMBER_OF_UNITS × LINE_ITEM_UNIT_COST + LINE_ITEM_ADJUSTMENT_AMOUNT
 *   (to the cent), INVOICE_TOTAL = the sum of the invoice's LINE_ITEM_TOTALs, the same on each of its
 *   lines; LINE_ITEM_NUMBER is unique within an invoice;
 * - TIMEKEEPER_CLASSIFICATION is PT, AS, OC, LA or OT when given;
 * - text fields within their lengths (20 for ids and codes, 30 for TIMEKEEPER_NAME, 10 for the
 *   classification) and, the format being ASCII, no other characters unless `allowUnicode` (the
 *   e-billing systems that take UTF-8 1998B files, e.g. for Chinese descriptions).
 */
import Decimal from 'decimal.js';

export const LEDES_1998B_FIELDS = [
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
type Field = (typeof LEDES_1998B_FIELDS)[number];

export type LedesRule =
  | 'firstLine'
  | 'headerNames'
  | 'terminator'
  | 'fieldCount'
  | 'required'
  | 'date'
  | 'number'
  | 'type'
  | 'lineTotal'
  | 'invoiceTotal'
  | 'lineNumberUnique'
  | 'classification'
  | 'length'
  | 'ascii'
  | 'noItems';

export interface LedesProblem {
  /** 1-based line of the file. */
  line: number;
  rule: LedesRule;
  field?: Field;
  message: string;
}

const REQUIRED: Field[] = [
  'INVOICE_DATE',
  'INVOICE_NUMBER',
  'CLIENT_ID',
  'LAW_FIRM_MATTER_ID',
  'INVOICE_TOTAL',
  'BILLING_START_DATE',
  'BILLING_END_DATE',
  'LINE_ITEM_NUMBER',
  'EXP/FEE/INV_ADJ_TYPE',
  'LINE_ITEM_NUMBER_OF_UNITS',
  'LINE_ITEM_TOTAL',
  'LINE_ITEM_DATE',
  'LINE_ITEM_DESCRIPTION',
  'LAW_FIRM_ID',
  'LINE_ITEM_UNIT_COST',
];
const DATES: Field[] = ['INVOICE_DATE', 'BILLING_START_DATE', 'BILLING_END_DATE', 'LINE_ITEM_DATE'];
/** Field → [whole digits, decimals]: Currency 14.2 and 10.4 (precision, scale). */
const NUMBERS: Partial<Record<Field, [number, number]>> = {
  INVOICE_TOTAL: [12, 2],
  LINE_ITEM_TOTAL: [12, 2],
  LINE_ITEM_NUMBER_OF_UNITS: [6, 4],
  LINE_ITEM_ADJUSTMENT_AMOUNT: [6, 4],
  LINE_ITEM_UNIT_COST: [6, 4],
};
const LENGTHS: Partial<Record<Field, number>> = {
  INVOICE_NUMBER: 20,
  CLIENT_ID: 20,
  LAW_FIRM_MATTER_ID: 20,
  LINE_ITEM_NUMBER: 20,
  'EXP/FEE/INV_ADJ_TYPE': 2,
  LINE_ITEM_TASK_CODE: 20,
  LINE_ITEM_EXPENSE_CODE: 20,
  LINE_ITEM_ACTIVITY_CODE: 20,
  TIMEKEEPER_ID: 20,
  LAW_FIRM_ID: 20,
  TIMEKEEPER_NAME: 30,
  TIMEKEEPER_CLASSIFICATION: 10,
  CLIENT_MATTER_ID: 20,
  INVOICE_DESCRIPTION: 15_360,
  LINE_ITEM_DESCRIPTION: 15_360,
};
const TYPES = new Set(['E', 'F', 'IF', 'IE']);
const CLASSIFICATIONS = new Set(['PT', 'AS', 'OC', 'LA', 'OT']);

function validDate(text: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function validNumber(text: string, [whole, decimals]: [number, number]): boolean {
  return new RegExp(`^[-+]?\\d{1,${whole}}(\\.\\d{1,${decimals}})?$`).test(text);
}

interface Item {
  line: number;
  values: Record<Field, string>;
}

function checkItem(item: Item, allowUnicode: boolean, problems: LedesProblem[]): void {
  const { line, values } = item;
  const problem = (rule: LedesRule, field: Field, message: string) =>
    problems.push({ line, rule, field, message });
  for (const field of REQUIRED) {
    if (values[field] === '') problem('required', field, `${field} is empty`);
  }
  for (const field of DATES) {
    if (values[field] !== '' && !validDate(values[field])) {
      problem('date', field, `${field} "${values[field]}" is not a YYYYMMDD date`);
    }
  }
  for (const [field, size] of Object.entries(NUMBERS) as [Field, [number, number]][]) {
    if (values[field] !== '' && !validNumber(values[field], size)) {
      problem('number', field, `${field} "${values[field]}" is not a number of ${size[0]}.${size[1]} digits`);
    }
  }
  const type = values['EXP/FEE/INV_ADJ_TYPE'];
  if (type !== '' && !TYPES.has(type))
    problem('type', 'EXP/FEE/INV_ADJ_TYPE', `type "${type}" is not E, F, IF or IE`);
  const classification = values.TIMEKEEPER_CLASSIFICATION;
  if (classification !== '' && !CLASSIFICATIONS.has(classification)) {
    problem(
      'classification',
      'TIMEKEEPER_CLASSIFICATION',
      `classification "${classification}" is not PT, AS, OC, LA or OT`,
    );
  }
  for (const [field, length] of Object.entries(LENGTHS) as [Field, number][]) {
    if (values[field].length > length)
      problem('length', field, `${field} is longer than ${length} characters`);
  }
  if (!allowUnicode) {
    for (const field of LEDES_1998B_FIELDS) {
      if (/[^\x20-\x7e]/.test(values[field]))
        problem('ascii', field, `${field} has characters outside ASCII`);
    }
  }
  const numbers = ['LINE_ITEM_NUMBER_OF_UNITS', 'LINE_ITEM_UNIT_COST', 'LINE_ITEM_TOTAL'] as const;
  const adjustment = values.LINE_ITEM_ADJUSTMENT_AMOUNT || '0';
  if (numbers.every((field) => validNumber(values[field], [12, 4])) && validNumber(adjustment, [12, 4])) {
    const expected = new Decimal(values.LINE_ITEM_NUMBER_OF_UNITS)
      .times(values.LINE_ITEM_UNIT_COST)
      .plus(adjustment)
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    if (!expected.equals(values.LINE_ITEM_TOTAL)) {
      problem(
        'lineTotal',
        'LINE_ITEM_TOTAL',
        `LINE_ITEM_TOTAL ${values.LINE_ITEM_TOTAL} is not units × unit cost + adjustment = ${expected.toFixed(2)}`,
      );
    }
  }
}

/** `complete`: every item line could be read, so the invoices' sums can be judged. */
function checkInvoices(items: Item[], complete: boolean, problems: LedesProblem[]): void {
  const invoices = new Map<string, Item[]>();
  for (const item of items) {
    const number = item.values.INVOICE_NUMBER;
    invoices.set(number, [...(invoices.get(number) ?? []), item]);
  }
  for (const [number, members] of invoices) {
    const seen = new Set<string>();
    let sum = new Decimal(0);
    let summable = true;
    for (const item of members) {
      const lineNumber = item.values.LINE_ITEM_NUMBER;
      if (seen.has(lineNumber)) {
        problems.push({
          line: item.line,
          rule: 'lineNumberUnique',
          field: 'LINE_ITEM_NUMBER',
          message: `LINE_ITEM_NUMBER ${lineNumber} appears twice in invoice ${number}`,
        });
      }
      seen.add(lineNumber);
      if (validNumber(item.values.LINE_ITEM_TOTAL, [12, 2])) sum = sum.plus(item.values.LINE_ITEM_TOTAL);
      else summable = false;
    }
    if (!summable || !complete) continue;
    for (const item of members) {
      const total = item.values.INVOICE_TOTAL;
      if (validNumber(total, [12, 2]) && !sum.equals(total)) {
        problems.push({
          line: item.line,
          rule: 'invoiceTotal',
          field: 'INVOICE_TOTAL',
          message: `INVOICE_TOTAL ${total} of invoice ${number} is not the sum of its line totals, ${sum.toFixed(2)}`,
        });
      }
    }
  }
}

/** Every way `text` breaks the LEDES 1998B format; an empty list when it is a good file. */
export function validateLedes1998b(text: string, options: { allowUnicode?: boolean } = {}): LedesProblem[] {
  const problems: LedesProblem[] = [];
  const lines = text.replace(/(\r?\n)+$/, '').split(/\r?\n/);
  if (lines[0] !== 'LEDES1998B[]') {
    problems.push({ line: 1, rule: 'firstLine', message: 'the first line is not "LEDES1998B[]"' });
  }
  const items: Item[] = [];
  let unreadable = 0;
  for (const [index, raw] of lines.slice(1).entries()) {
    const line = index + 2;
    if (!raw.endsWith('[]') || raw.slice(0, -2).includes('[]')) {
      problems.push({
        line,
        rule: 'terminator',
        message: 'the line does not end in "[]" (or holds "[]" inside)',
      });
      unreadable += 1;
      continue;
    }
    const fields = raw.slice(0, -2).split('|');
    if (fields.length !== LEDES_1998B_FIELDS.length) {
      problems.push({
        line,
        rule: 'fieldCount',
        message: `${fields.length} fields, not ${LEDES_1998B_FIELDS.length} (is there a "|" inside a value?)`,
      });
      unreadable += 1;
      continue;
    }
    if (line === 2) {
      const wrong = fields.findIndex((name, at) => name !== LEDES_1998B_FIELDS[at]);
      if (wrong >= 0) {
        problems.push({
          line,
          rule: 'headerNames',
          message: `field ${wrong + 1} of the header is "${fields[wrong]}", not ${LEDES_1998B_FIELDS[wrong]}`,
        });
      }
      continue;
    }
    const values = Object.fromEntries(LEDES_1998B_FIELDS.map((name, at) => [name, fields[at]!])) as Record<
      Field,
      string
    >;
    items.push({ line, values });
  }
  if (lines.length < 3)
    problems.push({ line: lines.length, rule: 'noItems', message: 'the file has no line items' });
  for (const item of items) checkItem(item, options.allowUnicode ?? false, problems);
  checkInvoices(items, unreadable === 0, problems);
  return problems;
}
