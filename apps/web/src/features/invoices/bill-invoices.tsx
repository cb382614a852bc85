import { BILL_OPEN, BILLING_PERMISSIONS, type BillDetail, type InvoiceRowView } from '@venus/shared';
import { Button, Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { CurrencyAmount } from '../billing/currency-amount.tsx';
import { invoiceDetailPath } from './invoice-paths.ts';
import { InvoiceRequestDialog } from './invoice-request-dialog.tsx';
import { InvoiceStatusTag } from './invoice-status.tsx';
import { useBillInvoices } from './invoices-api.ts';

/** The bill page's 发票 card: its invoices, and 申请开票 while the bill is open (decision 0039). */
export function BillInvoices({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  const mayApply = useHasPermission(BILLING_PERMISSIONS.invoiceApply);
  const invoices = useBillInvoices(bill.billId);
  const [requesting, setRequesting] = useState(false);
  const label = (key: string) => t(`invoicesUi.field.${key}`);
  return (
    <Card
      variant="borderless"
      title={t('invoicesUi.billCardTitle')}
      className="venus-bills__invoices"
      extra={
        mayApply && BILL_OPEN.includes(bill.status) ? (
          <Button type="primary" onClick={() => setRequesting(true)}>
            {t('invoicesUi.request')}
          </Button>
        ) : null
      }
    >
      <Table<InvoiceRowView>
        size="small"
        rowKey="invoiceId"
        loading={invoices.isLoading}
        dataSource={invoices.data ?? []}
        pagination={false}
        locale={{ emptyText: t('invoicesUi.none') }}
        columns={[
          {
            key: 'status',
            title: t('field.status'),
            render: (_, row) => <InvoiceStatusTag invoice={row} />,
          },
          { key: 'title', title: label('title'), dataIndex: 'title' },
          {
            key: 'type',
            title: label('invoiceType'),
            render: (_, row) => t(`invoice.type.${row.invoiceType}`),
          },
          {
            key: 'amount',
            title: label('amount'),
            align: 'right',
            render: (_, row) => <CurrencyAmount currency={row.currency} value={row.amount} />,
          },
          { key: 'number', title: label('invoiceNumber'), render: (_, row) => row.invoiceNumber ?? '' },
          { key: 'date', title: label('invoiceDate'), render: (_, row) => row.invoiceDate ?? '' },
          {
            key: 'open',
            title: '',
            render: (_, row) => (
              <Link to={invoiceDetailPath(bill.number ?? String(bill.billId), row.invoiceId)}>
                {t('invoicesUi.view')}
              </Link>
            ),
          },
        ]}
      />
      {requesting ? (
        <InvoiceRequestDialog bill={bill} open={requesting} onClose={() => setRequesting(false)} />
      ) : null}
    </Card>
  );
}
