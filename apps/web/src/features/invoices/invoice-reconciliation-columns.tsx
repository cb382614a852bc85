import type { InvoiceReconciliationRowView, ReconciliationState } from '@venus/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { CurrencyAmount } from '../billing/currency-amount.tsx';

type Row = InvoiceReconciliationRowView;

const STATE_COLOURS: Record<ReconciliationState, string> = {
  invoicedNotReceived: 'warning',
  receivedNotInvoiced: 'error',
  matched: 'success',
};

export function ReconciliationStateTag({ state, t }: { state: ReconciliationState; t: TFunction }) {
  return (
    <Tag color={STATE_COLOURS[state]} data-reconciliation-state={state}>
      {t(`invoiceReconciliation.state.${state}`)}
    </Tag>
  );
}

/** 开票收款核对's columns: the bill, what was invoiced and received on it, and the difference. */
export function invoiceReconciliationColumns(t: TFunction): DataColumn<Row>[] {
  const label = (key: string) => t(`invoiceReconciliationUi.field.${key}`);
  const amount = (prop: 'total' | 'invoiced' | 'received' | 'gap', sortable: boolean): DataColumn<Row> => ({
    prop,
    name: label(prop),
    width: 140,
    align: 'right',
    sortable,
    render: (_, row) => <CurrencyAmount currency={row.currency} value={row[prop]} />,
  });
  return [
    { prop: 'billNumber', name: label('billNumber'), width: 160, noHide: true },
    {
      prop: 'state',
      name: t('invoiceReconciliationUi.state'),
      width: 130,
      noHide: true,
      render: (_, row) => <ReconciliationStateTag state={row.state} t={t} />,
    },
    { prop: 'clientName', name: label('clientName'), width: 180 },
    amount('invoiced', true),
    amount('received', true),
    amount('gap', true),
    { prop: 'billDate', name: label('billDate'), width: 110, sortable: true },
    amount('total', false),
    { prop: 'caseName', name: label('caseName'), width: 220 },
    { prop: 'invoiceCount', name: label('invoiceCount'), width: 90, align: 'right' },
    { prop: 'lastInvoiceDate', name: label('lastInvoiceDate'), width: 110 },
    { prop: 'lastReceivedOn', name: label('lastReceivedOn'), width: 110 },
  ];
}
