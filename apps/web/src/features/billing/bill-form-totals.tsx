import type { BillTotals } from '@venus/shared';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money/money-text.tsx';

/**
 * The bill's totals as the shared rules compute them while the form changes; the server
 * recomputes them on save and its figures are the bill's.
 */
export function BillTotalsCard({ totals, currency }: { totals: BillTotals; currency: string }) {
  const { t } = useTranslation();
  const row = (key: keyof BillTotals, strong = false) => ({
    key,
    label: t(`billForm.totals.${key}`),
    children: (
      <span data-total={key}>
        {strong ? (
          <Typography.Text strong>
            {currency} <MoneyText value={totals[key]} />
          </Typography.Text>
        ) : (
          <MoneyText value={totals[key]} />
        )}
      </span>
    ),
  });
  return (
    <Card
      size="small"
      title={t('billForm.totals.title')}
      className="venus-bill-form__totals"
      data-testid="bill-totals"
    >
      <Descriptions
        column={1}
        size="small"
        items={[row('feeTotal'), row('disbursementTotal'), row('taxTotal'), row('total', true)]}
      />
      <Typography.Text type="secondary">{t('billForm.totals.serverDecides')}</Typography.Text>
    </Card>
  );
}
