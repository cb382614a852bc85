import { closingInfoSchema, closingInfoView, recordIdSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { ClosingInfoService } from './closing-info.service.ts';

/** Closing information: the team files it, the service checks who is asking (decision 0025). */
export function closingInfoRoutes(api: FastifyInstance, closingInfo: ClosingInfoService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];
  const config = { permission: SIGNED_IN };
  const response = { 200: envelopeOf(closingInfoView) };

  app.get(
    '/hankun/project/closeProjectInfo',
    {
      config,
      schema: { tags, querystring: z.object({ projectId: recordIdSchema }), response },
    },
    async (request) => ok(await closingInfo.get(signedInContextOf(request), request.query.projectId)),
  );
  app.post(
    '/hankun/project/closeProjectInfo',
    { config, schema: { tags, body: closingInfoSchema, response } },
    async (request) => ok(await closingInfo.add(signedInContextOf(request), request.body)),
  );
  app.put(
    '/hankun/project/closeProjectInfo',
    { config, schema: { tags, body: closingInfoSchema, response } },
    async (request) => ok(await closingInfo.override(signedInContextOf(request), request.body)),
  );
}
