import type { UtilisationEntry } from '@venus/shared';
import { type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VenusDrawer } from '../../components/drawer/venus-drawer.tsx';
import { PagedTable } from '../../components/list/paged-table.tsx';
import { MoneyText } from '../../components/money/money-text.tsx';
import { billDetailPath } from '../billing/bill-paths.ts';
import { caseDetailPath } from '../cases/case-paths.ts';
import { type UtilisationDrill, useUtilisationEntries } from './utilisation-api.ts';

/**
 * The drill-down (decision 0056): the time entries behind a row's worked, billed or WIP figure —
 * and for WIP the unbilled expense lines — each opening its case, a billed one its bill. The
 * entries add up to the figure clicked.
 */
export function UtilisationEntriesDrawer({
  drill,
  onClose,
}: {
  drill: UtilisationDrill | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching } = useUtilisationEntries(drill, pageNum);
  const columns: TableColumnsType<UtilisationEntry> = [
    { key: 'date', title: t('utilisationView.entry.date'), dataIndex: 'date', width: 110 },
    {
      key: 'kind',
      title: t('utilisationView.entry.kind'),
      width: 90,
      render: (_, row) => t(`utilisationView.entryKind.${row.kind}`),
    },
    { key: 'person', title: t('utilisationView.entry.person'), dataIndex: 'personName', width: 100 },
    {
      key: 'case',
      title: t('utilisationView.entry.case'),
      width: 240,
      ellipsis: true,
      render: (_, row) => (
        <Link to={caseDetailPath(row.caseNumber ?? row.caseName, row.projectId)} onClick={onClose}>
          {[row.caseNumber, row.caseName].filter(Boolean).join(' ')}
        </Link>
      ),
    },
    { key: 'hours', title: t('utilisationView.entry.hours'), dataIndex: 'hours', align: 'right', width: 80 },
    {
      key: 'description',
      title: t('utilisationView.entry.description'),
      dataIndex: 'description',
      width: 220,
      ellipsis: true,
    },
    ...(['workedValue', 'billedValue', 'wip'] as const).map((figure) => ({
      key: figure,
      title: t(`utilisationView.figure.${figure}`),
      align: 'right' as const,
      width: 130,
      render: (_: unknown, row: UtilisationEntry) => <MoneyText value={row[figure]} />,
    })),
    {
      key: 'bill',
      title: t('utilisationView.entry.bill'),
      width: 150,
      render: (_, row) =>
        row.billId && row.billNumber ? (
          <Link to={billDetailPath(row.billNumber, row.billId)} onClick={onClose}>
            {row.billNumber}
          </Link>
        ) : null,
    },
  ];
  const close = () => {
    setPageNum(1);
    onClose();
  };
  const figure = drill?.figure ?? 'workedValue';
  return (
    <VenusDrawer
      open={drill !== null}
      onClose={close}
      width={80}
      title={drill ? `${drill.label} · ${t(`utilisationView.figure.${drill.figure}`)}` : ''}
    >
      {data ? (
        <Typography.Paragraph type="secondary" data-testid="utilisation-entries-period">
          {t('reportsView.periodLine', { from: data.from, to: data.to })} ·{' '}
          {t(`utilisationView.figure.${figure}`)} <MoneyText value={data.totals?.[figure] ?? '0'} />
        </Typography.Paragraph>
      ) : null}
      <PagedTable<UtilisationEntry>
        rows={data?.rows}
        total={data?.total ?? 0}
        pageNum={pageNum}
        onPage={setPageNum}
        columns={columns}
        rowKey={(row) => `${row.kind}:${row.id}`}
        loading={isFetching}
        label={t('utilisationView.entriesTitle')}
      />
    </VenusDrawer>
  );
}
