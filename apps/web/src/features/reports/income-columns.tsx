import {
  type CaseIncomeRow,
  formatMoney,
  INCOME_FIGURES,
  type IncomeFigure,
  type PartnerIncomeRow,
} from '@venus/shared';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { MoneyText } from '../../components/money/money-text.tsx';
import { useLanguage } from '../../i18n/use-language.ts';

type FigureRow = Record<IncomeFigure, string>;

/** A figure as a link to the records behind it (spec §5: amounts of 1,000,000 or more in 万). */
export function FigureLink({ value, onOpen, label }: { value: string; onOpen: () => void; label: string }) {
  const { language } = useLanguage();
  // The accessible name ends with the figure shown, so a voice user can say what they see.
  const shown = formatMoney(value, { tenThousands: true, lang: language });
  return (
    <Button
      type="link"
      size="small"
      className="venus-income__figure"
      aria-label={`${label} ${shown}`}
      onClick={onOpen}
    >
      <MoneyText value={value} tenThousands />
    </Button>
  );
}

/** The six CNY figures of decision 0042, each opening its drill-down. */
export function figureColumns<Row extends FigureRow>(
  t: TFunction,
  onOpen: (row: Row, figure: IncomeFigure) => void,
  nameOf: (row: Row) => string,
): DataColumn<Row>[] {
  return INCOME_FIGURES.map((figure) => ({
    prop: figure,
    name: t(`reportsView.figure.${figure}`),
    // The longest headers (收款（账单汇率）, Exchange difference) keep their words.
    width: figure === 'collected' || figure === 'fxDifference' ? 170 : 140,
    align: 'right' as const,
    sortable: true,
    noHide: figure === 'income',
    render: (_: unknown, row: Row) => (
      <FigureLink
        value={row[figure]}
        label={`${nameOf(row)} ${t(`reportsView.figure.${figure}`)}`}
        onOpen={() => onOpen(row, figure)}
      />
    ),
  }));
}

export function caseIncomeColumns(
  t: TFunction,
  onOpen: (row: CaseIncomeRow, figure: IncomeFigure) => void,
): DataColumn<CaseIncomeRow>[] {
  return [
    { prop: 'caseNumber', name: t('reportsView.field.caseNumber'), width: 150 },
    { prop: 'caseName', name: t('reportsView.field.case'), width: 240, noHide: true },
    { prop: 'clientName', name: t('reportsView.field.client'), width: 200 },
    { prop: 'partnerName', name: t('reportsView.field.partner'), width: 110 },
    ...figureColumns<CaseIncomeRow>(t, onOpen, (row) => row.caseName),
  ];
}

export function partnerIncomeColumns(
  t: TFunction,
  onOpen: (row: PartnerIncomeRow, figure: IncomeFigure) => void,
): DataColumn<PartnerIncomeRow>[] {
  return [
    { prop: 'partnerName', name: t('reportsView.field.partner'), width: 140, noHide: true },
    { prop: 'caseCount', name: t('reportsView.field.caseCount'), width: 90, align: 'right' },
    ...figureColumns<PartnerIncomeRow>(t, onOpen, (row) => row.partnerName),
  ];
}
