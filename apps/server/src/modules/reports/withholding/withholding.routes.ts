import {
  idParamSchema,
  incomeEntriesQuerySchema,
  incomeEntrySchema,
  incomeFiguresSchema,
  REPORT_PERMISSIONS,
  WITHHOLDING_PERMISSIONS,
  withholdingDetailQuerySchema,
  withholdingFiguresSchema,
  withholdingFiltersSchema,
  withholdingMonthSchema,
  withholdingQuerySchema,
  withholdingRowSchema,
  withholdingRuleInputSchema,
  withholdingRuleSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, mayAct, signedInContextOf } from '../../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../../platform/http/envelope.ts';
import { workbookExportRoute } from '../../../platform/spreadsheet/workbook-export-route.ts';
import type { SystemConfigService } from '../../system-config/system-config.service.ts';
import { withholdingExport } from './withholding-export.ts';
import type { WithholdingReportService } from './withholding-report.service.ts';
import type { WithholdingRulesService } from './withholding-rules.service.ts';

const reportOf = <Row extends z.ZodType, Totals extends z.ZodType>(row: Row, totals: Totals) =>
  pageOf(row).extend({ from: z.string(), to: z.string(), totals });
const pageOfReport = <Row, Totals>({
  rows,
  total,
  ...rest
}: {
  rows: Row[];
  total: number;
  totals: Totals;
  from: string;
  to: string;
}) => ({
  ...page(rows, total),
  ...rest,
});
const ruleIdEnvelope = envelopeOf(z.object({ ruleId: z.number() }));

/**
 * 报表 › 合伙人预提 (spec leaderWithholding, withholdDetail; decision 0051): the report, a
 * partner's months, the receipts behind a month's income, the workbook, and the rules finance
 * keeps. Everyone who reads the report reads the rules it applies; only `rules` changes them.
 */
export function withholdingRoutes(
  api: FastifyInstance,
  services: {
    withholdingReport: WithholdingReportService;
    withholdingRules: WithholdingRulesService;
    config: Pick<SystemConfigService, 'getNumber'>;
  },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { withholdingReport: report, withholdingRules: rules } = services;
  const tags = ['reports'];
  const base = '/hankun/report/withholding';
  const permission = WITHHOLDING_PERMISSIONS.report;

  app.get(
    `${base}/list`,
    {
      config: { permission },
      schema: {
        tags,
        querystring: withholdingQuerySchema,
        response: { 200: reportOf(withholdingRowSchema, withholdingFiguresSchema) },
      },
    },
    async (request) => pageOfReport(await report.report(signedInContextOf(request), request.query)),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission },
      schema: {
        tags,
        querystring: withholdingDetailQuerySchema,
        response: { 200: reportOf(withholdingMonthSchema, withholdingFiguresSchema) },
      },
    },
    async (request) => pageOfReport(await report.detail(signedInContextOf(request), request.query)),
  );

  app.get(
    `${base}/entries`,
    {
      config: { permission },
      schema: {
        tags,
        querystring: incomeEntriesQuerySchema,
        response: { 200: reportOf(incomeEntrySchema, incomeFiguresSchema) },
      },
    },
    async (request) => pageOfReport(await report.entries(signedInContextOf(request), request.query)),
  );

  workbookExportRoute(api, {
    url: `${base}/export`,
    permission,
    entity: 'withholding',
    tags,
    body: withholdingFiltersSchema,
    maxRows: () => services.config.getNumber('sys.export.maxRows'),
    workbook: (ctx, filters, most) => withholdingExport(report, ctx, filters, most),
  });

  app.get(
    `${base}/rules`,
    {
      config: { permission },
      schema: { tags, response: { 200: envelopeOf(z.array(withholdingRuleSchema)) } },
    },
    async (request) => {
      const ctx = signedInContextOf(request);
      return ok(
        await rules.list(ctx.lang, mayAct(ctx.actor, REPORT_PERMISSIONS.incomeAll) ? null : ctx.actor.userId),
      );
    },
  );

  app.post(
    `${base}/rules`,
    {
      config: { permission: WITHHOLDING_PERMISSIONS.rules },
      schema: { tags, body: withholdingRuleInputSchema, response: { 200: ruleIdEnvelope } },
    },
    async (request) => ok({ ruleId: (await rules.create(contextOf(request), request.body)).ruleId }),
  );

  app.put(
    `${base}/rules/:id`,
    {
      config: { permission: WITHHOLDING_PERMISSIONS.rules },
      schema: {
        tags,
        params: idParamSchema,
        body: withholdingRuleInputSchema,
        response: { 200: ruleIdEnvelope },
      },
    },
    async (request) =>
      ok({ ruleId: (await rules.update(contextOf(request), request.params.id, request.body)).ruleId }),
  );

  app.delete(
    `${base}/rules/:id`,
    {
      config: { permission: WITHHOLDING_PERMISSIONS.rules },
      schema: { tags, params: idParamSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await rules.remove(contextOf(request), request.params.id);
      return ok(null);
    },
  );
}
