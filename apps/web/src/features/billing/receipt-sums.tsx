import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CurrencyAmount } from './currency-amount.tsx';
import type { ReceiptSums as Sums } from './receipts-api.ts';

/** What the whole search received, allocated and holds as credit, per currency (never added across). */
export function ReceiptSums({ sums }: { sums: Sums }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`receiptsView.field.${key}`);
  if (sums.length === 0) return <span>{t('receiptsView.sums.none')}</span>;
  return (
    <Space size="large" className="venus-bills__sums venus-receipts__sums">
      {sums.map((sum) => (
        <span key={sum.currency} data-currency={sum.currency}>
          {t('receiptsView.sums.count', { count: sum.count })} · {label('amount')}{' '}
          <CurrencyAmount currency={sum.currency} value={sum.amount} /> · {label('allocated')}{' '}
          <CurrencyAmount currency={sum.currency} value={sum.allocated} /> · {label('unallocated')}{' '}
          <CurrencyAmount currency={sum.currency} value={sum.unallocated} />
        </span>
      ))}
    </Space>
  );
}
