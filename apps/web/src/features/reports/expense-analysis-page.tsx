import {
  ANALYSIS_PERMISSIONS,
  addMonths,
  type DateRange,
  type ExpenseAnalysis,
  monthlyGrowth,
} from '@venus/shared';
import { Card, Form, Result, Table, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { DateRangePicker } from '../../components/date-range/date-range-picker.tsx';
import { useStatisticsRange } from '../../components/date-range/use-statistics-range.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { MoneyText } from '../../components/money/money-text.tsx';
import { useExpenseAnalysis } from './analysis-api.ts';
import { ShareCard } from './share-card.tsx';
import './reports.css';

const MonthTrendChart = lazy(() =>
  import('./analysis-charts.tsx').then((m) => ({ default: m.MonthTrendChart })),
);

interface ExpenseSearch {
  period?: DateRange;
}
interface MonthRow {
  month: string;
  amount: string;
  monthOnMonth: string | null;
}

const UNPAGED = () => {};

/**
 * 经营分析 › 费用分析 (spec /analysis expense, decision 0060): the period's spending (approved and
 * paid lines, as the expense report counts them) by month with its month-on-month growth, and by
 * expense type; each chart beside the table of its numbers, to the cent.
 */
export function ExpenseAnalysisPage() {
  const { t } = useTranslation();
  const allowed = useHasPermission(ANALYSIS_PERMISSIONS.expense);
  return allowed ? <ExpenseCharts /> : <Result status="403" title={t('result.unauthorized')} />;
}

function ExpenseCharts() {
  const { t } = useTranslation();
  const statistics = useStatisticsRange();
  const [form] = Form.useForm<ExpenseSearch>();
  const { filters: search, search: onSearch } = useSearchFilters<ExpenseSearch>(UNPAGED);
  const period = { from: search.period?.start || statistics.start, to: search.period?.end || statistics.end };
  const { data } = useExpenseAnalysis(period);
  const title = t('analysisView.expense.title');
  const trendTitle = t('analysisView.expense.trend');
  const spent = everyMonth(data);
  const growth = monthlyGrowth(spent, (row) => row.amount);
  const months: MonthRow[] = spent.map((row) => ({
    ...row,
    monthOnMonth: growth.get(row.month)?.monthOnMonth ?? null,
  }));
  const columns: TableColumnsType<MonthRow> = [
    { key: 'month', title: t('monthEndView.field.month'), dataIndex: 'month', width: 110 },
    {
      key: 'amount',
      title: t('analysisView.field.amount'),
      align: 'right',
      render: (_, row) => <MoneyText value={row.amount} />,
    },
    {
      key: 'monthOnMonth',
      title: t('monthEndView.field.monthOnMonth'),
      align: 'right',
      width: 100,
      render: (_, row) => (row.monthOnMonth === null ? '—' : `${row.monthOnMonth}%`),
    },
  ];

  return (
    <div className="venus-analysis">
      <ListPage
        title={title}
        search={
          <SearchPanel<ExpenseSearch>
            form={form}
            conditions={[
              { name: 'period', label: t('reportsView.field.period'), input: <DateRangePicker /> },
            ]}
            onSearch={onSearch}
          />
        }
      >
        <Typography.Paragraph type="secondary" className="venus-income__period" data-testid="expense-period">
          {t('reportsView.periodLine', { from: data?.from ?? period.from, to: data?.to ?? period.to })}
          {data ? (
            <span className="venus-analysis__total" data-testid="expense-total">
              {t('analysisView.expense.total')} <MoneyText value={data.totals.amountCny} />
            </span>
          ) : null}
        </Typography.Paragraph>
        <div className="venus-analysis__grid">
          <Card
            size="small"
            title={trendTitle}
            className="venus-analysis__card"
            data-testid="analysis-expense-trend"
          >
            {months.length > 0 ? (
              <Suspense fallback={<div className="venus-echart" />}>
                <MonthTrendChart
                  rows={months}
                  name={t('analysisView.field.amount')}
                  label={trendTitle}
                  tenThousands={false}
                />
              </Suspense>
            ) : null}
            <Table<MonthRow>
              size="small"
              rowKey="month"
              columns={columns}
              dataSource={months}
              pagination={false}
              aria-label={trendTitle}
              locale={{ emptyText: t('analysisView.nothing') }}
            />
          </Card>
          <ShareCard
            title={t('analysisView.expense.types')}
            rows={(data?.types ?? []).map((row) => ({
              key: row.key,
              name: row.label || row.key,
              amount: row.amountCny,
            }))}
            whole={data?.totals.amountCny ?? '0'}
            shape="ring"
            tenThousands={false}
            testId="analysis-expense-types"
          />
        </div>
      </ListPage>
    </div>
  );
}

/**
 * Every month of the period, a month that spent nothing at 0.00: a trend with a gap would draw two
 * distant months side by side. The growth after a month of nothing is '—'.
 */
function everyMonth(data: ExpenseAnalysis | undefined): { month: string; amount: string }[] {
  if (!data) return [];
  const spent = new Map(data.months.map((row) => [row.key, row.amountCny]));
  const months: { month: string; amount: string }[] = [];
  for (let month = data.from.slice(0, 7); month <= data.to.slice(0, 7); month = addMonths(month, 1)) {
    months.push({ month, amount: spent.get(month) ?? '0.00' });
  }
  return months;
}
