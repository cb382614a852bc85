import {
  DEFAULT_TARGET_HOURS,
  TARGET_HOURS_CONFIG_KEY,
  UTILISATION_PERMISSIONS,
  utilisationEntriesQuerySchema,
  utilisationEntrySchema,
  utilisationEntrySumsSchema,
  utilisationFiguresSchema,
  utilisationFiltersSchema,
  utilisationQuerySchema,
  utilisationRowSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../../platform/auth/auth.plugin.ts';
import { page, pageOf } from '../../../platform/http/envelope.ts';
import { workbookExportRoute } from '../../../platform/spreadsheet/workbook-export-route.ts';
import type { SystemConfigService } from '../../system-config/system-config.service.ts';
import type { UtilisationService } from './utilisation.service.ts';
import { utilisationExport } from './utilisation-export.ts';

/** The firm's annual target per timekeeper; absent, empty or not a positive number: 1,800. */
async function annualTargetOf(config: Pick<SystemConfigService, 'getValue'>): Promise<number> {
  const value = Number(await config.getValue(TARGET_HOURS_CONFIG_KEY));
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_TARGET_HOURS;
}

const period = { from: z.string(), to: z.string() };

/**
 * 报表 › 利用率 (decision 0056): the rows by lawyer, partner, department or office, the entries
 * behind a figure, and the workbook, all behind the page's permission; scope and walls are the
 * service's.
 */
export function utilisationRoutes(
  api: FastifyInstance,
  services: {
    utilisation: UtilisationService;
    config: Pick<SystemConfigService, 'getNumber' | 'getValue'>;
  },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { utilisation, config } = services;
  const tags = ['reports'];
  const permission = UTILISATION_PERMISSIONS.list;

  app.get(
    '/hankun/report/utilisation/list',
    {
      config: { permission },
      schema: {
        tags,
        querystring: utilisationQuerySchema,
        response: {
          200: pageOf(utilisationRowSchema).extend({ ...period, totals: utilisationFiguresSchema }),
        },
      },
    },
    async (request) => {
      const report = await utilisation.report(
        signedInContextOf(request),
        request.query,
        await annualTargetOf(config),
      );
      const { rows, total, ...rest } = report;
      return { ...page(rows, total), ...rest };
    },
  );

  app.get(
    '/hankun/report/utilisation/entries',
    {
      config: { permission },
      schema: {
        tags,
        querystring: utilisationEntriesQuerySchema,
        response: {
          200: pageOf(utilisationEntrySchema).extend({ ...period, totals: utilisationEntrySumsSchema }),
        },
      },
    },
    async (request) => {
      const { rows, total, ...rest } = await utilisation.entries(signedInContextOf(request), request.query);
      return { ...page(rows, total), ...rest };
    },
  );

  workbookExportRoute(api, {
    url: '/hankun/report/utilisation/export',
    permission,
    entity: 'utilisation',
    tags,
    body: utilisationFiltersSchema,
    maxRows: () => config.getNumber('sys.export.maxRows'),
    workbook: async (ctx, filters, most) =>
      utilisationExport(utilisation, ctx, filters, await annualTargetOf(config), most),
  });
}
