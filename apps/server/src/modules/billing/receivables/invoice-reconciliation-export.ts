import { type InvoiceReconciliationQuery, type InvoiceReconciliationRowView, translate } from '@venus/shared';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { WorkbookExport } from '../../../platform/spreadsheet/export-workbook.ts';
import type { SheetColumn } from '../../../platform/spreadsheet/sheet-columns.ts';
import type { InvoiceReconciliationService } from './invoice-reconciliation.service.ts';

type Row = InvoiceReconciliationRowView;
const label = (key: string) => `invoiceReconciliation.export.${key}`;
const column = (key: string, width: number, cell: (row: Row) => string | null): SheetColumn<Row> => ({
  key,
  label: label(key),
  width,
  cell,
});

/** 开票收款核对 as a workbook: the same filter, order and wall as the list on screen. */
export function invoiceReconciliationExport(
  reconciliation: InvoiceReconciliationService,
  ctx: SignedInContext,
  filters: Omit<InvoiceReconciliationQuery, 'pageNum' | 'pageSize'>,
  maxRows: number,
): WorkbookExport<Row> {
  return {
    fileName: translate(ctx.lang, label('sheetName')),
    sheetName: translate(ctx.lang, label('sheetName')),
    lang: ctx.lang,
    maxRows,
    columns: [
      column('billNumber', 18, (row) => row.billNumber),
      column('billDate', 12, (row) => row.billDate),
      column('clientName', 28, (row) => row.clientName),
      column('caseName', 32, (row) => row.caseName),
      column('currency', 8, (row) => row.currency),
      column('total', 14, (row) => row.total),
      column('invoiced', 14, (row) => row.invoiced),
      column('lastInvoiceDate', 12, (row) => row.lastInvoiceDate),
      column('received', 14, (row) => row.received),
      column('lastReceivedOn', 12, (row) => row.lastReceivedOn),
      column('gap', 14, (row) => row.gap),
      column('state', 14, (row) => translate(ctx.lang, `invoiceReconciliation.state.${row.state}`)),
    ],
    fetchPage: (pageNum, pageSize) =>
      reconciliation.list(ctx, { ...filters, pageNum, pageSize } as InvoiceReconciliationQuery),
  };
}
