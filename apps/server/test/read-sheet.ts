import ExcelJS from 'exceljs';

/** The first sheet of an .xlsx as rows of cell texts, for tests that read an export. */
export async function readSheet(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => (value == null ? '' : String(value))));
  });
  return rows;
}
