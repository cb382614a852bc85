import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillListSums } from './bills-api.ts';
import { CurrencyAmount } from './currency-amount.tsx';

/**
 * The sum bar: what the whole search finds, per currency (amounts in different currencies never
 * add). It keeps to its one line and scrolls sideways on a phone.
 */
export function BillSums({ sums }: { sums: BillListSums }) {
  const { t } = useTranslation();
  if (sums.length === 0) return <span>{t('billsView.sums.none')}</span>;
  return (
    <Space size="large" className="venus-bills__sums">
      {sums.map((sum) => (
        <span key={sum.currency} data-currency={sum.currency}>
          {t('billsView.sums.count', { count: sum.count })} · {t('billsView.field.total')}{' '}
          <CurrencyAmount currency={sum.currency} value={sum.total} /> · {t('billsView.field.balance')}{' '}
          <CurrencyAmount currency={sum.currency} value={sum.balance} />
        </span>
      ))}
    </Space>
  );
}
