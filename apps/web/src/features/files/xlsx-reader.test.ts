import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readXlsx } from './xlsx-reader.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../../../server/src/modules/files/fixtures/fees.xlsx');

describe('xlsx reader', () => {
  it('reads the sheet names and cell texts of a workbook LibreOffice wrote', async () => {
    const bytes = fs.readFileSync(FIXTURE);
    const sheets = await readXlsx(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    expect(sheets).toEqual([
      {
        name: 'fees',
        rows: [
          ['name', 'amount'],
          ['fee', '100'],
        ],
      },
    ]);
  });
});

describe('xlsx reader on what a firm workbook holds', () => {
  it('shows dates as dates, formula results, rich text and a merged title once, sheet by sheet', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const fees = workbook.addWorksheet('律师费');
    fees.mergeCells('A1:C1');
    fees.getCell('A1').value = '2026年5月账单';
    fees.addRow(['日期', '金额', '合计']);
    fees.addRow([new Date(Date.UTC(2026, 4, 1)), 1200.5, { formula: 'B3*2', result: 2401 }]);
    fees.addRow([{ richText: [{ text: '星河' }, { text: '智能', font: { bold: true } }] }]);
    workbook.addWorksheet('说明').addRow(['见附件']);
    const bytes = await workbook.xlsx.writeBuffer();

    const sheets = await readXlsx(bytes as ArrayBuffer);
    expect(sheets).toEqual([
      {
        name: '律师费',
        rows: [
          ['2026年5月账单', '', ''],
          ['日期', '金额', '合计'],
          ['2026-05-01', '1200.5', '2401'],
          ['星河智能'],
        ],
      },
      { name: '说明', rows: [['见附件']] },
    ]);
  });
});
