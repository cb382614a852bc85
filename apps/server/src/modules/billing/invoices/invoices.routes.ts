import {
  BILLING_PERMISSIONS,
  invoiceCancelSchema,
  invoiceDetailView,
  invoiceFileSchema,
  invoiceListQuerySchema,
  invoiceOptionsView,
  invoiceRecordSchema,
  invoiceRequestSchema,
  invoiceResubmitSchema,
  invoiceReverseSchema,
  invoiceRowView,
  invoiceSumsView,
  recordIdSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok, page, pageOf } from '../../../platform/http/envelope.ts';
import { workbookExportRoute } from '../../../platform/spreadsheet/workbook-export-route.ts';
import type { SystemConfigService } from '../../system-config/system-config.service.ts';
import { invoiceExport } from './invoice-export.ts';
import type { InvoiceIssuingService } from './invoice-issuing.service.ts';
import type { InvoiceListScope, InvoiceListsService } from './invoice-lists.service.ts';
import type { InvoiceRequestsService } from './invoice-requests.service.ts';

const invoicePage = pageOf(invoiceRowView).extend({ sums: invoiceSumsView });
const listFilters = invoiceListQuerySchema.omit({ pageNum: true, pageSize: true });
const invoiceIdParams = z.object({ invoiceId: recordIdSchema });

/**
 * Tax invoices (decision 0039; spec billOpenInvoice, billInvoice, billInvoiceDetail,
 * invoice/detail, report/audit/invoice/list): the lawyer requests, finance records and reverses.
 */
export function invoicesRoutes(
  api: FastifyInstance,
  services: {
    invoiceRequests: InvoiceRequestsService;
    invoiceIssuing: InvoiceIssuingService;
    invoiceLists: InvoiceListsService;
    config: Pick<SystemConfigService, 'getNumber'>;
  },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { invoiceRequests, invoiceIssuing, invoiceLists } = services;
  const tags = ['billing'];
  const P = BILLING_PERMISSIONS;

  const list = (url: string, permission: string, scope: InvoiceListScope) =>
    app.get(
      url,
      {
        config: { permission },
        schema: { tags, querystring: invoiceListQuerySchema, response: { 200: invoicePage } },
      },
      async (request) => {
        const { rows, total, sums } = await invoiceLists.find(
          signedInContextOf(request),
          request.query,
          scope,
        );
        return { ...page(rows, total), sums };
      },
    );
  list('/hankun/invoice/list', P.invoiceApply, 'mine');
  list('/hankun/invoice/listAll', P.invoiceList, 'all');

  workbookExportRoute(api, {
    url: '/hankun/invoice/export',
    permission: P.invoiceList,
    entity: 'invoice',
    tags,
    body: listFilters,
    maxRows: () => services.config.getNumber('sys.export.maxRows'),
    workbook: (ctx, filters, maxRows) => invoiceExport(invoiceLists, ctx, filters, 'all', maxRows),
  });

  app.get(
    '/hankun/invoice/options/:billId',
    {
      config: { permission: P.invoiceApply },
      schema: {
        tags,
        params: z.object({ billId: recordIdSchema }),
        response: { 200: envelopeOf(invoiceOptionsView) },
      },
    },
    async (request) => ok(await invoiceRequests.options(signedInContextOf(request), request.params.billId)),
  );

  app.get(
    '/hankun/invoice/ofBill/:billId',
    {
      config: { permission: P.listMine },
      schema: {
        tags,
        params: z.object({ billId: recordIdSchema }),
        response: { 200: envelopeOf(z.array(invoiceRowView)) },
      },
    },
    async (request) => ok(await invoiceLists.ofBill(signedInContextOf(request), request.params.billId)),
  );

  app.get(
    '/hankun/invoice/:invoiceId',
    {
      config: { permission: P.listMine },
      schema: { tags, params: invoiceIdParams, response: { 200: envelopeOf(invoiceDetailView) } },
    },
    async (request) => ok(await invoiceLists.detail(signedInContextOf(request), request.params.invoiceId)),
  );

  app.post(
    '/hankun/invoice',
    {
      config: { permission: P.invoiceApply },
      schema: { tags, body: invoiceRequestSchema, response: { 200: envelopeOf(invoiceDetailView) } },
    },
    async (request) => {
      const ctx = signedInContextOf(request);
      return ok(await invoiceLists.detail(ctx, await invoiceRequests.request(ctx, request.body)));
    },
  );

  // A sent-back request: amended and sent to finance again, or cancelled (its requester only).
  app.put(
    '/hankun/invoice',
    {
      config: { permission: P.invoiceApply },
      schema: { tags, body: invoiceResubmitSchema, response: { 200: envelopeOf(invoiceDetailView) } },
    },
    async (request) => {
      const ctx = signedInContextOf(request);
      await invoiceRequests.resubmit(ctx, request.body);
      return ok(await invoiceLists.detail(ctx, request.body.invoiceId));
    },
  );

  app.post(
    '/hankun/invoice/cancel',
    {
      config: { permission: P.invoiceApply },
      schema: { tags, body: invoiceCancelSchema, response: { 200: envelopeOf(invoiceDetailView) } },
    },
    async (request) => {
      const ctx = signedInContextOf(request);
      await invoiceRequests.cancel(ctx, request.body.invoiceId);
      return ok(await invoiceLists.detail(ctx, request.body.invoiceId));
    },
  );

  app.post(
    '/hankun/invoice/record',
    {
      config: { permission: P.invoiceIssue },
      schema: { tags, body: invoiceRecordSchema, response: { 200: envelopeOf(invoiceDetailView) } },
    },
    async (request) => {
      const ctx = signedInContextOf(request);
      await invoiceIssuing.record(ctx, request.body);
      return ok(await invoiceLists.detail(ctx, request.body.invoiceId));
    },
  );

  app.post(
    '/hankun/invoice/file',
    {
      config: { permission: P.invoiceIssue },
      schema: { tags, body: invoiceFileSchema, response: { 200: envelopeOf(invoiceDetailView) } },
    },
    async (request) => {
      const ctx = signedInContextOf(request);
      await invoiceIssuing.attachFile(ctx, request.body);
      return ok(await invoiceLists.detail(ctx, request.body.invoiceId));
    },
  );

  app.post(
    '/hankun/invoice/reverse',
    {
      config: { permission: P.invoiceIssue },
      schema: { tags, body: invoiceReverseSchema, response: { 200: envelopeOf(invoiceDetailView) } },
    },
    async (request) => {
      const ctx = signedInContextOf(request);
      return ok(await invoiceLists.detail(ctx, await invoiceIssuing.reverse(ctx, request.body)));
    },
  );
}
