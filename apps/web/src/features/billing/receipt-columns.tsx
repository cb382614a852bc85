import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { CurrencyAmount } from './currency-amount.tsx';
import { ReceiptStatusTags } from './receipt-status.tsx';
import type { ReceiptRow } from './receipts-api.ts';

/** Finance's receipt list (spec billReceiptV2): number, client, money in and what is left of it. */
export function receiptColumns(t: TFunction): DataColumn<ReceiptRow>[] {
  const label = (key: string) => t(`receiptsView.field.${key}`);
  const money = (value: (row: ReceiptRow) => string) => (_: unknown, row: ReceiptRow) => (
    <CurrencyAmount currency={row.currency} value={value(row)} />
  );
  return [
    { prop: 'number', name: label('number'), width: 150, sortable: true, noHide: true },
    {
      prop: 'status',
      name: t('field.status'),
      width: 180,
      noHide: true,
      render: (_, row) => <ReceiptStatusTags receipt={row} />,
    },
    { prop: 'receivedOn', name: label('receivedOn'), width: 110, sortable: true },
    { prop: 'clientName', name: label('client'), width: 200 },
    {
      prop: 'amount',
      name: label('amount'),
      width: 150,
      sortable: true,
      align: 'right',
      render: money((row) => row.amount),
    },
    {
      prop: 'unallocated',
      name: label('unallocated'),
      width: 150,
      align: 'right',
      render: money((row) => row.unallocated),
    },
    { prop: 'payer', name: label('payer'), width: 180 },
    { prop: 'reference', name: label('reference'), width: 160 },
    { prop: 'bankAccount', name: label('bankAccount'), width: 220 },
  ];
}
