import type { Language } from '@venus/shared';
import { ResultCode, translate } from '@venus/shared';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { Database, Executor } from '../db/database.ts';
import { AppError, badRequest } from '../http/app-error.ts';
import { describeIssue } from '../http/validation-messages.ts';
import type { WorkbookExport } from './export-workbook.ts';
import { headerNames, headerOf, normaliseHeader, type SheetColumn } from './sheet-columns.ts';

/** One problem of one row, as the user finds it in Excel. */
export interface RowError {
  /** The row number Excel shows (the header is row 1). */
  row: number;
  field: string;
  /** The column's header in the caller's language. */
  column: string;
  message: string;
}

/** A valid row, with the row number it came from. */
export interface SheetRow<T> {
  row: number;
  value: T;
}

export interface ParsedSheet<T> {
  rows: SheetRow<T>[];
  errors: RowError[];
}

export interface SheetSpec<T> {
  columns: readonly SheetColumn[];
  /** The shared schema every row must satisfy. */
  schema: z.ZodType<T>;
  lang: Language;
  /** Most data rows accepted (config `sys.export.maxRows`). */
  maxRows: number;
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return (cell.text ?? '').trim();
}

/**
 * Reads the first sheet: row 1 names the columns (cn, en or key), each later non-empty row is
 * validated with the schema. Returns the valid rows and every error of every row.
 */
export async function parseWorkbook<T>(buffer: Buffer, spec: SheetSpec<T>): Promise<ParsedSheet<T>> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest('spreadsheet.unreadable', {}, 'file');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('spreadsheet.noHeader', {}, 'file');

  const keyByColumnIndex = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, index) => {
    const header = normaliseHeader(cellText(cell));
    const column = spec.columns.find((candidate) => headerNames(candidate).includes(header));
    if (column) keyByColumnIndex.set(index, column.key);
  });
  if (keyByColumnIndex.size === 0) throw badRequest('spreadsheet.noHeader', {}, 'file');

  const raw: { row: number; input: Record<string, string> }[] = [];
  sheet.eachRow((excelRow, rowNumber) => {
    if (rowNumber === 1) return;
    const input: Record<string, string> = {};
    for (const [index, key] of keyByColumnIndex) {
      const text = cellText(excelRow.getCell(index));
      if (text !== '') input[key] = text;
    }
    if (Object.keys(input).length > 0) raw.push({ row: rowNumber, input });
  });
  if (raw.length === 0) throw badRequest('spreadsheet.empty', {}, 'file');
  if (raw.length > spec.maxRows)
    throw badRequest('spreadsheet.tooManyRows', { total: raw.length, max: spec.maxRows }, 'file');

  const labelOf = new Map(spec.columns.map((column) => [column.key, headerOf(column, spec.lang)]));
  const rows: SheetRow<T>[] = [];
  const errors: RowError[] = [];
  for (const { row, input } of raw) {
    const result = spec.schema.safeParse(input);
    if (result.success) {
      rows.push({ row, value: result.data });
      continue;
    }
    for (const issue of result.error.issues) {
      const described = describeIssue(
        {
          keyword: issue.code,
          instancePath: `/${issue.path.join('/')}`,
          schemaPath: '',
          message: issue.message,
          params: { ...issue },
        } as unknown as Parameters<typeof describeIssue>[0],
        input,
        spec.lang,
      );
      errors.push({
        row,
        field: described.field,
        column: labelOf.get(described.field) ?? described.field,
        message: described.message,
      });
    }
  }
  return { rows, errors };
}

/** A row error found by a module's own check (a duplicate, an unknown name). */
export function rowError(
  columns: readonly SheetColumn[],
  lang: Language,
  row: number,
  field: string,
  key: string,
  params: Record<string, unknown> = {},
): RowError {
  const column = columns.find((candidate) => candidate.key === field);
  const label = column ? headerOf(column, lang) : field;
  return { row, field, column: label, message: translate(lang, key, { field: label, ...params }) };
}

/** The answer to a refused import: every row error, sorted as the sheet reads. */
export function importRefused(errors: RowError[]): AppError {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  return new AppError(ResultCode.BAD_REQUEST, 'spreadsheet.rowErrors', { count: sorted.length }, undefined, {
    errors: sorted,
  });
}

export interface ImportPlan<T> {
  /** Checks that need the database or all rows together (duplicates, names to ids). */
  check: (tx: Executor, rows: SheetRow<T>[]) => Promise<RowError[]>;
  /** Writes every row; runs only when no row has an error. */
  write: (tx: Executor, rows: SheetRow<T>[]) => Promise<void>;
}

/**
 * All or nothing: the schema's errors and the module's checks are reported together, and the
 * write runs in the same transaction as the checks, only when every row is valid.
 */
export async function importAll<T>(
  db: Database,
  parsed: ParsedSheet<T>,
  plan: ImportPlan<T>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const errors = [...parsed.errors, ...(await plan.check(tx, parsed.rows))];
    if (errors.length > 0) throw importRefused(errors);
    await plan.write(tx, parsed.rows);
    return parsed.rows.length;
  });
}

/** An import's template: its columns and one example row, named in the reader's language. */
export function importTemplate<Row>(
  lang: Language,
  names: { fileName: string; sheetName: string },
  columns: readonly SheetColumn<Row>[],
  example: Row,
): WorkbookExport<Row> {
  return {
    fileName: translate(lang, names.fileName),
    sheetName: translate(lang, names.sheetName),
    columns,
    lang,
    maxRows: 1,
    fetchPage: async () => ({ rows: [example], total: 1 }),
  };
}
