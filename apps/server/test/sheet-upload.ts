import ExcelJS from 'exceljs';
import { XLSX_CONTENT_TYPE } from '../src/platform/spreadsheet/export-workbook.ts';

/** An .xlsx whose first sheet holds `rows`, the first of them the header. */
export async function workbookOf(rows: (string | number | Date)[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart body with one file field, as a browser's FormData sends it. */
export function sheetUpload(file: Buffer, fileName = 'sheet.xlsx') {
  const boundary = '----venus-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${XLSX_CONTENT_TYPE}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
