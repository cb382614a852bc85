import {
  addDays,
  formatCaseNumber,
  type Language,
  translate,
  WORKLOG_IMPORT_COLUMNS,
  worklogImportRowSchema,
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
import type { WorklogCases } from './worklogs.collaborators.ts';
import type { WorklogsService } from './worklogs.service.ts';

/** The template's one example row, in the reader's language. */
type ExampleRow = Record<(typeof WORKLOG_IMPORT_COLUMNS)[number], string>;

const WIDTHS: Record<(typeof WORKLOG_IMPORT_COLUMNS)[number], number> = {
  workDate: 12,
  caseNumber: 18,
  hours: 12,
  billable: 10,
  activityCode: 12,
  taskCode: 12,
  narrative: 48,
};

/** The sheet's columns: headers `worklog.import.*` in either language, or the keys themselves. */
const COLUMNS = importSheetColumns(WORKLOG_IMPORT_COLUMNS, 'worklog.import', WIDTHS);

/** An entry's refusal names its form field; the sheet names the case by its number. */
const COLUMN_OF_FIELD: Readonly<Record<string, string>> = { projectId: 'caseNumber' };

const caseKey = (number: string) => number.trim().toUpperCase();

/**
 * The worklog import (spec batchImportWorklog, decision 0026): every row goes through the shared
 * entry schema and the very rules of a single entry (WorklogsService.insertEntry), in file order
 * in one transaction, so the day cap counts the file's earlier rows too. Every row's problems are
 * reported together; one problem anywhere and nothing is written.
 */
export class WorklogImportService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      entries: Pick<WorklogsService, 'insertEntry'>;
      cases: Pick<WorklogCases, 'caseIdsMatching' | 'casesByIds'>;
      maxRows: () => Promise<number>;
      today: () => string;
    },
  ) {}

  /** The template: the columns and one example row, in the caller's language. */
  template(lang: Language): WorkbookExport<ExampleRow> {
    const today = this.deps.today();
    const example: ExampleRow = {
      workDate: addDays(today, -1),
      caseNumber: formatCaseNumber(yearOf(today), 'BJ', '1', 1),
      hours: '1.5',
      billable: translate(lang, 'worklog.import.yes'),
      activityCode: 'A104',
      taskCode: 'L120',
      narrative: translate(lang, 'worklog.import.exampleNarrative'),
    };
    return importTemplate(
      lang,
      { fileName: 'worklog.import.templateName', sheetName: 'worklog.import.sheetName' },
      COLUMNS,
      example,
    );
  }

  /** Imports the caller's own time from the sheet, all or nothing; answers how many entries. */
  async importEntries(ctx: SignedInContext, file: Buffer): Promise<number> {
    const parsed = await parseWorkbook(file, {
      columns: COLUMNS,
      schema: worklogImportRowSchema,
      lang: ctx.lang,
      maxRows: await this.deps.maxRows(),
    });
    const caseIds = await this.caseIdsByNumber(parsed.rows.map(({ value }) => value.caseNumber));
    return this.db.transaction(async (tx) => {
      const errors: RowError[] = [...parsed.errors];
      for (const { row, value } of parsed.rows) {
        const projectId = caseIds.get(caseKey(value.caseNumber));
        if (projectId === undefined) {
          errors.push(this.error(ctx, row, 'caseNumber', 'worklog.importCaseUnknown'));
          continue;
        }
        const { caseNumber: _number, ...entry } = value;
        try {
          // A savepoint per row: a refused row leaves no trace, and the next rows are still checked.
          await tx.transaction((row) =>
            this.deps.entries.insertEntry(ctx, ctx.actor.userId, { ...entry, projectId }, row),
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          // A case one may not record time on reads like a missing one: a walled case stays unseen.
          if (error.key === 'worklog.caseNotBillable')
            errors.push(this.error(ctx, row, 'caseNumber', 'worklog.importCaseUnknown'));
          else
            errors.push(
              this.error(
                ctx,
                row,
                COLUMN_OF_FIELD[error.field ?? ''] ?? error.field ?? '',
                error.key,
                error.params,
              ),
            );
        }
      }
      if (errors.length > 0) throw importRefused(errors);
      return parsed.rows.length;
    });
  }

  private error(
    ctx: SignedInContext,
    row: number,
    field: string,
    key: string,
    params: Record<string, unknown> = {},
  ) {
    return rowError(COLUMNS, ctx.lang, row, field, key, params);
  }

  /**
   * The sheet's case numbers to ids, compared without regard to case. Whether the caller may
   * record time on each is the entry's own rule, checked per row.
   */
  private async caseIdsByNumber(numbers: readonly string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(numbers.map(caseKey))];
    const found = new Map<string, number>();
    for (const number of wanted) {
      const candidates = await this.deps.cases.casesByIds(await this.deps.cases.caseIdsMatching(number));
      for (const kase of candidates.values()) {
        if (kase.number !== null && caseKey(kase.number) === number) found.set(number, kase.projectId);
      }
    }
    return found;
  }
}
