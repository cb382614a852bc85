import { timeoutLogSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import { timeoutLogQuerySchema, timeoutLogRowSchema } from './timeout-log.schemas.ts';
import type { TimeoutLogService } from './timeout-log.service.ts';

export function timeoutLogRoutes(api: FastifyInstance, service: TimeoutLogService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['monitoring'];

  /** Spec §8 Timeout: the client reports each call that timed out. */
  app.post(
    '/hankun/timeoutLog',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: timeoutLogSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.recordTimeout(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.get(
    '/monitor/timeoutLog/list',
    {
      config: { permission: 'monitor:timeoutLog:list' },
      schema: { tags, querystring: timeoutLogQuerySchema, response: { 200: pageOf(timeoutLogRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.findEntries(request.query);
      return page(rows, total);
    },
  );
}
