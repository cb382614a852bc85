import { PlusOutlined } from '@ant-design/icons';
import { BILLING_PERMISSIONS, PAGE_SIZES } from '@venus/shared';
import { Button, Empty, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { BillsTable } from './bills-table.tsx';
import { CurrencyAmount } from './currency-amount.tsx';
import { RECEIPT_LIST_PATH, receiptAddPath } from './receipt-paths.ts';
import { AGEING_BUCKETS, type ReceivableRow, useReceivableSummary, useReceivables } from './receipts-api.ts';
import { ReceivableTotals } from './receivable-totals.tsx';
import './billing.css';
import './receipts.css';

/** The client's 账单 tab: its bills the reader may see (decision 0035). */
export function ClientBillsTab({ clientId }: { clientId: number }) {
  return (
    <div data-testid="client-bills">
      <BillsTable filter={{ clientId }} />
    </div>
  );
}

/**
 * The client's 应收款 tab (hankun:receivable:list): what it owes today per currency, aged, and per
 * case; walled cases stay out for whoever is outside the wall (the server's ledger). Finance
 * records a receipt from here preset to the client.
 */
export function ClientReceivablesTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const allowed = useHasPermission(BILLING_PERMISSIONS.receivables);
  if (!allowed) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('receivablesView.financeOnly')} />;
  }
  return <ClientReceivables clientId={clientId} />;
}

function ClientReceivables({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayRecord = useHasPermission(BILLING_PERMISSIONS.receiptAdd);
  const mayList = useHasPermission(BILLING_PERMISSIONS.receiptList);
  const [pageNum, setPageNum] = useState(1);
  const summary = useReceivableSummary({ clientId });
  const cases = useReceivables({ clientId, groupBy: 'case', pageNum, pageSize: PAGE_SIZES[0] });
  const money = (bucket: keyof ReceivableRow) => (_: unknown, row: ReceivableRow) => (
    <CurrencyAmount currency={row.currency} value={String(row[bucket])} />
  );
  return (
    <Flex vertical gap={12} data-testid="client-receivables">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          {t('receivablesView.asOfLine', { date: summary.data?.asOf ?? '' })}
        </Typography.Text>
        <Flex gap={8} wrap>
          {mayList ? (
            <Button onClick={() => void navigate(RECEIPT_LIST_PATH)}>{t('receiptsView.listTitle')}</Button>
          ) : null}
          {mayRecord ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(receiptAddPath(t('pages.billReceiptV2'), clientId))}
            >
              {t('receiptsView.record')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <ReceivableTotals totals={summary.data?.totals ?? []} asOf={summary.data?.asOf ?? ''} />
      {(cases.data?.total ?? 0) > 0 ? (
        <Table<ReceivableRow>
          rowKey={(row) => `${row.groupId}:${row.currency}`}
          size="small"
          loading={cases.isLoading}
          dataSource={cases.data?.rows}
          scroll={{ x: 900 }}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZES[0],
            total: cases.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: setPageNum,
          }}
          columns={[
            { key: 'case', title: t('receivablesView.group.case'), width: 220, dataIndex: 'name' },
            {
              key: 'outstanding',
              title: t('receivablesView.outstanding'),
              width: 150,
              align: 'right',
              render: money('outstanding'),
            },
            ...AGEING_BUCKETS.map((bucket) => ({
              key: bucket,
              title: t(`receipt.export.${bucket}`),
              width: 130,
              align: 'right' as const,
              render: money(bucket),
            })),
          ]}
        />
      ) : null}
    </Flex>
  );
}
