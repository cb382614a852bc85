import { pageQuerySchema, recordVisitSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { VisitHistoryService } from './visit-history.service.ts';

const visitSchema = z.object({
  id: z.number(),
  path: z.string(),
  title: z.string(),
  query: z.record(z.string(), z.string()),
  visitedAt: z.date(),
});

/** Spec §2 /user/userHistory: the caller's own visits; nobody reads another person's. */
export function visitHistoryRoutes(api: FastifyInstance, service: VisitHistoryService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['visit history'];
  const config = { permission: SIGNED_IN };

  app.get(
    '/hankun/visitHistory/list',
    {
      config,
      schema: { tags, querystring: pageQuerySchema(['visitedAt']), response: { 200: pageOf(visitSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.findVisits(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.post(
    '/hankun/visitHistory',
    { config, schema: { tags, body: recordVisitSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.recordVisit(signedInContextOf(request), request.body);
      return ok(null);
    },
  );
}
