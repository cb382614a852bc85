import {
  BILLING_PERMISSIONS,
  invoiceReconciliationFiltersSchema,
  invoiceReconciliationQuerySchema,
  invoiceReconciliationRowView,
  invoiceReconciliationSumsView,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInContextOf } from '../../../platform/auth/auth.plugin.ts';
import { page, pageOf } from '../../../platform/http/envelope.ts';
import { workbookExportRoute } from '../../../platform/spreadsheet/workbook-export-route.ts';
import type { SystemConfigService } from '../../system-config/system-config.service.ts';
import type { InvoiceReconciliationService } from './invoice-reconciliation.service.ts';
import { invoiceReconciliationExport } from './invoice-reconciliation-export.ts';

const reconciliationPage = pageOf(invoiceReconciliationRowView).extend({
  sums: invoiceReconciliationSumsView,
});

/** 开票收款核对 (decision 0061): finance's list of bills, invoiced against received, and its export. */
export function invoiceReconciliationRoutes(
  api: FastifyInstance,
  services: {
    invoiceReconciliation: InvoiceReconciliationService;
    config: Pick<SystemConfigService, 'getNumber'>;
  },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { invoiceReconciliation } = services;
  const tags = ['billing'];
  const permission = BILLING_PERMISSIONS.invoiceReconciliation;

  app.get(
    '/hankun/invoice/reconciliation',
    {
      config: { permission },
      schema: {
        tags,
        querystring: invoiceReconciliationQuerySchema,
        response: { 200: reconciliationPage },
      },
    },
    async (request) => {
      const { rows, total, sums } = await invoiceReconciliation.list(
        signedInContextOf(request),
        request.query,
      );
      return { ...page(rows, total), sums };
    },
  );

  workbookExportRoute(api, {
    url: '/hankun/invoice/reconciliation/export',
    permission,
    entity: 'invoiceReconciliation',
    tags,
    body: invoiceReconciliationFiltersSchema,
    maxRows: () => services.config.getNumber('sys.export.maxRows'),
    workbook: (ctx, filters, maxRows) =>
      invoiceReconciliationExport(invoiceReconciliation, ctx, filters, maxRows),
  });
}
