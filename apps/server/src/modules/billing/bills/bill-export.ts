import { type BillListQuery, type BillRow, type Language, translate } from '@venus/shared';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { WorkbookExport } from '../../../platform/spreadsheet/export-workbook.ts';
import type { SheetColumn } from '../../../platform/spreadsheet/sheet-columns.ts';
import type { BillListScope, BillListsService } from './bill-lists.service.ts';

function billColumns(lang: Language): SheetColumn<BillRow>[] {
  const label = (key: string) => `bill.export.${key}`;
  return [
    { key: 'number', label: label('number'), width: 18, cell: (row) => row.number ?? '' },
    { key: 'caseNumber', label: label('caseNumber'), width: 16, cell: (row) => row.caseNumber ?? '' },
    { key: 'caseName', label: label('caseName'), width: 36, cell: (row) => row.caseName },
    { key: 'clientName', label: label('clientName'), width: 30, cell: (row) => row.clientName },
    {
      key: 'status',
      label: label('status'),
      width: 12,
      cell: (row) => translate(lang, `bill.status.${row.status}`),
    },
    { key: 'billDate', label: label('billDate'), width: 12, cell: (row) => row.billDate },
    { key: 'dueDate', label: label('dueDate'), width: 12, cell: (row) => row.dueDate ?? '' },
    { key: 'currency', label: label('currency'), width: 8, cell: (row) => row.currency },
    { key: 'feeTotal', label: label('feeTotal'), width: 14, cell: (row) => row.feeTotal },
    {
      key: 'disbursementTotal',
      label: label('disbursementTotal'),
      width: 14,
      cell: (row) => row.disbursementTotal,
    },
    { key: 'taxTotal', label: label('taxTotal'), width: 12, cell: (row) => row.taxTotal },
    { key: 'total', label: label('total'), width: 14, cell: (row) => row.total },
    { key: 'totalCny', label: label('totalCny'), width: 14, cell: (row) => row.totalCny },
    { key: 'balance', label: label('balance'), width: 14, cell: (row) => row.balance },
  ];
}

/** The bill lists as a workbook: the same query and the same wall as the list on screen. */
export function billExport(
  lists: BillListsService,
  ctx: SignedInContext,
  filters: Omit<BillListQuery, 'pageNum' | 'pageSize'>,
  scope: BillListScope,
  maxRows: number,
): WorkbookExport<BillRow> {
  return {
    fileName: translate(ctx.lang, 'bill.export.sheetName'),
    sheetName: translate(ctx.lang, 'bill.export.sheetName'),
    columns: billColumns(ctx.lang),
    lang: ctx.lang,
    maxRows,
    fetchPage: async (pageNum, pageSize) => {
      const { rows, total } = await lists.find(
        ctx,
        { ...filters, pageNum, pageSize } as BillListQuery,
        scope,
      );
      return { rows, total };
    },
  };
}
