import type { InvoiceSumsView } from '@venus/shared';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CurrencyAmount } from '../billing/currency-amount.tsx';

/** What the whole search holds, per currency (never added across currencies). */
export function InvoiceSums({ sums }: { sums: InvoiceSumsView }) {
  const { t } = useTranslation();
  if (sums.length === 0) return <span>{t('invoicesUi.sums.none')}</span>;
  return (
    <Space size="large" className="venus-bills__sums">
      {sums.map((sum) => (
        <span key={sum.currency} data-currency={sum.currency}>
          {t('invoicesUi.sums.count', { count: sum.count })} · {t('invoicesUi.field.amount')}{' '}
          <CurrencyAmount currency={sum.currency} value={sum.amount} />
        </span>
      ))}
    </Space>
  );
}
