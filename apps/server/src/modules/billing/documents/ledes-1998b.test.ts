import { type BillDocument, decimalText, toDecimal } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { sampleBill } from './bill-document.fixtures.ts';
import { exportLedes1998b, LedesExportError } from './ledes-1998b.ts';
import { validateLedes1998b } from './ledes-1998b.validator.ts';

const IDS = {
  lawFirmId: '31110000E00017891P',
  clientId: 'C501',
  lawFirmMatterId: '2026BJ0123',
  clientMatterId: 'XH-77',
};

/** The fixture with its bilingual texts cut to their English half, as a US client's system wants. */
function englishBill(): BillDocument {
  const english = (text: string) => text.split(' / ')[1] ?? text;
  const bill = sampleBill({ language: 'en' });
  return {
    ...bill,
    narrative: 'Series B financing, October 2026',
    lines: bill.lines.map((line) => ({
      ...line,
      description: english(line.description),
      adjustmentReason: english(line.adjustmentReason),
      timekeeper: line.timekeeper && {
        ...line.timekeeper,
        nameEn: line.timekeeper.nameEn.replace(' ', ', '),
      },
    })),
  };
}

function items(file: string): string[][] {
  return file
    .trimEnd()
    .split('\r\n')
    .slice(2)
    .map((line) => line.slice(0, -2).split('|'));
}

describe('LEDES 1998B export (issue 19 item 8)', () => {
  it('writes a file the validator accepts, ASCII throughout for an English bill', () => {
    expect(validateLedes1998b(exportLedes1998b(englishBill(), IDS))).toEqual([]);
  });

  it('writes a Chinese bill the validator accepts where Unicode is allowed', () => {
    const file = exportLedes1998b(sampleBill({ language: 'cn' }), IDS);
    expect(validateLedes1998b(file, { allowUnicode: true })).toEqual([]);
    expect(validateLedes1998b(file).every((problem) => problem.rule === 'ascii')).toBe(true);
  });

  it('starts with LEDES1998B[] and the header, then one line per bill line', () => {
    const bill = englishBill();
    const file = exportLedes1998b(bill, IDS);
    const lines = file.trimEnd().split('\r\n');
    expect(lines[0]).toBe('LEDES1998B[]');
    expect(lines[1]).toMatch(/^INVOICE_DATE\|INVOICE_NUMBER\|.*\|CLIENT_MATTER_ID\[\]$/);
    expect(lines).toHaveLength(2 + bill.lines.length);
  });

  it('types time, milestones and manual fees F, disbursements E and bill-level adjustments IF / IE', () => {
    const bill = englishBill();
    const extra = { ...bill.lines.at(-1)!, kind: 'expenseAdjustment' as const, lineId: 999 };
    const types = items(exportLedes1998b({ ...bill, lines: [...bill.lines, extra] }, IDS)).map(
      (fields) => fields[9],
    );
    expect(types).toEqual(['F', 'F', 'F', 'F', 'F', 'F', 'F', 'E', 'E', 'IF', 'IE']);
  });

  it('writes dates YYYYMMDD, the UTBMS codes and the timekeeper of each line', () => {
    const [first, , , , , , , disbursement] = items(exportLedes1998b(englishBill(), IDS));
    expect(first!.slice(0, 8)).toEqual([
      '20261105',
      '2026BJ-B00042',
      'C501',
      '2026BJ0123',
      expect.any(String),
      '20261001',
      '20261031',
      'Series B financing, October 2026',
    ]);
    expect(first!.slice(13, 18)).toEqual(['20261001', 'L110', '', 'A101', '11']);
    expect(first!.slice(19)).toEqual(['31110000E00017891P', '3500', 'Sun, Yue', 'PT', 'XH-77']);
    expect(disbursement!.slice(13, 17)).toEqual(['20261012', '', 'E110', '']);
  });

  it('makes each LINE_ITEM_TOTAL units × unit cost + adjustment, and INVOICE_TOTAL their sum', () => {
    const rows = items(exportLedes1998b(englishBill(), IDS));
    let sum = toDecimal(0);
    for (const fields of rows) {
      const [units, adjustment, total] = [fields[10], fields[11], fields[12]];
      const expected = toDecimal(units).times(toDecimal(fields[20])).plus(toDecimal(adjustment));
      expect(total).toBe(decimalText(expected, 2));
      sum = sum.plus(toDecimal(total));
    }
    // The discounted line: 0.75 h × 2,200 − 330 = 1,320.00.
    expect(rows[1]!.slice(10, 13)).toEqual(['0.75', '-330.00', '1320.00']);
    expect(new Set(rows.map((fields) => fields[4]))).toEqual(new Set([decimalText(sum, 2)]));
  });

  it('keeps | and [] and line breaks out of the values', () => {
    const bill = englishBill();
    bill.lines[0] = { ...bill.lines[0]!, description: 'Call with A|B [] team\r\nre closing' };
    const file = exportLedes1998b(bill, IDS);
    expect(validateLedes1998b(file)).toEqual([]);
    expect(items(file)[0]![18]).toBe('Call with A/B () team re closing');
  });

  it('refuses a draft, which has no bill number', () => {
    expect(() => exportLedes1998b({ ...englishBill(), billNumber: null }, IDS)).toThrow(LedesExportError);
  });
});
