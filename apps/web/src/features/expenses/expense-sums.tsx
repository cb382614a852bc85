import { useTranslation } from 'react-i18next';
import { YuanAmount } from './expense-columns.tsx';
import type { ExpenseListSums } from './expenses-api.ts';

/** The sum bar: how many claims the whole search finds and what they add up to (CNY). */
export function ExpenseSums({ sums }: { sums: ExpenseListSums | undefined }) {
  const { t } = useTranslation();
  if (!sums || sums.count === 0) return <span>{t('expensesUi.sums.none')}</span>;
  return (
    <span className="venus-expenses__sums" data-testid="expense-sums">
      {t('expensesUi.sums.count', { count: sums.count })} · {t('expensesUi.field.total')}{' '}
      <YuanAmount value={sums.total} />
    </span>
  );
}
