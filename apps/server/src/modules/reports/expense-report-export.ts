import {
  type ExpenseReportFilters,
  type ExpenseReportQuery,
  type ExpenseReportRow,
  translate,
} from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { WorkbookExport } from '../../platform/spreadsheet/export-workbook.ts';
import type { SheetColumn } from '../../platform/spreadsheet/sheet-columns.ts';
import type { ExpenseReportService } from './expense-report.service.ts';

const label = (key: string) => `report.expenseExport.${key}`;
type Column = SheetColumn<ExpenseReportRow>;

/** The figures every sheet ends with, as the screen's columns. */
const SUM_COLUMNS: Column[] = [
  { key: 'amountCny', label: label('amountCny'), width: 14, cell: (row) => row.amountCny },
  { key: 'taxCny', label: label('taxCny'), width: 12, cell: (row) => row.taxCny },
  { key: 'billableCny', label: label('billableCny'), width: 14, cell: (row) => row.billableCny },
];

function columnsOf(ctx: SignedInContext, groupBy: ExpenseReportFilters['groupBy']): Column[] {
  if (groupBy === 'line') {
    const kind = (row: ExpenseReportRow) => (row.kind ? translate(ctx.lang, label(`kind.${row.kind}`)) : '');
    return [
      { key: 'expenseDate', label: label('expenseDate'), width: 12, cell: (row) => row.expenseDate },
      { key: 'applicantName', label: label('applicantName'), width: 12, cell: (row) => row.applicantName },
      { key: 'deptName', label: label('deptName'), width: 16, cell: (row) => row.deptName },
      { key: 'kind', label: label('kindColumn'), width: 10, cell: kind },
      { key: 'title', label: label('title'), width: 24, cell: (row) => row.title },
      { key: 'caseNumber', label: label('caseNumber'), width: 16, cell: (row) => row.caseNumber ?? '' },
      { key: 'caseName', label: label('caseName'), width: 30, cell: (row) => row.caseName },
      { key: 'expenseType', label: label('expenseType'), width: 12, cell: (row) => row.label },
      { key: 'expenseCode', label: label('expenseCode'), width: 8, cell: (row) => row.expenseCode },
      { key: 'description', label: label('description'), width: 30, cell: (row) => row.description },
      ...SUM_COLUMNS,
    ];
  }
  return [
    { key: 'label', label: label(`group.${groupBy}`), width: 30, cell: (row) => row.label },
    { key: 'lineCount', label: label('lineCount'), width: 10, cell: (row) => row.lineCount },
    ...SUM_COLUMNS,
  ];
}

/**
 * The report as on screen (decision 0047): the same filters, grouping, scope and walls, every row
 * page by page, then the totals row — the screen's sum bar — so the sheet adds up as the page does.
 */
export function expenseReportExport(
  reports: ExpenseReportService,
  ctx: SignedInContext,
  filters: ExpenseReportFilters,
  maxRows: number,
): WorkbookExport<ExpenseReportRow> {
  const name = translate(ctx.lang, label('name'));
  const query = (pageNum: number, pageSize: number) =>
    ({ ...filters, pageNum, pageSize }) as ExpenseReportQuery;
  return {
    fileName: name,
    sheetName: name,
    lang: ctx.lang,
    maxRows,
    columns: columnsOf(ctx, filters.groupBy),
    fetchPage: (pageNum, pageSize) => reports.report(ctx, query(pageNum, pageSize)),
    totalsRow: async () => {
      const { totals } = await reports.report(ctx, query(1, 10));
      const blank = Object.fromEntries(
        ['key', 'kind', 'title', 'expenseDate', 'applicantName', 'deptName', 'caseName', 'expenseType']
          .concat(['expenseCode', 'description'])
          .map((key) => [key, '']),
      );
      return {
        ...(blank as unknown as ExpenseReportRow),
        lineId: null,
        claimId: null,
        projectId: null,
        caseNumber: null,
        label: translate(ctx.lang, label('totals')),
        // The line sheet's first column is the date: the totals' label goes there.
        ...(filters.groupBy === 'line' ? { expenseDate: translate(ctx.lang, label('totals')) } : {}),
        ...totals,
      };
    },
  };
}
