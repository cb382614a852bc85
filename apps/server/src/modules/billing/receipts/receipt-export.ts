import { type ReceiptListQuery, type ReceivableQuery, translate } from '@venus/shared';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { WorkbookExport } from '../../../platform/spreadsheet/export-workbook.ts';
import type { SheetColumn } from '../../../platform/spreadsheet/sheet-columns.ts';
import type { ReceivablesService } from '../receivables/receivables.service.ts';
import type { ReceivableRowView } from '../receivables/receivables.views.ts';
import type { ReceiptsService } from './receipts.service.ts';
import type { ReceiptRowView } from './receipts.views.ts';

const label = (key: string) => `receipt.export.${key}`;
const column = <Row>(key: string, width: number, cell: (row: Row) => string | number): SheetColumn<Row> => ({
  key,
  label: label(key),
  width,
  cell,
});

/** Finance's receipt list as a workbook, with the list's filters and walls. */
export function receiptExport(
  receipts: ReceiptsService,
  ctx: SignedInContext,
  filters: Omit<ReceiptListQuery, 'pageNum' | 'pageSize'>,
  maxRows: number,
): WorkbookExport<ReceiptRowView> {
  const yesNo = (value: boolean) => translate(ctx.lang, label(value ? 'yes' : 'no'));
  return {
    fileName: translate(ctx.lang, label('fileName')),
    sheetName: translate(ctx.lang, label('sheet')),
    lang: ctx.lang,
    maxRows,
    columns: [
      column<ReceiptRowView>('number', 18, (row) => row.number),
      column('receivedOn', 12, (row) => row.receivedOn),
      column('client', 32, (row) => row.clientName),
      column('payer', 28, (row) => row.payer),
      column('currency', 8, (row) => row.currency),
      column('amount', 16, (row) => row.amount),
      column('exchangeRate', 12, (row) => row.exchangeRate),
      column('allocated', 16, (row) => row.allocatedTotal),
      column('unallocated', 16, (row) => row.unallocated),
      column('bankAccount', 24, (row) => row.bankAccount),
      column('reference', 20, (row) => row.reference),
      column('retainer', 8, (row) => yesNo(row.isRetainer)),
      column('status', 10, (row) => translate(ctx.lang, `receipt.status.${row.status}`)),
    ],
    fetchPage: (pageNum, pageSize) =>
      receipts.list(ctx, { ...filters, pageNum, pageSize } as ReceiptListQuery),
  };
}

/** Receivables grouped and aged as on screen, as a workbook. */
export function receivableExport(
  receivables: ReceivablesService,
  ctx: SignedInContext,
  filters: Omit<ReceivableQuery, 'pageNum' | 'pageSize'>,
  maxRows: number,
): WorkbookExport<ReceivableRowView> {
  return {
    fileName: translate(ctx.lang, label('receivablesFileName')),
    sheetName: translate(ctx.lang, label('receivablesSheet')),
    lang: ctx.lang,
    maxRows,
    columns: [
      column<ReceivableRowView>('group', 32, (row) => row.name),
      column('currency', 8, (row) => row.currency),
      column('outstanding', 16, (row) => row.outstanding),
      column('days0to30', 14, (row) => row.days0to30),
      column('days31to60', 14, (row) => row.days31to60),
      column('days61to90', 14, (row) => row.days61to90),
      column('days91to180', 14, (row) => row.days91to180),
      column('over180', 14, (row) => row.over180),
    ],
    fetchPage: (pageNum, pageSize) =>
      receivables.list(ctx, { ...filters, pageNum, pageSize } as ReceivableQuery),
  };
}
