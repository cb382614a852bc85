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
