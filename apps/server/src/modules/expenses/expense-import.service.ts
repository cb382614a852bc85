import {
  addDays,
  EXPENSE_IMPORT_COLUMNS,
  EXPENSE_IMPORT_MAX_LINES,
  type ExpenseClaimDetail,
  type ExpenseImportRow,
  type ExpenseLineInput,
  expenseImportRowSchema,
  formatCaseNumber,
  type Language,
  translate,
  yearOf,
} from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkbookExport } from '../../platform/spreadsheet/export-workbook.ts';
import {
  importRefused,
  importTemplate,
  parseWorkbook,
  type RowError,
  rowError,
} from '../../platform/spreadsheet/import-workbook.ts';
import { importSheetColumns } from '../../platform/spreadsheet/sheet-columns.ts';
import type { ExpenseClaimsService } from './expense-claims.service.ts';
import { buildExpenseLines } from './expense-lines.ts';
import type { ExpenseCollaborators, ExpenseType } from './expenses.collaborators.ts';

type ExampleRow = Record<(typeof EXPENSE_IMPORT_COLUMNS)[number], string>;

const WIDTHS: Record<(typeof EXPENSE_IMPORT_COLUMNS)[number], number> = {
  expenseDate: 12,
  expenseType: 14,
  caseNumber: 18,
  billable: 12,
  amount: 12,
  currency: 8,
  exchangeRate: 10,
  taxAmount: 10,
  description: 48,
};

/** The sheet's columns: headers `expense.import.*` in either language, or the keys themselves. */
const COLUMNS = importSheetColumns(EXPENSE_IMPORT_COLUMNS, 'expense.import', WIDTHS);

/** A line's refusal names its form field; the sheet names the case by its number. */
const COLUMN_OF_FIELD: Readonly<Record<string, string>> = { projectId: 'caseNumber' };

/**
 * The expense import (spec expenseImport, decision 0052): a sheet of lines becomes one draft claim
 * of the caller. Every row goes through the line's shared schema and the very checks of a line
 * on the form (buildExpenseLines: the type in the dictionary and allowed on its case, the case
 * open and seen by the caller); every row's problems are reported together, and one problem
 * anywhere writes nothing. The draft is then the form's own: receipts are attached and it is
 * submitted there.
 */
export class ExpenseImportService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      claims: Pick<ExpenseClaimsService, 'create'>;
      collaborators: Pick<ExpenseCollaborators, 'cases' | 'expenseTypes' | 'claimFileIds'>;
      today: () => string;
    },
  ) {}

  /** The template: the columns and one example row, in the caller's language. */
  template(lang: Language): WorkbookExport<ExampleRow> {
    const today = this.deps.today();
    const example: ExampleRow = {
      expenseDate: addDays(today, -1),
      expenseType: lang === 'en' ? 'Travel' : '交通',
      caseNumber: formatCaseNumber(yearOf(today), 'BJ', '1', 1),
      billable: translate(lang, 'expense.import.yes'),
      amount: '553.00',
      currency: 'CNY',
      exchangeRate: '',
      taxAmount: '45.66',
      description: translate(lang, 'expense.import.exampleDescription'),
    };
    return importTemplate(
      lang,
      { fileName: 'expense.import.templateName', sheetName: 'expense.import.sheetName' },
      COLUMNS,
      example,
    );
  }

  /** A draft claim of the caller with the sheet's lines, all or nothing. */
  async importClaim(ctx: SignedInContext, title: string, file: Buffer): Promise<ExpenseClaimDetail> {
    const parsed = await parseWorkbook(file, {
      columns: COLUMNS,
      schema: expenseImportRowSchema,
      lang: ctx.lang,
      maxRows: EXPENSE_IMPORT_MAX_LINES,
    });
    const { collaborators } = this.deps;
    const typeOf = typeFinder(await collaborators.expenseTypes());
    const caseIds = await collaborators.cases.caseIdsByNumbers(
      parsed.rows.flatMap(({ value }) => (value.caseNumber ? [value.caseNumber] : [])),
    );
    const errors: RowError[] = [...parsed.errors];
    const lines: { row: number; line: ExpenseLineInput }[] = [];
    for (const { row, value } of parsed.rows) {
      const line = this.lineOf(ctx, row, value, typeOf, caseIds, errors);
      if (line) lines.push({ row, line });
    }
    // The form's own checks: the whole sheet at once, and only when that refuses, line by line,
    // so each refusal names its row (a sheet of 200 good lines costs a handful of queries).
    const refusalOf = async (some: ExpenseLineInput[]): Promise<AppError | null> => {
      try {
        await buildExpenseLines(this.db, ctx, 0, some, collaborators);
        return null;
      } catch (error) {
        if (error instanceof AppError) return error;
        throw error;
      }
    };
    if (await refusalOf(lines.map(({ line }) => line))) {
      for (const { row, line } of lines) {
        const refusal = await refusalOf([line]);
        if (refusal) errors.push(this.refusal(ctx, row, refusal));
      }
    }
    if (errors.length > 0) throw importRefused(errors);
    return this.deps.claims.create(ctx, { title, lines: lines.map(({ line }) => line) });
  }

  private lineOf(
    ctx: SignedInContext,
    row: number,
    value: ExpenseImportRow,
    typeOf: (text: string) => ExpenseType | undefined,
    caseIds: ReadonlyMap<string, number>,
    errors: RowError[],
  ): ExpenseLineInput | null {
    const { caseNumber, expenseType, ...rest } = value;
    const type = typeOf(expenseType);
    const projectId = caseNumber ? caseIds.get(caseNumber.trim().toUpperCase()) : null;
    if (!type) errors.push(rowError(COLUMNS, ctx.lang, row, 'expenseType', 'expense.unknownType'));
    if (projectId === undefined)
      errors.push(rowError(COLUMNS, ctx.lang, row, 'caseNumber', 'expense.importCaseUnknown'));
    if (!type || projectId === undefined) return null;
    return { ...rest, expenseType: type.value, projectId, receiptFileIds: [] };
  }

  /** A line's refusal on its row; a case one may not claim on reads like a missing one. */
  private refusal(ctx: SignedInContext, row: number, error: AppError): RowError {
    const field = (error.field ?? '').replace(/^lines\.\d+\./, '');
    if (field === 'projectId' && error.key === 'expense.caseNotFound')
      return rowError(COLUMNS, ctx.lang, row, 'caseNumber', 'expense.importCaseUnknown');
    return rowError(COLUMNS, ctx.lang, row, COLUMN_OF_FIELD[field] ?? field, error.key, error.params);
  }
}

/** A type named by its value or either of its labels, in any letter case. */
function typeFinder(types: ReadonlyMap<string, ExpenseType>): (text: string) => ExpenseType | undefined {
  const byName = new Map<string, ExpenseType>();
  for (const type of types.values())
    for (const name of [type.value, ...type.labels]) byName.set(name.trim().toLowerCase(), type);
  return (text) => byName.get(text.trim().toLowerCase());
}
