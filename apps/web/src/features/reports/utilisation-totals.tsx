import type { UtilisationFigures } from '@venus/shared';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { UTILISATION_COLUMNS, UtilisationValue } from './utilisation-columns.tsx';

/** The whole search's figures (not the page's), ratios from the sums as the server gives them. */
export function UtilisationTotals({ totals }: { totals: UtilisationFigures | undefined }) {
  const { t } = useTranslation();
  if (!totals) return null;
  return (
    <Space size="middle" wrap className="venus-income__totals" data-testid="utilisation-totals">
      <strong>{t('reportsView.totals')}</strong>
      {UTILISATION_COLUMNS.map((figure) => (
        <span key={figure} data-figure={figure}>
          {t(`utilisationView.figure.${figure}`)}{' '}
          <UtilisationValue
            figure={figure}
            value={totals[figure]}
            label={t(`utilisationView.figure.${figure}`)}
          />
        </span>
      ))}
    </Space>
  );
}
