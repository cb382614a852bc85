import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CurrencyAmount } from './currency-amount.tsx';
import { AGEING_BUCKETS, type AgedMoney } from './receipts-api.ts';

/** Buckets past 90 days read as late. */
const LATE = new Set(['days91to180', 'over180']);

/**
 * What is owed per currency at a date, aged (decision 0030's buckets): one card per currency, the
 * buckets adding up to the outstanding, which is the ledger's balance.
 */
export function ReceivableTotals({ totals, asOf }: { totals: readonly AgedMoney[]; asOf: string }) {
  const { t } = useTranslation();
  if (totals.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('receivablesView.nothingOwed', { date: asOf })}
      />
    );
  }
  return (
    <div className="venus-receivables__totals">
      {totals.map((total) => (
        <Card
          key={total.currency}
          size="small"
          data-currency={total.currency}
          className="venus-receivables__total"
          title={
            <span>
              {t('receivablesView.outstanding')}{' '}
              <CurrencyAmount currency={total.currency} value={total.outstanding} />
            </span>
          }
          extra={
            <Typography.Text type="secondary">
              {t('receivablesView.bills', { count: total.billCount })}
            </Typography.Text>
          }
        >
          {AGEING_BUCKETS.map((bucket) => (
            <div
              key={bucket}
              data-bucket={bucket}
              className={`venus-receivables__bucket${LATE.has(bucket) && Number(total[bucket]) > 0 ? ' venus-receivables__bucket--late' : ''}`}
            >
              <span>{t(`receipt.export.${bucket}`)}</span>
              <CurrencyAmount currency={total.currency} value={total[bucket]} />
            </div>
          ))}
        </Card>
      ))}
    </div>
  );
}
