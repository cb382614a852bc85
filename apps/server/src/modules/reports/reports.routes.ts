import {
  type CaseIncomeQuery,
  caseIncomeQuerySchema,
  caseIncomeRowSchema,
  EXPENSE_REPORT_PERMISSIONS,
  expenseReportFiltersSchema,
  expenseReportQuerySchema,
  expenseReportRowSchema,
  expenseReportSumsSchema,
  type IncomeReport,
  incomeEntriesQuerySchema,
  incomeEntrySchema,
  incomeFiguresSchema,
  incomeFiltersSchema,
  partnerIncomeRowSchema,
  REPORT_PERMISSIONS,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { page, pageOf } from '../../platform/http/envelope.ts';
import { workbookExportRoute } from '../../platform/spreadsheet/workbook-export-route.ts';
import type { SystemConfigService } from '../system-config/system-config.service.ts';
import type { ExpenseReportService } from './expense-report.service.ts';
import { expenseReportExport } from './expense-report-export.ts';
import { caseIncomeExport, partnerIncomeExport } from './income-export.ts';
import type { IncomeReportsService } from './income-reports.service.ts';

/** A page of rows (the list envelope) with the period covered and the whole filter's totals. */
const reportOf = <Row extends z.ZodType>(row: Row) =>
  pageOf(row).extend({ from: z.string(), to: z.string(), totals: incomeFiguresSchema });
function pageOfReport<Row>({ rows, total, ...rest }: IncomeReport<Row>) {
  return { ...page(rows, total), ...rest };
}
type Filters = Omit<CaseIncomeQuery, 'pageNum' | 'pageSize'>;

/**
 * The income reports (issue 21, decision 0042): case income (spec projectIncomeList) and partner
 * income (/report/reportPartnerIncome), each with its drill-down and its workbook behind that
 * report's permission; the scope and the walls are the service's.
 */
export function reportsRoutes(
  api: FastifyInstance,
  services: {
    incomeReports: IncomeReportsService;
    expenseReport: ExpenseReportService;
    config: Pick<SystemConfigService, 'getNumber'>;
  },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { incomeReports, expenseReport } = services;
  const tags = ['reports'];
  const maxRows = () => services.config.getNumber('sys.export.maxRows');

  for (const [base, permission] of [
    ['/hankun/report/projectIncome', REPORT_PERMISSIONS.caseIncome],
    ['/hankun/report/partnerIncome', REPORT_PERMISSIONS.partnerIncome],
  ] as const) {
    app.get(
      `${base}/entries`,
      {
        config: { permission },
        schema: {
          tags,
          querystring: incomeEntriesQuerySchema,
          response: { 200: reportOf(incomeEntrySchema) },
        },
      },
      async (request) => pageOfReport(await incomeReports.entries(signedInContextOf(request), request.query)),
    );
  }

  app.get(
    '/hankun/report/projectIncome/list',
    {
      config: { permission: REPORT_PERMISSIONS.caseIncome },
      schema: { tags, querystring: caseIncomeQuerySchema, response: { 200: reportOf(caseIncomeRowSchema) } },
    },
    async (request) =>
      pageOfReport(await incomeReports.caseIncome(signedInContextOf(request), request.query)),
  );

  workbookExportRoute(api, {
    url: '/hankun/report/projectIncome/export',
    permission: REPORT_PERMISSIONS.caseIncome,
    entity: 'caseIncome',
    tags,
    body: incomeFiltersSchema,
    maxRows,
    workbook: (ctx, filters, most) => caseIncomeExport(incomeReports, ctx, filters as Filters, most),
  });

  app.get(
    '/hankun/report/partnerIncome/list',
    {
      config: { permission: REPORT_PERMISSIONS.partnerIncome },
      schema: {
        tags,
        querystring: caseIncomeQuerySchema,
        response: { 200: reportOf(partnerIncomeRowSchema) },
      },
    },
    async (request) =>
      pageOfReport(await incomeReports.partnerIncome(signedInContextOf(request), request.query)),
  );

  workbookExportRoute(api, {
    url: '/hankun/report/partnerIncome/export',
    permission: REPORT_PERMISSIONS.partnerIncome,
    entity: 'partnerIncome',
    tags,
    body: incomeFiltersSchema,
    maxRows,
    workbook: (ctx, filters, most) => partnerIncomeExport(incomeReports, ctx, filters as Filters, most),
  });

  // The expense detail report (decision 0047): spec userExpenseIndex and its export
  // exportExpensesDetail; one's own lines, or everyone's with expensesAll, never past a wall.
  app.get(
    '/hankun/report/expensesDetail/list',
    {
      config: { permission: EXPENSE_REPORT_PERMISSIONS.list },
      schema: {
        tags,
        querystring: expenseReportQuerySchema,
        response: {
          200: pageOf(expenseReportRowSchema).extend({
            from: z.string(),
            to: z.string(),
            totals: expenseReportSumsSchema,
          }),
        },
      },
    },
    async (request) => {
      const { rows, total, ...rest } = await expenseReport.report(signedInContextOf(request), request.query);
      return { ...page(rows, total), ...rest };
    },
  );

  workbookExportRoute(api, {
    url: '/hankun/report/expensesDetail/export',
    permission: EXPENSE_REPORT_PERMISSIONS.list,
    entity: 'expenseReport',
    tags,
    body: expenseReportFiltersSchema,
    maxRows,
    workbook: (ctx, filters, most) => expenseReportExport(expenseReport, ctx, filters, most),
  });
}
