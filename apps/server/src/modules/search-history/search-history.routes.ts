import { addSearchHistorySchema, idParamSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import {
  historyClearQuerySchema,
  historyListQuerySchema,
  historyRowSchema,
} from './search-history.schemas.ts';
import type { SearchHistoryService } from './search-history.service.ts';

/** Spec §7 "/hankun/history": each user reads and changes only their own entries. */
export function searchHistoryRoutes(api: FastifyInstance, service: SearchHistoryService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['search history'];

  app.get(
    '/hankun/history/list',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: historyListQuerySchema,
        response: { 200: envelopeOf(z.array(historyRowSchema)) },
      },
    },
    async (request) => ok(await service.findHistory(signedInContextOf(request), request.query.kind)),
  );

  app.post(
    '/hankun/history',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: addSearchHistorySchema, response: { 200: envelopeOf(historyRowSchema) } },
    },
    async (request) => ok(await service.addHistory(signedInContextOf(request), request.body)),
  );

  app.delete(
    '/hankun/history/:id',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: idParamSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.deleteHistory(signedInContextOf(request), request.params.id);
      return ok(null);
    },
  );

  app.delete(
    '/hankun/history',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, querystring: historyClearQuerySchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.clearHistory(signedInContextOf(request), request.query.kind);
      return ok(null);
    },
  );
}
