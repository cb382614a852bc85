import {
  incomeFiguresSchema,
  MONTH_END_PERMISSIONS,
  monthCloseSchema,
  monthListSchema,
  monthProjectDataQuerySchema,
  monthProjectDataRowSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok, page, pageOf } from '../../../platform/http/envelope.ts';
import { workbookExportRoute } from '../../../platform/spreadsheet/workbook-export-route.ts';
import type { SystemConfigService } from '../../system-config/system-config.service.ts';
import type { MonthEndService } from './month-end.service.ts';
import { monthProjectDataExport } from './month-end-export.ts';

/**
 * 报表 › 月度数据 (spec month/list, decision 0054): the firm's months, a closed month's project
 * data rows and their workbook, and 结账, which closes the months up to one.
 */
export function monthEndRoutes(
  api: FastifyInstance,
  services: { monthEnd: MonthEndService; config: Pick<SystemConfigService, 'getNumber'> },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { monthEnd } = services;
  const tags = ['reports'];
  const base = '/hankun/report/month';

  app.get(
    `${base}/list`,
    {
      config: { permission: MONTH_END_PERMISSIONS.list },
      schema: { tags, response: { 200: envelopeOf(monthListSchema) } },
    },
    async (request) => ok(await monthEnd.months(signedInContextOf(request))),
  );

  app.get(
    `${base}/:month/projectData`,
    {
      config: { permission: MONTH_END_PERMISSIONS.list },
      schema: {
        tags,
        params: monthCloseSchema,
        querystring: monthProjectDataQuerySchema,
        response: { 200: pageOf(monthProjectDataRowSchema).extend({ totals: incomeFiguresSchema }) },
      },
    },
    async (request) => {
      const { rows, total, totals } = await monthEnd.projectData(signedInContextOf(request), {
        ...request.query,
        month: request.params.month,
      });
      return { ...page(rows, total), totals };
    },
  );

  workbookExportRoute(api, {
    url: `${base}/projectData/export`,
    permission: MONTH_END_PERMISSIONS.list,
    entity: 'monthProjectData',
    tags,
    body: monthCloseSchema,
    maxRows: () => services.config.getNumber('sys.export.maxRows'),
    workbook: (ctx, { month }, most) => monthProjectDataExport(monthEnd, ctx, month, most),
  });

  app.post(
    `${base}/close`,
    {
      config: { permission: MONTH_END_PERMISSIONS.close },
      schema: {
        tags,
        body: monthCloseSchema,
        response: { 200: envelopeOf(z.object({ months: z.array(z.string()), rows: z.number() })) },
      },
    },
    async (request) => ok(await monthEnd.close(signedInContextOf(request), request.body.month)),
  );
}
