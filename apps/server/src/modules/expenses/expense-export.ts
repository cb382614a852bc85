import {
  EXPENSE_PERMISSIONS,
  type ExpenseClaimListQuery,
  type ExpenseClaimRow,
  type expenseExportSchema,
  type Language,
  translate,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import { sendWorkbook, type WorkbookExport } from '../../platform/spreadsheet/export-workbook.ts';
import type { SheetColumn } from '../../platform/spreadsheet/sheet-columns.ts';
import type { ExpenseListScope } from './expense-access.ts';
import type { ExpenseListsService } from './expense-lists.service.ts';

function claimColumns(lang: Language): SheetColumn<ExpenseClaimRow>[] {
  const label = (key: string) => `expense.export.${key}`;
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
    { key: 'billableTotal', label: label('billableTotal'), width: 14, cell: (row) => row.billableTotal },
    { key: 'submittedAt', label: label('submittedAt'), width: 20, cell: (row) => row.submittedAt ?? '' },
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
  sheetName = 'expense.export.sheetName',
): WorkbookExport<ExpenseClaimRow> {
  return {
    fileName: translate(ctx.lang, sheetName),
    sheetName: translate(ctx.lang, sheetName),
    columns: claimColumns(ctx.lang),
    lang: ctx.lang,
    maxRows,
    fetchPage: async (pageNum, pageSize) =>
      lists.find(ctx, { ...filters, pageNum, pageSize } as ExpenseClaimListQuery, scope),
  };
}

/**
 * `POST <base>/export`: a kind's list (claims, daily expenses) as a workbook, mine or every
 * submitted one inside the walls; each export is an audit row of the kind's entity.
 */
export function expenseExportRoute(
  api: FastifyInstance,
  options: {
    url: string;
    entity: string;
    body: typeof expenseExportSchema | ReturnType<typeof expenseExportSchema.omit<{ projectId: true }>>;
    lists: ExpenseListsService;
    sheetName: string;
    maxExportRows: () => Promise<number>;
  },
): void {
  const { url, entity, body, lists, sheetName, maxExportRows } = options;
  api.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      config: {
        permission: EXPENSE_PERMISSIONS.export,
        costly: 'export',
        auditRead: { action: 'export', entity },
      },
      schema: { tags: ['expenses'], body: body.optional() },
    },
    async (request, reply) => {
      const { scope, ...filters } = request.body ?? body.parse({});
      const ctx = signedInContextOf(request);
      return sendWorkbook(reply, expenseExport(lists, ctx, filters, scope, await maxExportRows(), sheetName));
    },
  );
}
