import {
  BILLING_PERMISSIONS,
  billableExpenseView,
  billCreditSchema,
  billDetailView,
  billDraftSchema,
  billFeeTermsQuerySchema,
  billFeeTermsView,
  billListQuerySchema,
  billListTotalsView,
  billRowView,
  billSubmitSchema,
  billUpdateSchema,
  billWriteOffSchema,
  idListSchema,
  recordIdSchema,
  unbilledTimeQuerySchema,
  unbilledTimeView,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../../platform/http/envelope.ts';
import { workbookExportRoute } from '../../../platform/spreadsheet/workbook-export-route.ts';
import type { BillCorrectionsService } from './bill-corrections.service.ts';
import type { BillDraftsService } from './bill-drafts.service.ts';
import { billExport } from './bill-export.ts';
import type { BillListsService } from './bill-lists.service.ts';

const id = recordIdSchema;
/** A page of bills (the list convention: rows and total) with the sums of the whole filter. */
const billPage = pageOf(billRowView).extend({ sums: billListTotalsView });
const billIds = idListSchema.refine((ids) => ids.length <= 100 && ids.every((value) => value > 0), {
  message: 'validation.invalid',
});

/**
 * Bills (issue 19, decision 0030): lists, detail, drafts, approval, credit notes, write-offs,
 * export and the time a new bill may take. Each route declares its permission; the services
 * check the case's wall and the bill's state.
 */
export function billsRoutes(
  api: FastifyInstance,
  services: {
    billDrafts: BillDraftsService;
    billLists: BillListsService;
    billCorrections: BillCorrectionsService;
    maxExportRows: () => Promise<number>;
  },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  const { billDrafts, billLists, billCorrections } = services;

  app.get(
    '/hankun/bill/list',
    {
      config: { permission: BILLING_PERMISSIONS.listMine },
      schema: { tags, querystring: billListQuerySchema, response: { 200: billPage } },
    },
    async (request) => {
      const { rows, total, sums } = await billLists.find(signedInContextOf(request), request.query, 'mine');
      return { ...page(rows, total), sums };
    },
  );

  app.get(
    '/hankun/bill/listAll',
    {
      config: { permission: BILLING_PERMISSIONS.listAll },
      schema: { tags, querystring: billListQuerySchema, response: { 200: billPage } },
    },
    async (request) => {
      const { rows, total, sums } = await billLists.find(signedInContextOf(request), request.query, 'all');
      return { ...page(rows, total), sums };
    },
  );

  app.get(
    '/hankun/bill/unbilledTime',
    {
      config: { permission: BILLING_PERMISSIONS.add },
      schema: {
        tags,
        querystring: unbilledTimeQuerySchema,
        response: { 200: envelopeOf(z.array(unbilledTimeView)) },
      },
    },
    async (request) => ok(await billLists.unbilledTime(signedInContextOf(request), request.query)),
  );

  app.get(
    '/hankun/bill/unbilledExpenses',
    {
      config: { permission: BILLING_PERMISSIONS.add },
      schema: {
        tags,
        querystring: unbilledTimeQuerySchema,
        response: { 200: envelopeOf(z.array(billableExpenseView)) },
      },
    },
    async (request) => ok(await billLists.unbilledExpenses(signedInContextOf(request), request.query)),
  );

  app.get(
    '/hankun/bill/feeTerms',
    {
      config: { permission: BILLING_PERMISSIONS.add },
      schema: {
        tags,
        querystring: billFeeTermsQuerySchema,
        response: { 200: envelopeOf(billFeeTermsView) },
      },
    },
    async (request) => ok(await billLists.feeTerms(signedInContextOf(request), request.query)),
  );

  workbookExportRoute(api, {
    url: '/hankun/bill/export',
    permission: BILLING_PERMISSIONS.export,
    entity: 'bill',
    tags,
    body: billListQuerySchema
      .omit({ pageNum: true, pageSize: true })
      .extend({ scope: z.enum(['mine', 'all']).default('all') }),
    maxRows: services.maxExportRows,
    workbook: (ctx, { scope, ...filters }, maxRows) => billExport(billLists, ctx, filters, scope, maxRows),
  });

  // Whoever may see the case sees its bills (404 otherwise, as for a missing bill).
  app.get(
    '/hankun/bill/:id',
    {
      config: { permission: BILLING_PERMISSIONS.listMine },
      schema: { tags, params: z.object({ id }), response: { 200: envelopeOf(billDetailView) } },
    },
    async (request) => ok(await billLists.detail(signedInContextOf(request), request.params.id)),
  );

  app.post(
    '/hankun/bill',
    {
      config: { permission: BILLING_PERMISSIONS.add },
      schema: { tags, body: billDraftSchema, response: { 200: envelopeOf(billDetailView) } },
    },
    async (request) => ok(await billDrafts.create(signedInContextOf(request), request.body)),
  );

  app.put(
    '/hankun/bill',
    {
      config: { permission: BILLING_PERMISSIONS.edit },
      schema: { tags, body: billUpdateSchema, response: { 200: envelopeOf(billDetailView) } },
    },
    async (request) => ok(await billDrafts.update(signedInContextOf(request), request.body)),
  );

  app.delete(
    '/hankun/bill/:ids',
    {
      config: { permission: BILLING_PERMISSIONS.remove },
      schema: { tags, params: z.object({ ids: billIds }), response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await billDrafts.remove(signedInContextOf(request), request.params.ids);
      return ok(null);
    },
  );

  app.post(
    '/hankun/bill/submit',
    {
      config: { permission: BILLING_PERMISSIONS.add },
      schema: { tags, body: billSubmitSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await billDrafts.submit(signedInContextOf(request), request.body.billId);
      return ok(null);
    },
  );

  app.get(
    '/hankun/bill/correction/:kind/:id',
    {
      config: { permission: BILLING_PERMISSIONS.listMine },
      schema: {
        tags,
        params: z.object({ kind: z.enum(['credit', 'writeOff']), id }),
        response: { 200: envelopeOf(z.object({ billId: z.number() })) },
      },
    },
    async (request) =>
      ok({
        billId: await billCorrections.billOfCorrection(
          signedInContextOf(request),
          request.params.kind,
          request.params.id,
        ),
      }),
  );

  app.post(
    '/hankun/bill/credit',
    {
      config: { permission: BILLING_PERMISSIONS.credit },
      schema: {
        tags,
        body: billCreditSchema,
        response: { 200: envelopeOf(z.object({ creditNoteId: z.number() })) },
      },
    },
    async (request) =>
      ok({ creditNoteId: await billCorrections.requestCredit(signedInContextOf(request), request.body) }),
  );

  app.post(
    '/hankun/bill/writeOff',
    {
      config: { permission: BILLING_PERMISSIONS.writeOff },
      schema: {
        tags,
        body: billWriteOffSchema,
        response: { 200: envelopeOf(z.object({ writeOffId: z.number() })) },
      },
    },
    async (request) =>
      ok({ writeOffId: await billCorrections.requestWriteOff(signedInContextOf(request), request.body) }),
  );
}
