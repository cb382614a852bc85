import {
  translate,
  UTILISATION_RATIOS,
  UTILISATION_SUMS,
  type UtilisationFilters,
  type UtilisationQuery,
  type UtilisationRow,
} from '@venus/shared';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { WorkbookExport } from '../../../platform/spreadsheet/export-workbook.ts';
import type { SheetColumn } from '../../../platform/spreadsheet/sheet-columns.ts';
import type { UtilisationService } from './utilisation.service.ts';

const label = (key: string) => `utilisation.export.${key}`;
const FIGURES = [
  'billableHours',
  'nonBillableHours',
  'targetHours',
  ...UTILISATION_RATIOS,
  ...UTILISATION_SUMS.slice(2),
] as const;

/** The rows as on screen (same filters, grouping, scope and walls); a ratio without a denominator is "—". */
export function utilisationExport(
  service: UtilisationService,
  ctx: SignedInContext,
  filters: UtilisationFilters,
  annualTarget: number,
  maxRows: number,
): WorkbookExport<UtilisationRow> {
  const name = translate(ctx.lang, label('name'));
  const figureColumns: SheetColumn<UtilisationRow>[] = FIGURES.map((figure) => ({
    key: figure,
    label: label(figure),
    width: 14,
    cell: (row: UtilisationRow) => row[figure] ?? '—',
  }));
  return {
    fileName: name,
    sheetName: name,
    lang: ctx.lang,
    maxRows,
    columns: [
      { key: 'label', label: label(`group.${filters.groupBy}`), width: 24, cell: (row) => row.label },
      ...figureColumns,
    ],
    fetchPage: (pageNum, pageSize) =>
      service.report(ctx, { ...filters, pageNum, pageSize } as UtilisationQuery, annualTarget),
  };
}
