import { type MonthProjectDataRow, translate } from '@venus/shared';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { WorkbookExport } from '../../../platform/spreadsheet/export-workbook.ts';
import { caseColumns, figureColumns } from '../income-export.ts';
import type { MonthEndService } from './month-end.service.ts';

/** A closed month's project data rows as on screen (same scope and walls), one row per case and attribution. */
export function monthProjectDataExport(
  monthEnd: MonthEndService,
  ctx: SignedInContext,
  month: string,
  maxRows: number,
): WorkbookExport<MonthProjectDataRow> {
  const name = `${translate(ctx.lang, 'monthEnd.export.title')} ${month}`;
  return {
    fileName: name,
    sheetName: name,
    lang: ctx.lang,
    maxRows,
    columns: [
      ...caseColumns<MonthProjectDataRow>(),
      { key: 'officeName', label: 'monthEnd.export.officeName', width: 14, cell: (row) => row.officeName },
      ...figureColumns<MonthProjectDataRow>(),
    ],
    fetchPage: (pageNum, pageSize) => monthEnd.projectData(ctx, { month, pageNum, pageSize }),
  };
}
