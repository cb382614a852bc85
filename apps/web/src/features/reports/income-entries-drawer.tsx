import type { IncomeEntry } from '@venus/shared';
import { type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VenusDrawer } from '../../components/drawer/venus-drawer.tsx';
import { PagedTable } from '../../components/list/paged-table.tsx';
import { MoneyText } from '../../components/money/money-text.tsx';
import { billDetailPath } from '../billing/bill-paths.ts';
import { CurrencyAmount } from '../billing/currency-amount.tsx';
import { receiptDetailPath } from '../billing/receipt-paths.ts';
import { type IncomeDrill, useIncomeEntries } from './income-api.ts';

/**
 * The drill-down (issue 21 must-hold 1): the ledger entries behind one figure — bills issued,
 * credit notes, write-offs, receipt allocations and their reversals — each bill and receipt
 * opening its own page. The entries add up to the figure clicked. `report` is the base path of
 * the report drilled from (an income report, or partner withholding for a month's income).
 */
export function IncomeEntriesDrawer({
  report,
  drill,
  onClose,
}: {
  report: string;
  drill: IncomeDrill | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching } = useIncomeEntries(report, drill, pageNum);
  const columns: TableColumnsType<IncomeEntry> = [
    { key: 'date', title: t('reportsView.entry.date'), dataIndex: 'date', width: 110 },
    {
      key: 'kind',
      title: t('reportsView.entry.kind'),
      width: 110,
      render: (_, row) => t(`reportsView.entryKind.${row.kind}`),
    },
    {
      key: 'bill',
      title: t('reportsView.entry.bill'),
      width: 160,
      render: (_, row) => (
        <Link to={billDetailPath(row.billNumber ?? '', row.billId)} onClick={onClose}>
          {row.billNumber}
        </Link>
      ),
    },
    {
      key: 'receipt',
      title: t('reportsView.entry.receipt'),
      width: 160,
      render: (_, row) =>
        row.receiptId && row.receiptNumber ? (
          <Link to={receiptDetailPath(row.receiptNumber, row.receiptId)} onClick={onClose}>
            {row.receiptNumber}
          </Link>
        ) : null,
    },
    { key: 'case', title: t('reportsView.field.case'), dataIndex: 'caseName', width: 220, ellipsis: true },
    {
      key: 'amount',
      title: t('reportsView.entry.amount'),
      align: 'right',
      width: 150,
      render: (_, row) => <CurrencyAmount currency={row.currency} value={row.amount} />,
    },
    {
      key: 'amountCny',
      title: t('reportsView.entry.amountCny'),
      align: 'right',
      width: 140,
      render: (_, row) => <MoneyText value={row.amountCny} />,
    },
    {
      key: 'fx',
      title: t('reportsView.figure.fxDifference'),
      align: 'right',
      width: 120,
      render: (_, row) => <MoneyText value={row.fxDifference} />,
    },
  ];
  const close = () => {
    setPageNum(1);
    onClose();
  };
  return (
    <VenusDrawer
      open={drill !== null}
      onClose={close}
      width={70}
      title={drill ? `${drill.label} · ${t(`reportsView.figure.${drill.figure}`)}` : ''}
    >
      {data ? (
        <Typography.Paragraph type="secondary" data-testid="income-entries-period">
          {t('reportsView.periodLine', { from: data.from, to: data.to })} ·{' '}
          {t(`reportsView.figure.${drill?.figure ?? 'income'}`)}{' '}
          <MoneyText value={data.totals?.[drill?.figure ?? 'income'] ?? '0'} />
        </Typography.Paragraph>
      ) : null}
      <PagedTable<IncomeEntry>
        rows={data?.rows}
        total={data?.total ?? 0}
        pageNum={pageNum}
        onPage={setPageNum}
        columns={columns}
        rowKey={(_, index) => `${pageNum}:${index}`}
        loading={isFetching}
        label={t('reportsView.entriesTitle')}
      />
    </VenusDrawer>
  );
}
