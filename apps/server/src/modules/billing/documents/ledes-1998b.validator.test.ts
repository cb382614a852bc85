import { describe, expect, it } from 'vitest';
import { validateLedes1998b } from './ledes-1998b.validator.ts';

// Written by hand from the published format, with its own figures: 1.5 h × 3,500 = 5,250.00;
// 0.75 h × 2,200 − 330 = 1,320.00; one expense of 1,106.00; an invoice-level fee discount of
// −1,000.00. INVOICE_TOTAL = 5,250 + 1,320 + 1,106 − 1,000 = 6,676.00.
const HEADER =
  'INVOICE_DATE|INVOICE_NUMBER|CLIENT_ID|LAW_FIRM_MATTER_ID|INVOICE_TOTAL|BILLING_START_DATE|BILLING_END_DATE|INVOICE_DESCRIPTION|LINE_ITEM_NUMBER|EXP/FEE/INV_ADJ_TYPE|LINE_ITEM_NUMBER_OF_UNITS|LINE_ITEM_ADJUSTMENT_AMOUNT|LINE_ITEM_TOTAL|LINE_ITEM_DATE|LINE_ITEM_TASK_CODE|LINE_ITEM_EXPENSE_CODE|LINE_ITEM_ACTIVITY_CODE|TIMEKEEPER_ID|LINE_ITEM_DESCRIPTION|LAW_FIRM_ID|LINE_ITEM_UNIT_COST|TIMEKEEPER_NAME|TIMEKEEPER_CLASSIFICATION|CLIENT_MATTER_ID[]';
const INVOICE = '20261105|2026BJ-B00042|C501|M9001|6676.00|20261001|20261031|Series B financing';
const GOOD_ITEMS = [
  `${INVOICE}|1|F|1.50|0|5250.00|20261001|L110||A101|11|Review SPA|HK-001|3500|Sun, Yue|PT|XH-77[]`,
  `${INVOICE}|2|F|0.75|-330.00|1320.00|20261002|L120||A103|12|Draft memo; courtesy discount|HK-001|2200.00|Li, Ming|AS|XH-77[]`,
  `${INVOICE}|3|E|1|0|1106.00|20261012||E110|||Rail fare Beijing-Shanghai|HK-001|1106.00|||XH-77[]`,
  `${INVOICE}|4|IF|1|-1000.00|-1000.00|20261105|||||Framework discount|HK-001|0|||XH-77[]`,
];
const good = (items = GOOD_ITEMS) => `${['LEDES1998B[]', HEADER, ...items].join('\r\n')}\r\n`;

/** The good file with one field of one item (1-based) replaced. */
function withField(item: number, field: number, value: string, items = GOOD_ITEMS): string {
  return good(
    items.map((line, index) => {
      if (index !== item - 1) return line;
      const fields = line.slice(0, -2).split('|');
      fields[field - 1] = value;
      return `${fields.join('|')}[]`;
    }),
  );
}

const rules = (text: string, options?: { allowUnicode?: boolean }) =>
  validateLedes1998b(text, options).map((problem) => problem.rule);

describe('LEDES 1998B validator (from the published format)', () => {
  it('accepts a good hand-written file, with CRLF or LF line ends', () => {
    expect(validateLedes1998b(good())).toEqual([]);
    expect(validateLedes1998b(good().replaceAll('\r\n', '\n'))).toEqual([]);
  });

  it('refuses a file whose first line is not LEDES1998B[]', () => {
    expect(rules(good().replace('LEDES1998B[]', 'LEDES98B[]'))).toEqual(['firstLine']);
  });

  it('refuses a header whose names are not the 24 in their published order', () => {
    const swapped = HEADER.replace('LAW_FIRM_ID|LINE_ITEM_UNIT_COST', 'LINE_ITEM_UNIT_COST|LAW_FIRM_ID');
    expect(rules(good().replace(HEADER, swapped))).toEqual(['headerNames']);
  });

  it('refuses a line that does not end in []', () => {
    expect(rules(good().replace('XH-77[]', 'XH-77'))).toEqual(['terminator']);
  });

  it('refuses a line without exactly 24 fields, as a | inside a value makes', () => {
    expect(rules(good().replace('Review SPA', 'Review | SPA'))).toEqual(['fieldCount']);
    expect(rules(good().replace('|XH-77[]', '[]'))).toEqual(['fieldCount']);
  });

  it('refuses an empty required field', () => {
    expect(rules(withField(1, 19, ''))).toEqual(['required']);
    expect(rules(withField(2, 20, ''))).toEqual(['required']);
  });

  it('refuses dates not written YYYYMMDD or not real days', () => {
    expect(rules(withField(1, 14, '2026-10-01'))).toEqual(['date']);
    expect(rules(withField(1, 14, '20260231'))).toEqual(['date']);
  });

  it('refuses numbers with separators, signs of currency or too many decimals', () => {
    const items = GOOD_ITEMS.map((line) => line.replace('|6676.00|', '|6,676.00|'));
    expect(rules(good(items))).toEqual(['number', 'number', 'number', 'number']);
    expect(rules(withField(1, 21, '$3500'))).toEqual(['number']);
    expect(rules(withField(1, 11, '1.50000'))).toEqual(['number']);
  });

  it('refuses a type other than E, F, IF or IE', () => {
    expect(rules(withField(3, 10, 'X'))).toEqual(['type']);
  });

  it('refuses a LINE_ITEM_TOTAL that is not units × unit cost + adjustment', () => {
    const items = GOOD_ITEMS.map((line) => line.replace('|6676.00|', '|6677.00|'));
    expect(rules(withField(1, 13, '5251.00', items))).toEqual(['lineTotal']);
  });

  it('refuses an INVOICE_TOTAL that is not the sum of the line totals, on each line', () => {
    const items = GOOD_ITEMS.map((line) => line.replace('|6676.00|', '|6600.00|'));
    expect(rules(good(items))).toEqual(['invoiceTotal', 'invoiceTotal', 'invoiceTotal', 'invoiceTotal']);
  });

  it('refuses a LINE_ITEM_NUMBER used twice in one invoice', () => {
    expect(rules(withField(2, 9, '1'))).toEqual(['lineNumberUnique']);
  });

  it('refuses a timekeeper classification other than PT, AS, OC, LA or OT', () => {
    expect(rules(withField(1, 23, 'XX'))).toEqual(['classification']);
  });

  it('refuses a value longer than its field', () => {
    expect(rules(withField(1, 18, 'T'.repeat(21)))).toEqual(['length']);
  });

  it('refuses characters outside ASCII unless Unicode is allowed', () => {
    const chinese = withField(1, 19, '审阅股权转让协议');
    expect(rules(chinese)).toEqual(['ascii']);
    expect(rules(chinese, { allowUnicode: true })).toEqual([]);
  });

  it('refuses a file without line items', () => {
    expect(rules(good([]))).toEqual(['noItems']);
  });

  it('checks each invoice of a file with two on its own', () => {
    const second = GOOD_ITEMS.map((line) => line.replace('2026BJ-B00042', '2026BJ-B00043'));
    expect(validateLedes1998b(good([...GOOD_ITEMS, ...second]))).toEqual([]);
  });
});
