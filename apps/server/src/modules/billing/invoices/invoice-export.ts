import { type InvoiceListQuery, type InvoiceRowView, type Language, translate } from '@venus/shared';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { WorkbookExport } from '../../../platform/spreadsheet/export-workbook.ts';
import type { SheetColumn } from '../../../platform/spreadsheet/sheet-columns.ts';
import type { InvoiceListScope, InvoiceListsService } from './invoice-lists.service.ts';

function invoiceColumns(lang: Language): SheetColumn<InvoiceRowView>[] {
  const label = (key: string) => `invoice.export.${key}`;
  return [
    {
      key: 'invoiceNumber',
      label: label('invoiceNumber'),
      width: 16,
      cell: (row) => row.invoiceNumber ?? '',
    },
    { key: 'invoiceDate', label: label('invoiceDate'), width: 12, cell: (row) => row.invoiceDate ?? '' },
    { key: 'billNumber', label: label('billNumber'), width: 18, cell: (row) => row.billNumber ?? '' },
    { key: 'caseName', label: label('caseName'), width: 32, cell: (row) => row.caseName },
    { key: 'clientName', label: label('clientName'), width: 28, cell: (row) => row.clientName },
    { key: 'title', label: label('title'), width: 28, cell: (row) => row.title },
    { key: 'taxNumber', label: label('taxNumber'), width: 22, cell: (row) => row.taxNumber },
    {
      key: 'invoiceType',
      label: label('invoiceType'),
      width: 14,
      cell: (row) => translate(lang, `invoice.type.${row.invoiceType}`),
    },
    { key: 'currency', label: label('currency'), width: 8, cell: (row) => row.currency },
    { key: 'amount', label: label('amount'), width: 14, cell: (row) => row.amount },
    { key: 'taxAmount', label: label('taxAmount'), width: 12, cell: (row) => row.taxAmount },
    {
      key: 'status',
      label: label('status'),
      width: 12,
      cell: (row) => translate(lang, `invoice.status.${row.reversesInvoiceId ? 'redLetter' : row.status}`),
    },
    { key: 'requestedBy', label: label('requestedBy'), width: 12, cell: (row) => row.requestedByName },
  ];
}

/** The invoice list as a workbook: the same query and the same wall as the list on screen. */
export function invoiceExport(
  lists: InvoiceListsService,
  ctx: SignedInContext,
  filters: Omit<InvoiceListQuery, 'pageNum' | 'pageSize'>,
  scope: InvoiceListScope,
  maxRows: number,
): WorkbookExport<InvoiceRowView> {
  return {
    fileName: translate(ctx.lang, 'invoice.export.sheetName'),
    sheetName: translate(ctx.lang, 'invoice.export.sheetName'),
    columns: invoiceColumns(ctx.lang),
    lang: ctx.lang,
    maxRows,
    fetchPage: async (pageNum, pageSize) => {
      const { rows, total } = await lists.find(
        ctx,
        { ...filters, pageNum, pageSize } as InvoiceListQuery,
        scope,
      );
      return { rows, total };
    },
  };
}
