import { type MonthProjectDataRow, translate } from '@venus/shared';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { WorkbookExport } from '../../../platform/spreadsheet/export-workbook.ts';
import { figureColumns } from '../income-export.ts';
import type { MonthEndService } from './month-end.service.ts';

const label = (key: string) => `report.export.${key}`;

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
      { key: 'caseNumber', label: label('caseNumber'), width: 16, cell: (row) => row.caseNumber ?? '' },
      { key: 'caseName', label: label('caseName'), width: 36, cell: (row) => row.caseName },
      { key: 'clientName', label: label('clientName'), width: 30, cell: (row) => row.clientName },
      { key: 'partnerName', label: label('partnerName'), width: 14, cell: (row) => row.partnerName },
      { key: 'officeName', label: 'monthEnd.export.officeName', width: 14, cell: (row) => row.officeName },
      ...figureColumns<MonthProjectDataRow>(),
    ],
    fetchPage: (pageNum, pageSize) => monthEnd.projectData(ctx, { month, pageNum, pageSize }),
  };
}
