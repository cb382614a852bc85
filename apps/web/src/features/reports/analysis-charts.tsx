import { monthlyGrowth, toDecimal } from '@venus/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/chart/echart.tsx';

// The reports' charts (issue 21 must-hold 6), loaded in a chunk of their own with ECharts after
// the tables they sit beside: a page's own code stays small. Each draws numbers its table shows.

/** An amount in 万 to two decimals (spec §9), or in yuan to the cent. */
const chartAmount = (amount: string, tenThousands: boolean) =>
  (tenThousands ? toDecimal(amount).div(10_000) : toDecimal(amount)).toDecimalPlaces(2).toNumber();

export interface MonthAmount {
  month: string;
  amount: string;
}

/**
 * A figure by month, oldest first, with its month-on-month growth (spec §9) as a line on its own
 * axis: the income trend of 月度数据 and the expense trend of 费用分析.
 */
export function MonthTrendChart({
  rows,
  name,
  label,
  tenThousands,
}: {
  rows: readonly MonthAmount[];
  name: string;
  label: string;
  tenThousands: boolean;
}) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const months = [...rows].sort((a, b) => a.month.localeCompare(b.month));
    const growth = monthlyGrowth(months, (row) => row.amount);
    const monthOnMonth = t('monthEndView.field.monthOnMonth');
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: [name, monthOnMonth] },
      grid: { left: 64, right: 56, top: 56, bottom: 32 },
      xAxis: { type: 'category', data: months.map((row) => row.month) },
      yAxis: [
        {
          type: 'value',
          name: tenThousands ? t('monthEndView.unitTenThousands') : t('analysisView.unitYuan'),
        },
        { type: 'value', name: '%', splitLine: { show: false } },
      ],
      series: [
        { name, type: 'bar', data: months.map((row) => chartAmount(row.amount, tenThousands)) },
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
  }, [rows, name, tenThousands, t]);
  return <EChart option={option} label={label} />;
}

export interface ShareSlice {
  name: string;
  amount: string;
}

/**
 * The parts of a whole: a ring for a composition (practice areas, offices, expense types), bars
 * largest on top for a ranking (partners, clients). A ring cannot draw a negative part (a
 * period's reversals outweighing its receipts): such a part is in the table beside it only.
 */
export function ShareChart({
  slices,
  shape,
  label,
  tenThousands,
}: {
  slices: readonly ShareSlice[];
  shape: 'ring' | 'ranking';
  label: string;
  tenThousands: boolean;
}) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const unit = tenThousands ? t('monthEndView.unitTenThousands') : t('analysisView.unitYuan');
    const values = slices.map((slice) => ({
      name: slice.name,
      value: chartAmount(slice.amount, tenThousands),
    }));
    if (shape === 'ring') {
      return {
        tooltip: { trigger: 'item', formatter: `{b}: {c} ${unit} ({d}%)` },
        legend: { type: 'scroll', bottom: 0 },
        series: [
          {
            type: 'pie',
            radius: ['38%', '64%'],
            center: ['50%', '44%'],
            label: { formatter: '{b}\n{d}%' },
            data: values.filter((value) => value.value > 0),
          },
        ],
      };
    }
    const top = [...values].reverse();
    return {
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 24, top: 16, bottom: 28, containLabel: true },
      xAxis: { type: 'value', name: unit, nameLocation: 'middle', nameGap: 28 },
      yAxis: {
        type: 'category',
        data: top.map((value) => value.name),
        axisLabel: { width: 120, overflow: 'truncate' },
      },
      series: [{ type: 'bar', data: top.map((value) => value.value), barMaxWidth: 18 }],
    };
  }, [slices, shape, tenThousands, t]);
  return <EChart option={option} label={label} />;
}
