import type { InvoiceRowView } from '@venus/shared';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { CurrencyAmount } from '../billing/currency-amount.tsx';
import { InvoiceStatusTag } from './invoice-status.tsx';

/** The invoice lists (spec billInvoice, audit/invoice/list): bill, title, money, number and status. */
export function invoiceColumns(t: TFunction): DataColumn<InvoiceRowView>[] {
  const label = (key: string) => t(`invoicesUi.field.${key}`);
  return [
    { prop: 'billNumber', name: label('billNumber'), width: 150, noHide: true },
    {
      prop: 'status',
      name: t('field.status'),
      width: 110,
      noHide: true,
      render: (_, row) => <InvoiceStatusTag invoice={row} />,
    },
    { prop: 'title', name: label('title'), width: 220 },
    {
      prop: 'invoiceType',
      name: label('invoiceType'),
      width: 140,
      render: (_, row) => t(`invoice.type.${row.invoiceType}`),
    },
    {
      prop: 'amount',
      name: label('amount'),
      width: 150,
      sortable: true,
      align: 'right',
      render: (_, row) => <CurrencyAmount currency={row.currency} value={row.amount} />,
    },
    { prop: 'invoiceNumber', name: label('invoiceNumber'), width: 170 },
    { prop: 'invoiceDate', name: label('invoiceDate'), width: 110, sortable: true },
    { prop: 'caseName', name: label('caseName'), width: 200 },
    { prop: 'clientName', name: label('clientName'), width: 200 },
    { prop: 'requestedByName', name: label('requestedBy'), width: 100 },
  ];
}
