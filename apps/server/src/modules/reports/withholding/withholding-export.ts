import {
  translate,
  WITHHOLDING_FIGURES,
  type WithholdingFilters,
  type WithholdingQuery,
  type WithholdingRow,
} from '@venus/shared';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { WorkbookExport } from '../../../platform/spreadsheet/export-workbook.ts';
import type { WithholdingReportService } from './withholding-report.service.ts';

const label = (key: string) => `withholding.export.${key}`;

/** Partner withholding as on screen (same period, filters and scope), one row per partner. */
export function withholdingExport(
  report: WithholdingReportService,
  ctx: SignedInContext,
  filters: WithholdingFilters,
  maxRows: number,
): WorkbookExport<WithholdingRow> {
  const name = translate(ctx.lang, label('title'));
  return {
    fileName: name,
    sheetName: name,
    lang: ctx.lang,
    maxRows,
    columns: [
      { key: 'partnerName', label: label('partnerName'), width: 16, cell: (row) => row.partnerName },
      ...WITHHOLDING_FIGURES.map((figure) => ({
        key: figure,
        label: label(figure),
        width: 16,
        cell: (row: WithholdingRow) => row[figure],
      })),
    ],
    fetchPage: (pageNum, pageSize) =>
      report.report(ctx, { ...filters, pageNum, pageSize } as WithholdingQuery),
  };
}
