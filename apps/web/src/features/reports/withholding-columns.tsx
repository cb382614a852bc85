import { WITHHOLDING_FIGURES, type WithholdingFigure, type WithholdingRow } from '@venus/shared';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { FigureLink } from './income-columns.tsx';

/** A withholding figure's name: 收入, 管理费, 风险金, 个税预提, 预提合计, 可分配. */
export const figureLabel = (t: TFunction, figure: WithholdingFigure) => t(`withholdingView.figure.${figure}`);

/**
 * 合伙人预提's row: the partner and the six figures (decision 0051); the name and every figure
 * open the partner's months, where each figure's parts are seen month by month.
 */
export function withholdingColumns(
  t: TFunction,
  open: (row: WithholdingRow) => void,
): DataColumn<WithholdingRow>[] {
  return [
    {
      prop: 'partnerName',
      name: t('withholdingView.field.partner'),
      width: 140,
      noHide: true,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          className="venus-income__figure"
          aria-label={t('withholdingView.openMonths', { name: row.partnerName })}
          onClick={() => open(row)}
        >
          {row.partnerName}
        </Button>
      ),
    },
    ...WITHHOLDING_FIGURES.map(
      (figure): DataColumn<WithholdingRow> => ({
        prop: figure,
        name: figureLabel(t, figure),
        // "Management share" keeps its words in English.
        width: figure === 'management' ? 170 : 140,
        align: 'right',
        sortable: true,
        noHide: figure === 'income' || figure === 'distributable',
        render: (_, row) => (
          <FigureLink
            value={row[figure]}
            label={`${row.partnerName} ${figureLabel(t, figure)}`}
            onOpen={() => open(row)}
          />
        ),
      }),
    ),
  ];
}
