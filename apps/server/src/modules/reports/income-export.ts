import {
  type CaseIncomeQuery,
  type CaseIncomeRow,
  INCOME_FIGURES,
  type IncomeFigures,
  type PartnerIncomeRow,
  translate,
} from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { WorkbookExport } from '../../platform/spreadsheet/export-workbook.ts';
import type { SheetColumn } from '../../platform/spreadsheet/sheet-columns.ts';
import type { IncomeReportsService } from './income-reports.service.ts';

type Filters = Omit<CaseIncomeQuery, 'pageNum' | 'pageSize'>;
const label = (key: string) => `report.export.${key}`;
type CaseNamed = Pick<CaseIncomeRow, 'caseNumber' | 'caseName' | 'clientName' | 'partnerName'>;

/** A case's row: its number, name, client and responsible partner (case income, monthly data). */
export function caseColumns<Row extends CaseNamed>(): SheetColumn<Row>[] {
  return [
    { key: 'caseNumber', label: label('caseNumber'), width: 16, cell: (row) => row.caseNumber ?? '' },
    { key: 'caseName', label: label('caseName'), width: 36, cell: (row) => row.caseName },
    { key: 'clientName', label: label('clientName'), width: 30, cell: (row) => row.clientName },
    { key: 'partnerName', label: label('partnerName'), width: 14, cell: (row) => row.partnerName },
  ];
}

/** The six income figures as sheet columns, labelled as the income workbooks label them. */
export function figureColumns<Row extends IncomeFigures>(): SheetColumn<Row>[] {
  return INCOME_FIGURES.map((figure) => ({
    key: figure,
    label: label(figure),
    width: 16,
    cell: (row: Row) => row[figure],
  }));
}

/** Case income as on screen (same filters, same scope and walls), one row per case. */
export function caseIncomeExport(
  reports: IncomeReportsService,
  ctx: SignedInContext,
  filters: Filters,
  maxRows: number,
): WorkbookExport<CaseIncomeRow> {
  const name = translate(ctx.lang, label('caseIncome'));
  return {
    fileName: name,
    sheetName: name,
    lang: ctx.lang,
    maxRows,
    columns: [...caseColumns<CaseIncomeRow>(), ...figureColumns<CaseIncomeRow>()],
    fetchPage: (pageNum, pageSize) =>
      reports.caseIncome(ctx, { ...filters, pageNum, pageSize } as CaseIncomeQuery),
  };
}

/** Partner income as on screen, one row per responsible partner. */
export function partnerIncomeExport(
  reports: IncomeReportsService,
  ctx: SignedInContext,
  filters: Filters,
  maxRows: number,
): WorkbookExport<PartnerIncomeRow> {
  const name = translate(ctx.lang, label('partnerIncome'));
  return {
    fileName: name,
    sheetName: name,
    lang: ctx.lang,
    maxRows,
    columns: [
      { key: 'partnerName', label: label('partnerName'), width: 16, cell: (row) => row.partnerName },
      { key: 'caseCount', label: label('caseCount'), width: 10, cell: (row) => row.caseCount },
      ...figureColumns<PartnerIncomeRow>(),
    ],
    fetchPage: (pageNum, pageSize) =>
      reports.partnerIncome(ctx, { ...filters, pageNum, pageSize } as CaseIncomeQuery),
  };
}
