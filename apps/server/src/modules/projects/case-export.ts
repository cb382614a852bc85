import {
  type CaseListQuery,
  type CaseRow,
  caseStageOf,
  formatIsoDate,
  type Language,
  translate,
} from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { WorkbookExport } from '../../platform/spreadsheet/export-workbook.ts';
import type { SheetColumn } from '../../platform/spreadsheet/sheet-columns.ts';
import type { CaseListScope, CaseListsService } from './case-lists.service.ts';

// The firm's calendar day (the server's clock), not the day of the stored UTC instant.
const date = (iso: string | null) => (iso ? formatIsoDate(new Date(iso)) : '');

function caseColumns(lang: Language): SheetColumn<CaseRow>[] {
  return [
    { key: 'number', width: 16, cell: (row) => row.number ?? '' },
    { key: 'nameCn', label: 'caseExport.caseName', width: 36, cell: (row) => row.nameCn },
    { key: 'nameEn', width: 36, cell: (row) => row.nameEn },
    { key: 'clientName', width: 30, cell: (row) => row.clientName },
    { key: 'partnerName', width: 12, cell: (row) => row.partnerName },
    { key: 'stage', width: 12, cell: (row) => translate(lang, `caseStage.${caseStageOf(row.status)}`) },
    { key: 'appliedAt', width: 12, cell: (row) => date(row.appliedAt) },
    { key: 'openedAt', width: 12, cell: (row) => date(row.openedAt) },
  ];
}

/** The case lists as a workbook: the same query and the same wall as the list on screen. */
export function caseExport(
  lists: CaseListsService,
  ctx: SignedInContext,
  filters: Omit<CaseListQuery, 'pageNum' | 'pageSize'>,
  scope: CaseListScope,
  maxRows: number,
): WorkbookExport<CaseRow> {
  return {
    fileName: translate(ctx.lang, 'caseExport.fileName'),
    sheetName: translate(ctx.lang, 'caseExport.sheetName'),
    columns: caseColumns(ctx.lang),
    lang: ctx.lang,
    maxRows,
    fetchPage: (pageNum, pageSize) =>
      lists.findCases(ctx, { ...filters, pageNum, pageSize } as CaseListQuery, scope),
  };
}
