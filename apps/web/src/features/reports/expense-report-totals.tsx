import type { ExpenseReportSums } from '@venus/shared';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money/money-text.tsx';

/** The totals of the whole search (not the page shown), in CNY to the cent: the workbook's last row. */
export function ExpenseReportTotals({ totals }: { totals: ExpenseReportSums | undefined }) {
  const { t } = useTranslation();
  if (!totals) return null;
  const label = (key: string) => t(`reportsView.expenses.field.${key}`);
  return (
    <Space size="middle" wrap className="venus-income__totals" data-testid="expense-report-totals">
      <strong>{t('reportsView.totals')}</strong>
      <span data-figure="lineCount">
        {label('lineCount')} {totals.lineCount}
      </span>
      {(['amountCny', 'taxCny', 'billableCny'] as const).map((figure) => (
        <span key={figure} data-figure={figure}>
          {label(figure)} <MoneyText value={totals[figure]} />
        </span>
      ))}
    </Space>
  );
}
