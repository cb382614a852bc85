import {
  EXPENSE_PERMISSIONS,
  type ExpenseClaimListQuery,
  type ExpenseClaimRow,
  formatIsoDateTime,
  type Language,
  translate,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { WorkbookExport } from '../../platform/spreadsheet/export-workbook.ts';
import type { SheetColumn } from '../../platform/spreadsheet/sheet-columns.ts';
import { workbookExportRoute } from '../../platform/spreadsheet/workbook-export-route.ts';
import type { ExpenseListScope } from './expense-access.ts';
import type { ExpenseListsService } from './expense-lists.service.ts';

/** Claims carry lines billable to a client; daily expenses are the firm's own and have none. */
export type ExpenseExportKind = 'claim' | 'daily';

const SHEET_NAMES: Record<ExpenseExportKind, string> = {
  claim: 'expense.export.sheetName',
  daily: 'dailyExpense.sheetName',
};

function expenseColumns(lang: Language, kind: ExpenseExportKind): SheetColumn<ExpenseClaimRow>[] {
  const label = (key: string) => `expense.export.${key}`;
  const billable: SheetColumn<ExpenseClaimRow>[] =
    kind === 'claim'
      ? [{ key: 'billableTotal', label: label('billableTotal'), width: 14, cell: (row) => row.billableTotal }]
      : [];
  return [
    { key: 'claimId', label: label('claimId'), width: 10, cell: (row) => String(row.claimId) },
    { key: 'title', label: label('title'), width: 36, cell: (row) => row.title },
    { key: 'applicant', label: label('applicant'), width: 14, cell: (row) => row.applicantName },
    {
      key: 'status',
      label: label('status'),
      width: 10,
      cell: (row) => translate(lang, `expense.status.${row.status}`),
    },
    { key: 'lineCount', label: label('lineCount'), width: 8, cell: (row) => String(row.lineCount) },
    { key: 'total', label: label('total'), width: 14, cell: (row) => row.total },
    { key: 'taxTotal', label: label('taxTotal'), width: 12, cell: (row) => row.taxTotal },
    ...billable,
    {
      key: 'submittedAt',
      label: label('submittedAt'),
      width: 18,
      // The firm's clock, as on screen: the stored instant is UTC.
      cell: (row) => (row.submittedAt ? formatIsoDateTime(new Date(row.submittedAt)) : ''),
    },
    { key: 'paidDate', label: label('paidDate'), width: 12, cell: (row) => row.paidDate ?? '' },
  ];
}

/** A claim list (or daily expenses') as a workbook: the same query and walls as the list on screen. */
export function expenseExport(
  lists: ExpenseListsService,
  ctx: SignedInContext,
  filters: Omit<ExpenseClaimListQuery, 'pageNum' | 'pageSize'>,
  scope: ExpenseListScope,
  maxRows: number,
  kind: ExpenseExportKind,
): WorkbookExport<ExpenseClaimRow> {
  return {
    fileName: translate(ctx.lang, SHEET_NAMES[kind]),
    sheetName: translate(ctx.lang, SHEET_NAMES[kind]),
    columns: expenseColumns(ctx.lang, kind),
    lang: ctx.lang,
    maxRows,
    fetchPage: async (pageNum, pageSize) =>
      lists.find(ctx, { ...filters, pageNum, pageSize } as ExpenseClaimListQuery, scope),
  };
}

/** The export's body: a list's filters and the scope, mine or every submitted one. */
type ExportBody = z.ZodType<
  Omit<ExpenseClaimListQuery, 'pageNum' | 'pageSize'> & { scope: ExpenseListScope }
>;

/** `POST <base>/export`: a kind's list (claims, daily expenses), mine or every submitted one inside the walls. */
export function expenseExportRoute(
  api: FastifyInstance,
  options: {
    url: string;
    kind: ExpenseExportKind;
    entity: string;
    body: ExportBody;
    lists: ExpenseListsService;
    maxExportRows: () => Promise<number>;
  },
): void {
  const { url, kind, entity, body, lists, maxExportRows } = options;
  workbookExportRoute(api, {
    url,
    permission: EXPENSE_PERMISSIONS.export,
    entity,
    tags: ['expenses'],
    body,
    maxRows: maxExportRows,
    workbook: (ctx, { scope, ...filters }, maxRows) =>
      expenseExport(lists, ctx, filters, scope, maxRows, kind),
  });
}
