import {
  INCOME_FIGURES,
  type IncomeFigure,
  MONTH_END_PERMISSIONS,
  type MonthSummary,
  monthlyGrowth,
} from '@venus/shared';
import { Button, Result, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { IncomeDrill } from './income-api.ts';
import { FigureLink } from './income-columns.tsx';
import { IncomeEntriesDrawer } from './income-entries-drawer.tsx';
import { MonthCloseDialog } from './month-close-dialog.tsx';
import { useMonths } from './month-end-api.ts';
import { MonthProjectDataDrawer } from './month-project-data-drawer.tsx';
import { monthPeriod } from './withholding-months.ts';
import './reports.css';

// ECharts is loaded with the chart, after the table: the page's own code stays small.
const MonthTrendChart = lazy(() =>
  import('./analysis-charts.tsx').then((m) => ({ default: m.MonthTrendChart })),
);

/**
 * 报表 › 月度数据 (spec /report/month/list, decision 0054): the firm's months, newest first, each
 * closed month with the figures stored at its close and each open one as it stands. A figure opens
 * the movements behind it; a closed month opens its project data rows; 结账 closes months.
 */
export function MonthEndPage() {
  const { t } = useTranslation();
  const allowed = useHasPermission(MONTH_END_PERMISSIONS.list);
  return allowed ? <MonthList /> : <Result status="403" title={t('result.unauthorized')} />;
}

function MonthList() {
  const { t } = useTranslation();
  const mayClose = useHasPermission(MONTH_END_PERMISSIONS.close);
  const { data, isFetching } = useMonths();
  const [drill, setDrill] = useState<IncomeDrill | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const title = t('monthEndView.title');
  const growth = useMemo(() => monthlyGrowth(data?.rows ?? [], (row) => row.income), [data]);
  const openFigure = (row: MonthSummary, figure: IncomeFigure) =>
    setDrill({
      figure,
      label: row.month,
      filters: monthPeriod(row.month, { from: '0000-01-01', to: '9999-12-31' }),
    });
  const columns: TableColumnsType<MonthSummary> = [
    {
      key: 'month',
      title: t('monthEndView.field.month'),
      width: 110,
      fixed: 'left',
      render: (_, row) =>
        row.closed ? (
          <Button
            type="link"
            size="small"
            className="venus-month-end__month"
            onClick={() => setOpened(row.month)}
          >
            {row.month}
          </Button>
        ) : (
          row.month
        ),
    },
    {
      key: 'status',
      title: t('monthEndView.field.status'),
      width: 100,
      render: (_, row) =>
        row.closed ? (
          <Tag color="green">{t('monthEndView.status.closed')}</Tag>
        ) : (
          <Tag>{t('monthEndView.status.open')}</Tag>
        ),
    },
    {
      key: 'caseCount',
      title: t('reportsView.field.caseCount'),
      dataIndex: 'caseCount',
      width: 90,
      align: 'right',
    },
    ...INCOME_FIGURES.map((figure) => ({
      key: figure,
      title: t(`reportsView.figure.${figure}`),
      align: 'right' as const,
      width: figure === 'collected' || figure === 'fxDifference' ? 170 : 140,
      render: (_: unknown, row: MonthSummary) => (
        <FigureLink
          value={row[figure]}
          label={`${row.month} ${t(`reportsView.figure.${figure}`)}`}
          onOpen={() => openFigure(row, figure)}
        />
      ),
    })),
    ...(['monthOnMonth', 'yearOnYear'] as const).map((key) => ({
      key,
      title: t(`monthEndView.field.${key}`),
      align: 'right' as const,
      width: 100,
      render: (_: unknown, row: MonthSummary) => {
        const rate = growth.get(row.month)?.[key];
        return rate === null || rate === undefined ? '—' : `${rate}%`;
      },
    })),
    {
      key: 'closedAt',
      title: t('monthEndView.field.closedAt'),
      width: 170,
      render: (_, row) => (row.closedAt ? formatDateTime(row.closedAt) : ''),
    },
    { key: 'closedBy', title: t('monthEndView.field.closedBy'), dataIndex: 'closedByName', width: 110 },
  ];

  return (
    <div className="venus-income venus-month-end">
      <ListPage title={title} search={null}>
        <div className="venus-month-end__head">
          <Typography.Paragraph type="secondary" data-testid="month-end-state">
            {data?.lastClosed
              ? t('monthEndView.closedUpTo', { month: data.lastClosed })
              : t('monthEndView.nothingClosed')}
          </Typography.Paragraph>
          {mayClose ? (
            <Button type="primary" onClick={() => setClosing(true)} disabled={!data}>
              {t('monthEndView.close')}
            </Button>
          ) : null}
        </div>
        {data && data.rows.length > 1 ? (
          <Suspense fallback={null}>
            <MonthTrendChart
              rows={data.rows.map((row) => ({ month: row.month, amount: row.income }))}
              name={t('reportsView.figure.income')}
              label={t('monthEndView.trendLabel')}
              tenThousands
            />
          </Suspense>
        ) : null}
        <Table<MonthSummary>
          size="small"
          rowKey="month"
          columns={columns}
          dataSource={data?.rows}
          loading={isFetching}
          scroll={{ x: 'max-content' }}
          aria-label={title}
          pagination={{ pageSize: 24, hideOnSinglePage: true, showSizeChanger: false }}
        />
      </ListPage>
      <IncomeEntriesDrawer
        report="/hankun/report/projectIncome"
        drill={drill}
        onClose={() => setDrill(null)}
      />
      <MonthProjectDataDrawer month={opened} onClose={() => setOpened(null)} />
      {data ? <MonthCloseDialog open={closing} months={data} onClose={() => setClosing(false)} /> : null}
    </div>
  );
}
