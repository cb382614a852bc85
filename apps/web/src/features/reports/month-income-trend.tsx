import { type MonthSummary, monthlyGrowth, toDecimal } from '@venus/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/chart/echart.tsx';

/** Income in 万 to two decimals (spec §9), the chart's unit. */
const tenThousands = (amount: string) => toDecimal(amount).div(10_000).toDecimalPlaces(2).toNumber();

/**
 * Income by month with its month-on-month growth (issue 21 must-hold 6): bars in 万, the growth
 * rate as a line on its own axis. The table beside it holds the same numbers, to the cent.
 */
export function MonthIncomeTrend({ rows }: { rows: readonly MonthSummary[] }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const months = [...rows].reverse();
    const growth = monthlyGrowth(months, (row) => row.income);
    const income = t('reportsView.figure.income');
    const monthOnMonth = t('monthEndView.field.monthOnMonth');
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: [income, monthOnMonth] },
      grid: { left: 56, right: 56, top: 56, bottom: 32 },
      xAxis: { type: 'category', data: months.map((row) => row.month) },
      yAxis: [
        { type: 'value', name: t('monthEndView.unitTenThousands') },
        { type: 'value', name: '%', splitLine: { show: false } },
      ],
      series: [
        { name: income, type: 'bar', data: months.map((row) => tenThousands(row.income)) },
        {
          name: monthOnMonth,
          type: 'line',
          yAxisIndex: 1,
          data: months.map((row) => {
            const rate = growth.get(row.month)?.monthOnMonth;
            return rate === null || rate === undefined ? null : Number(rate);
          }),
        },
      ],
    };
  }, [rows, t]);
  return <EChart option={option} label={t('monthEndView.trendLabel')} />;
}
