import {
  UTILISATION_ENTRY_FIGURES,
  type UtilisationEntryFigure,
  type UtilisationFigures,
  type UtilisationGroup,
  type UtilisationRow,
} from '@venus/shared';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { MoneyText } from '../../components/money/money-text.tsx';
import { FigureLink } from './income-columns.tsx';

type Figure = keyof UtilisationFigures;
/** Hours and percentages are plain text; money is CNY; worked, billed and WIP open their entries. */
const HOURS: readonly Figure[] = ['billableHours', 'nonBillableHours', 'targetHours'];
const RATIOS: readonly Figure[] = ['utilisation', 'realisation', 'collection'];
/** The columns in reading order: time, then value and what became of it, then what is left. */
export const UTILISATION_COLUMNS: readonly Figure[] = [
  'billableHours',
  'nonBillableHours',
  'targetHours',
  'utilisation',
  'workedValue',
  'billedValue',
  'writtenDown',
  'realisation',
  'collected',
  'collection',
  'wipTime',
  'wipExpenses',
  'wip',
];

/** A percentage with one decimal, or — where the denominator was zero (null on the wire). */
export const percentText = (value: string | null) => (value === null ? '—' : `${value}%`);

/** A figure as shown: hours, a percentage, or money (a link where the entries behind it open). */
export function UtilisationValue({
  figure,
  value,
  label,
  onOpen,
}: {
  figure: Figure;
  value: string | null;
  label: string;
  onOpen?: () => void;
}) {
  if (RATIOS.includes(figure)) return <span>{percentText(value)}</span>;
  if (HOURS.includes(figure)) return <span>{value ?? '—'}</span>;
  if (onOpen && (UTILISATION_ENTRY_FIGURES as readonly string[]).includes(figure))
    return <FigureLink value={value ?? '0'} label={label} onOpen={onOpen} />;
  return <MoneyText value={value ?? '0'} tenThousands />;
}

export function utilisationColumns(
  t: TFunction,
  groupBy: UtilisationGroup,
  onOpen: (row: UtilisationRow, figure: UtilisationEntryFigure) => void,
): DataColumn<UtilisationRow>[] {
  return [
    { prop: 'label', name: t(`utilisationView.group.${groupBy}`), width: 150, noHide: true, fixed: 'left' },
    ...UTILISATION_COLUMNS.map((figure) => ({
      prop: figure,
      name: t(`utilisationView.figure.${figure}`),
      width: figure.endsWith('Hours') || RATIOS.includes(figure) ? 110 : 140,
      align: 'right' as const,
      sortable: true,
      render: (_: unknown, row: UtilisationRow) => (
        <UtilisationValue
          figure={figure}
          value={row[figure]}
          label={`${row.label} ${t(`utilisationView.figure.${figure}`)}`}
          onOpen={() => onOpen(row, figure as UtilisationEntryFigure)}
        />
      ),
    })),
  ];
}
