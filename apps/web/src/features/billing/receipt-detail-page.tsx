import { BILLING_PERMISSIONS, toDecimal } from '@venus/shared';
import { Button, Card, Descriptions, Result, Space, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error.ts';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { MoneyText } from '../../components/money/money-text.tsx';
import { billDetailPath } from './bill-paths.ts';
import { CurrencyAmount } from './currency-amount.tsx';
import { ReceiptAllocateDialog } from './receipt-allocate-dialog.tsx';
import { idParamOf } from './receipt-paths.ts';
import { ReceiptReasonDialog } from './receipt-reason-dialog.tsx';
import { ReceiptStatusTags } from './receipt-status.tsx';
import { type ReceiptAllocation, type ReceiptDetail, useReceipt, useReceiptActions } from './receipts-api.ts';
import './billing.css';
import './receipts.css';

/** Spec /receipt/detail/:title, ?id=: one receipt, its allocations, and allocating what is left. */
export function ReceiptDetailPage() {
  const { t } = useTranslation();
  const receipt = useReceipt(idParamOf(useSearchParams()[0]));
  if (receipt.isLoading) return <Spin />;
  if (!receipt.data) {
    // A receipt that paid a walled case is "not found" outside the wall, as a missing one is.
    const said = isApiError(receipt.error) && receipt.error.msg ? receipt.error.msg : t('receipt.notFound');
    return <Result status="404" title={said} />;
  }
  return <ReceiptView receipt={receipt.data} />;
}

type Undo = { kind: 'void' } | { kind: 'reverse'; allocation: ReceiptAllocation } | null;

function ReceiptView({ receipt }: { receipt: ReceiptDetail }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`receiptsView.field.${key}`);
  const mayAllocate = useHasPermission(BILLING_PERMISSIONS.receiptAllocate);
  const mayVoid = useHasPermission(BILLING_PERMISSIONS.receiptAdd);
  const [allocating, setAllocating] = useState(false);
  const [undo, setUndo] = useState<Undo>(null);
  const actions = useReceiptActions();
  const live = receipt.status !== 'voided';
  const left = toDecimal(receipt.unallocated).gt(0);
  const money = (value: string) => <CurrencyAmount currency={receipt.currency} value={value} />;

  const confirmUndo = (reason: string) =>
    undo?.kind === 'reverse'
      ? actions.reverse.mutateAsync({ allocationId: undo.allocation.allocationId, reason })
      : actions.void.mutateAsync({ receiptId: receipt.receiptId, reason });

  return (
    <div className="venus-receipts venus-receipts--detail" data-receipt={receipt.receiptId}>
      <Card
        variant="borderless"
        title={t('receiptsView.detailTitle', { number: receipt.number })}
        extra={
          <Space wrap>
            {mayAllocate && live && left ? (
              <Button type="primary" onClick={() => setAllocating(true)}>
                {t('receiptsView.allocate.open')}
              </Button>
            ) : null}
            {mayVoid && live && toDecimal(receipt.allocatedTotal).isZero() ? (
              <Button danger onClick={() => setUndo({ kind: 'void' })}>
                {t('receiptsView.void')}
              </Button>
            ) : null}
          </Space>
        }
      >
        <Descriptions
          className="venus-receipts__header"
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'number', label: label('number'), children: receipt.number },
            { key: 'status', label: t('field.status'), children: <ReceiptStatusTags receipt={receipt} /> },
            { key: 'client', label: label('client'), children: receipt.clientName },
            { key: 'payer', label: label('payer'), children: receipt.payer },
            { key: 'receivedOn', label: label('receivedOn'), children: receipt.receivedOn },
            { key: 'amount', label: label('amount'), children: money(receipt.amount) },
            { key: 'allocated', label: label('allocated'), children: money(receipt.allocatedTotal) },
            {
              key: 'unallocated',
              label: label('unallocated'),
              children: <span data-testid="receipt-unallocated">{money(receipt.unallocated)}</span>,
            },
            ...(receipt.currency === 'CNY'
              ? []
              : [{ key: 'rate', label: label('exchangeRate'), children: receipt.exchangeRate }]),
            { key: 'bank', label: label('bankAccount'), children: receipt.bankAccount },
            { key: 'reference', label: label('reference'), children: receipt.reference || '—' },
            {
              key: 'retainer',
              label: label('retainer'),
              children: receipt.isRetainer ? t('receiptsView.retainerYes') : t('receiptsView.retainerNo'),
            },
            ...(receipt.remark
              ? [{ key: 'remark', label: label('remark'), span: 'filled' as const, children: receipt.remark }]
              : []),
            ...(receipt.voidReason
              ? [
                  {
                    key: 'void',
                    label: label('voidReason'),
                    span: 'filled' as const,
                    children: receipt.voidReason,
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card variant="borderless" title={t('receiptsView.allocationsTitle')}>
        <Table<ReceiptAllocation>
          rowKey="allocationId"
          size="small"
          pagination={false}
          scroll={{ x: 640 }}
          dataSource={receipt.allocations}
          data-testid="receipt-allocations"
          locale={{ emptyText: t('receiptsView.noAllocations') }}
          columns={[
            {
              key: 'bill',
              title: label('bill'),
              width: 160,
              render: (_, row) =>
                row.billNumber ? (
                  <Link to={billDetailPath(row.billNumber, row.billId)}>{row.billNumber}</Link>
                ) : (
                  `#${row.billId}`
                ),
            },
            {
              key: 'amount',
              title: label('amount'),
              width: 140,
              align: 'right',
              render: (_, row) => money(row.amount),
            },
            { key: 'date', title: label('allocatedOn'), width: 110, dataIndex: 'allocatedOn' },
            {
              key: 'fx',
              title: label('fxDifference'),
              width: 130,
              align: 'right',
              responsive: ['md'],
              render: (_, row) =>
                toDecimal(row.fxDifferenceCny).isZero() ? '—' : <MoneyText value={row.fxDifferenceCny} />,
            },
            {
              key: 'state',
              title: t('field.status'),
              render: (_, row) =>
                row.reversedOn ? (
                  <Typography.Text type="secondary">
                    {t('receiptsView.reversed', { date: row.reversedOn, reason: row.reversalReason })}
                  </Typography.Text>
                ) : mayAllocate && live ? (
                  <Button size="small" onClick={() => setUndo({ kind: 'reverse', allocation: row })}>
                    {t('receiptsView.reverse')}
                  </Button>
                ) : (
                  t('receiptsView.inForce')
                ),
            },
          ]}
        />
      </Card>
      <ReceiptAllocateDialog receipt={receipt} open={allocating} onClose={() => setAllocating(false)} />
      <ReceiptReasonDialog
        open={undo !== null}
        title={undo?.kind === 'reverse' ? t('receiptsView.reverse') : t('receiptsView.void')}
        saving={actions.reverse.isPending || actions.void.isPending}
        onConfirm={confirmUndo}
        onClose={() => setUndo(null)}
      />
    </div>
  );
}
