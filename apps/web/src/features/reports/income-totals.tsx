import { INCOME_FIGURES, type IncomeFigure, type IncomeFigures } from '@venus/shared';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money/money-text.tsx';
import { FigureLink } from './income-columns.tsx';

export interface FigureTotalsProps<F extends string> {
  totals: Record<F, string> | undefined;
  figures: readonly F[];
  /** A figure's name in the reader's language. */
  labelOf: (figure: F) => string;
  /** Opens what is behind a figure; without it the totals are plain amounts. */
  onOpen?: (figure: F) => void;
  testId: string;
}

/**
 * A report's totals row: its figures over the whole search (not just the page shown), in CNY,
 * each opening what is behind it when the report can show that.
 */
export function FigureTotals<F extends string>({
  totals,
  figures,
  labelOf,
  onOpen,
  testId,
}: FigureTotalsProps<F>) {
  const { t } = useTranslation();
  if (!totals) return null;
  return (
    <Space size="middle" wrap className="venus-income__totals" data-testid={testId}>
      <strong>{t('reportsView.totals')}</strong>
      {figures.map((figure) => (
        <span key={figure} data-figure={figure}>
          {labelOf(figure)}{' '}
          {onOpen ? (
            <FigureLink
              value={totals[figure]}
              label={`${t('reportsView.totals')} ${labelOf(figure)}`}
              onOpen={() => onOpen(figure)}
            />
          ) : (
            <MoneyText value={totals[figure]} tenThousands />
          )}
        </span>
      ))}
    </Space>
  );
}

/** The six income figures' totals; case income and partner income show the same totals. */
export function IncomeTotals({
  totals,
  onOpen,
}: {
  totals: IncomeFigures | undefined;
  onOpen: (figure: IncomeFigure) => void;
}) {
  const { t } = useTranslation();
  return (
    <FigureTotals
      totals={totals}
      figures={INCOME_FIGURES}
      labelOf={(figure) => t(`reportsView.figure.${figure}`)}
      onOpen={onOpen}
      testId="income-totals"
    />
  );
}
