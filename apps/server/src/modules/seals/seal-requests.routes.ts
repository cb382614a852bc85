import {
  recordIdSchema,
  SEAL_PERMISSIONS,
  sealCompareSchema,
  sealLendActionSchema,
  sealRequestActionSchema,
  sealRequestAuditSchema,
  sealRequestDetailSchema,
  sealRequestDraftSchema,
  sealRequestQuerySchema,
  sealRequestRowSchema,
  sealRequestUpdateSchema,
  sealStampSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import type { createSeals } from './seals.composition.ts';

const BASE = '/hankun/seal/request';

/**
 * Seal requests (spec /v2/seal/edit, detail, detailV3, bid, previewCompare; decision 0057). Each
 * route declares its permission; the services check who may see and act on the request.
 */
export function sealRequestsRoutes(api: FastifyInstance, services: ReturnType<typeof createSeals>): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['seals'];
  const { sealLists, sealRequests, sealDecisions } = services;
  const done = { 200: emptyEnvelope };

  app.get(
    `${BASE}/list`,
    {
      config: { permission: SEAL_PERMISSIONS.list },
      schema: {
        tags,
        querystring: sealRequestQuerySchema.extend({ scope: z.enum(['mine', 'custodian']).default('mine') }),
        response: { 200: pageOf(sealRequestRowSchema) },
      },
    },
    async (request) => {
      const { scope, ...query } = request.query;
      const { rows, total } = await sealLists.find(signedInContextOf(request), query, scope);
      return page(rows, total);
    },
  );

  app.get(
    `${BASE}/listAll`,
    {
      config: { permission: SEAL_PERMISSIONS.listAll },
      schema: { tags, querystring: sealRequestQuerySchema, response: { 200: pageOf(sealRequestRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await sealLists.find(signedInContextOf(request), request.query, 'all');
      return page(rows, total);
    },
  );

  const byId = { params: z.object({ requestId: recordIdSchema }) };
  app.get(
    `${BASE}/:requestId`,
    {
      config: { permission: SEAL_PERMISSIONS.list },
      schema: { tags, ...byId, response: { 200: envelopeOf(sealRequestDetailSchema) } },
    },
    async (request) => ok(await sealLists.detail(signedInContextOf(request), request.params.requestId)),
  );

  app.get(
    `${BASE}/:requestId/compare`,
    {
      config: { permission: SEAL_PERMISSIONS.list },
      schema: { tags, ...byId, response: { 200: envelopeOf(sealCompareSchema) } },
    },
    async (request) =>
      ok(await services.sealCompare.compare(signedInContextOf(request), request.params.requestId)),
  );

  app.post(
    BASE,
    {
      config: { permission: SEAL_PERMISSIONS.add },
      schema: { tags, body: sealRequestDraftSchema, response: { 200: envelopeOf(sealRequestDetailSchema) } },
    },
    async (request) => {
      const ctx = signedInContextOf(request);
      return ok(await sealLists.detail(ctx, await sealRequests.create(ctx, request.body)));
    },
  );

  app.put(
    BASE,
    {
      config: { permission: SEAL_PERMISSIONS.add },
      schema: { tags, body: sealRequestUpdateSchema, response: { 200: envelopeOf(sealRequestDetailSchema) } },
    },
    async (request) => {
      const ctx = signedInContextOf(request);
      await sealRequests.update(ctx, request.body);
      return ok(await sealLists.detail(ctx, request.body.requestId));
    },
  );

  const applicantActions: Record<string, (ctx: SignedInContext, requestId: number) => Promise<void>> = {
    submit: (ctx, id) => sealRequests.submit(ctx, id),
    cancel: (ctx, id) => sealRequests.cancel(ctx, id),
    cancelWithdraw: (ctx, id) => sealRequests.pullBack(ctx, id),
  };
  for (const [action, run] of Object.entries(applicantActions)) {
    app.post(
      `${BASE}/${action}`,
      {
        config: { permission: SEAL_PERMISSIONS.add },
        schema: { tags, body: sealRequestActionSchema, response: done },
      },
      async (request) => {
        await run(signedInContextOf(request), request.body.requestId);
        return ok(null);
      },
    );
  }

  // Approvers may hold no filing permission: each decides what the engine gave them.
  for (const [action, run] of [
    ['audit', sealDecisions.approve.bind(sealDecisions)],
    ['back', sealDecisions.sendBack.bind(sealDecisions)],
    ['reject', sealDecisions.reject.bind(sealDecisions)],
  ] as const) {
    app.post(
      `${BASE}/${action}`,
      {
        config: { permission: SEAL_PERMISSIONS.list },
        schema: { tags, body: sealRequestAuditSchema, response: done },
      },
      async (request) => {
        await run(signedInContextOf(request), request.body);
        return ok(null);
      },
    );
  }

  // The custodian's acts: the service checks that the caller keeps the request's seal.
  app.post(
    `${BASE}/stamp`,
    {
      config: { permission: SEAL_PERMISSIONS.list },
      schema: { tags, body: sealStampSchema, response: done },
    },
    async (request) => {
      await sealDecisions.stamp(signedInContextOf(request), request.body);
      return ok(null);
    },
  );
  for (const [action, run] of [
    ['handOut', sealDecisions.handOut.bind(sealDecisions)],
    ['receive', sealDecisions.receive.bind(sealDecisions)],
  ] as const) {
    app.post(
      `${BASE}/${action}`,
      {
        config: { permission: SEAL_PERMISSIONS.list },
        schema: { tags, body: sealLendActionSchema, response: done },
      },
      async (request) => {
        await run(signedInContextOf(request), request.body);
        return ok(null);
      },
    );
  }
}
