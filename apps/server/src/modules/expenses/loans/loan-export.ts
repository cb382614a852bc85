import {
  formatIsoDateTime,
  type Language,
  type LoanExportInput,
  type LoanRow,
  translate,
} from '@venus/shared';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { WorkbookExport } from '../../../platform/spreadsheet/export-workbook.ts';
import type { SheetColumn } from '../../../platform/spreadsheet/sheet-columns.ts';
import type { LoanListsService } from './loan-lists.service.ts';

function loanColumns(lang: Language): SheetColumn<LoanRow>[] {
  const label = (key: string) => `loan.export.${key}`;
  return [
    { key: 'loanId', label: label('loanId'), width: 10, cell: (row) => String(row.loanId) },
    { key: 'applicant', label: label('applicant'), width: 14, cell: (row) => row.applicantName },
    { key: 'purpose', label: label('purpose'), width: 36, cell: (row) => row.purpose },
    { key: 'caseName', label: label('caseName'), width: 30, cell: (row) => row.caseName },
    { key: 'amount', label: label('amount'), width: 14, cell: (row) => row.amount },
    { key: 'currency', label: label('currency'), width: 8, cell: (row) => row.currency },
    { key: 'repaidTotal', label: label('repaidTotal'), width: 14, cell: (row) => row.repaidTotal },
    { key: 'balance', label: label('balance'), width: 14, cell: (row) => row.balance },
    {
      key: 'expectedRepayDate',
      label: label('expectedRepayDate'),
      width: 14,
      cell: (row) => row.expectedRepayDate,
    },
    {
      key: 'status',
      label: label('status'),
      width: 10,
      cell: (row) => translate(lang, `loan.status.${row.status}`),
    },
    {
      key: 'submittedAt',
      label: label('submittedAt'),
      width: 18,
      cell: (row) => (row.submittedAt ? formatIsoDateTime(new Date(row.submittedAt)) : ''),
    },
    { key: 'paidDate', label: label('paidDate'), width: 12, cell: (row) => row.paidDate ?? '' },
  ];
}

/** 我的借款 or 全部借款 as a workbook: the list's filters, order and walls, page by page. */
export function loanExport(
  lists: LoanListsService,
  ctx: SignedInContext,
  { scope, ...filters }: LoanExportInput,
  maxRows: number,
): WorkbookExport<LoanRow> {
  return {
    fileName: translate(ctx.lang, 'loan.export.sheetName'),
    sheetName: translate(ctx.lang, 'loan.export.sheetName'),
    columns: loanColumns(ctx.lang),
    lang: ctx.lang,
    maxRows,
    fetchPage: async (pageNum, pageSize) => lists.find(ctx, { ...filters, pageNum, pageSize }, scope),
  };
}
