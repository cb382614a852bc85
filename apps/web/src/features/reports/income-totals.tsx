import { INCOME_FIGURES, type IncomeFigure, type IncomeFigures } from '@venus/shared';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FigureLink } from './income-columns.tsx';

/**
 * The totals row: the six figures over the whole search (not just the page shown), in CNY, each
 * opening the records behind it. Case income and partner income show the same totals.
 */
export function IncomeTotals({
  totals,
  onOpen,
}: {
  totals: IncomeFigures | undefined;
  onOpen: (figure: IncomeFigure) => void;
}) {
  const { t } = useTranslation();
  if (!totals) return null;
  return (
    <Space size="middle" wrap className="venus-income__totals" data-testid="income-totals">
      <strong>{t('reportsView.totals')}</strong>
      {INCOME_FIGURES.map((figure) => (
        <span key={figure} data-figure={figure}>
          {t(`reportsView.figure.${figure}`)}{' '}
          <FigureLink
            value={totals[figure]}
            label={`${t('reportsView.totals')} ${t(`reportsView.figure.${figure}`)}`}
            onOpen={() => onOpen(figure)}
          />
        </span>
      ))}
    </Space>
  );
}
