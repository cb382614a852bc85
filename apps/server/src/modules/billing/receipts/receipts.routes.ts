import {
  allocationSchema,
  BILLING_PERMISSIONS,
  receiptListQuerySchema,
  receiptSchema,
  receivableQuerySchema,
  recordIdSchema,
  reverseAllocationSchema,
  voidReceiptSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok, page, pageOf } from '../../../platform/http/envelope.ts';
import { workbookExportRoute } from '../../../platform/spreadsheet/workbook-export-route.ts';
import type { SystemConfigService } from '../../system-config/system-config.service.ts';
import type { ReceivablesService } from '../receivables/receivables.service.ts';
import { receivableRowView, receivableSummaryView } from '../receivables/receivables.views.ts';
import type { ReceiptAllocationsService } from './receipt-allocations.service.ts';
import { receiptExport, receivableExport } from './receipt-export.ts';
import type { ReceiptsService } from './receipts.service.ts';
import { clientCreditView, receiptDetailView, receiptRowView, receiptSumsView } from './receipts.views.ts';

/** A page of receipts with the sums of the whole filter, per currency. */
const receiptPage = pageOf(receiptRowView).extend({ sums: receiptSumsView });
const listFilters = receiptListQuerySchema.omit({ pageNum: true, pageSize: true });
const receivableFilters = receivableQuerySchema.omit({ pageNum: true, pageSize: true });

/** Receipts and receivables (decision 0030; spec billReceiptV2, billReceiptView, receipt/detail). */
export function receiptsRoutes(
  api: FastifyInstance,
  services: {
    receipts: ReceiptsService;
    receiptAllocations: ReceiptAllocationsService;
    receivables: ReceivablesService;
    config: Pick<SystemConfigService, 'getNumber'>;
  },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const maxRows = () => services.config.getNumber('sys.export.maxRows');
  const { receipts, receiptAllocations, receivables } = services;
  const tags = ['billing'];
  const P = BILLING_PERMISSIONS;

  app.get(
    '/hankun/receipt/list',
    {
      config: { permission: P.receiptList },
      schema: { tags, querystring: receiptListQuerySchema, response: { 200: receiptPage } },
    },
    async (request) => {
      const { rows, total, sums } = await receipts.list(signedInContextOf(request), request.query);
      return { ...page(rows, total), sums };
    },
  );

  workbookExportRoute(api, {
    url: '/hankun/receipt/export',
    permission: P.receiptList,
    entity: 'receipt',
    tags,
    body: listFilters,
    maxRows,
    workbook: (ctx, filters, most) => receiptExport(receipts, ctx, filters, most),
  });

  app.get(
    '/hankun/receipt/credit/:clientId',
    {
      config: { permission: P.receiptList },
      schema: {
        tags,
        params: z.object({ clientId: recordIdSchema }),
        response: { 200: envelopeOf(clientCreditView) },
      },
    },
    async (request) => ok(await receipts.clientCredit(signedInContextOf(request), request.params.clientId)),
  );

  app.get(
    '/hankun/receipt/:receiptId',
    {
      config: { permission: P.receiptList },
      schema: {
        tags,
        params: z.object({ receiptId: recordIdSchema }),
        response: { 200: envelopeOf(receiptDetailView) },
      },
    },
    async (request) => ok(await receipts.get(signedInContextOf(request), request.params.receiptId)),
  );

  app.post(
    '/hankun/receipt',
    {
      config: { permission: P.receiptAdd },
      schema: { tags, body: receiptSchema, response: { 200: envelopeOf(receiptDetailView) } },
    },
    async (request) => ok(await receipts.record(signedInContextOf(request), request.body)),
  );

  app.post(
    '/hankun/receipt/void',
    {
      config: { permission: P.receiptAdd },
      schema: { tags, body: voidReceiptSchema, response: { 200: envelopeOf(receiptDetailView) } },
    },
    async (request) => ok(await receipts.void(signedInContextOf(request), request.body)),
  );

  app.post(
    '/hankun/receipt/allocate',
    {
      config: { permission: P.receiptAllocate },
      schema: { tags, body: allocationSchema, response: { 200: envelopeOf(receiptDetailView) } },
    },
    async (request) => ok(await receiptAllocations.allocate(signedInContextOf(request), request.body)),
  );

  app.post(
    '/hankun/receipt/reverseAllocation',
    {
      config: { permission: P.receiptAllocate },
      schema: { tags, body: reverseAllocationSchema, response: { 200: envelopeOf(receiptDetailView) } },
    },
    async (request) => ok(await receiptAllocations.reverse(signedInContextOf(request), request.body)),
  );

  app.get(
    '/hankun/receivable/list',
    {
      config: { permission: P.receivables },
      schema: { tags, querystring: receivableQuerySchema, response: { 200: pageOf(receivableRowView) } },
    },
    async (request) => {
      const { rows, total } = await receivables.list(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/hankun/receivable/summary',
    {
      config: { permission: P.receivables },
      schema: { tags, querystring: receivableFilters, response: { 200: envelopeOf(receivableSummaryView) } },
    },
    async (request) => ok(await receivables.summary(signedInContextOf(request), request.query)),
  );

  workbookExportRoute(api, {
    url: '/hankun/receivable/export',
    permission: P.receivables,
    entity: 'receivable',
    tags,
    body: receivableFilters,
    maxRows,
    workbook: (ctx, filters, most) => receivableExport(receivables, ctx, filters, most),
  });
}
