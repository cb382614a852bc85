import { type ExpenseClaimListQuery, type ExpenseClaimRow, type Language, translate } from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { WorkbookExport } from '../../platform/spreadsheet/export-workbook.ts';
import type { SheetColumn } from '../../platform/spreadsheet/sheet-columns.ts';
import type { ExpenseListScope } from './expense-access.ts';
import type { ExpenseListsService } from './expense-lists.service.ts';

function claimColumns(lang: Language): SheetColumn<ExpenseClaimRow>[] {
  const label = (key: string) => `expense.export.${key}`;
  return [
    { key: 'claimId', label: label('claimId'), width: 10, cell: (row) => String(row.claimId) },
    { key: 'title', label: label('title'), width: 36, cell: (row) => row.title },
    { key: 'applicant', label: label('applicant'), width: 14, cell: (row) => row.applicantName },
    {
      key: 'status',
      label: label('status'),
      width: 10,
      cell: (row) => translate(lang, `expense.status.${row.status}`),
    },
    { key: 'lineCount', label: label('lineCount'), width: 8, cell: (row) => String(row.lineCount) },
    { key: 'total', label: label('total'), width: 14, cell: (row) => row.total },
    { key: 'taxTotal', label: label('taxTotal'), width: 12, cell: (row) => row.taxTotal },
    { key: 'billableTotal', label: label('billableTotal'), width: 14, cell: (row) => row.billableTotal },
    { key: 'submittedAt', label: label('submittedAt'), width: 20, cell: (row) => row.submittedAt ?? '' },
    { key: 'paidDate', label: label('paidDate'), width: 12, cell: (row) => row.paidDate ?? '' },
  ];
}

/** The claim list as a workbook: the same query and the same walls as the list on screen. */
export function expenseExport(
  lists: ExpenseListsService,
  ctx: SignedInContext,
  filters: Omit<ExpenseClaimListQuery, 'pageNum' | 'pageSize'>,
  scope: ExpenseListScope,
  maxRows: number,
): WorkbookExport<ExpenseClaimRow> {
  return {
    fileName: translate(ctx.lang, 'expense.export.sheetName'),
    sheetName: translate(ctx.lang, 'expense.export.sheetName'),
    columns: claimColumns(ctx.lang),
    lang: ctx.lang,
    maxRows,
    fetchPage: async (pageNum, pageSize) =>
      lists.find(ctx, { ...filters, pageNum, pageSize } as ExpenseClaimListQuery, scope),
  };
}
