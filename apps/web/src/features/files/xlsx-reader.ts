import type { Cell, CellValue } from 'exceljs';

/**
 * The cell texts of an .xlsx for the in-browser preview (spec §4 /office/view: xlsx as a sheet),
 * read with exceljs, the stack's spreadsheet library; loaded only when a workbook is previewed.
 */
export interface SheetText {
  name: string;
  rows: string[][];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Dates as the firm writes them (spec §9: YYYY-MM-DD), with the time when there is one. */
function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const hasTime = date.getUTCHours() + date.getUTCMinutes() + date.getUTCSeconds() > 0;
  return hasTime ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : day;
}

function valueText(value: CellValue): string | null {
  if (value instanceof Date) return dateText(value);
  if (value && typeof value === 'object' && 'result' in value) {
    // A formula shows what it last computed, as a spreadsheet program does.
    const result = value.result;
    if (result instanceof Date) return dateText(result);
    if (result && typeof result === 'object') return 'error' in result ? String(result.error) : '';
    return result === undefined || result === null ? '' : String(result);
  }
  return null;
}

function cellText(cell: Cell): string {
  // A merged area shows its text once, in its first cell.
  if (cell.isMerged && cell.master !== cell) return '';
  return valueText(cell.value) ?? cell.text;
}

export async function readXlsx(buffer: ArrayBuffer, maxSheets = 5, maxRows = 500): Promise<SheetText[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  return workbook.worksheets.slice(0, maxSheets).map((sheet) => {
    const rows: string[][] = [];
    for (let number = 1; number <= Math.min(sheet.rowCount, maxRows); number += 1) {
      const cells: string[] = [];
      sheet.getRow(number).eachCell((cell, column) => {
        cells[column - 1] = cellText(cell);
      });
      rows.push(Array.from(cells, (text) => text ?? ''));
    }
    return { name: sheet.name, rows };
  });
}
