import {
  overtimeAmendSchema,
  overtimeListQuerySchema,
  overtimeRequestSchema,
  recordIdSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { delegateUserOf } from '../../platform/auth/delegate-user.ts';
import { envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import { overtimeView } from './absence.views.ts';
import type { OvertimeService } from './overtime.service.ts';

const REQUEST_OVERTIME = 'hr:overtime:add';

/** Overtime (spec /overtime/overtimeEdit, overtimeDetail). */
export function overtimeRoutes(api: FastifyInstance, overtime: OvertimeService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['overtime'];

  app.get(
    '/hankun/overtime/list',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, querystring: overtimeListQuerySchema, response: { 200: pageOf(overtimeView) } },
    },
    async (request) => {
      const { rows, total } = await overtime.findOvertime(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/hankun/overtime/:overtimeId',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: z.object({ overtimeId: recordIdSchema }),
        response: { 200: envelopeOf(overtimeView) },
      },
    },
    async (request) =>
      ok(
        await overtime.getOvertime(
          signedInContextOf(request),
          request.params.overtimeId,
          delegateUserOf(request),
        ),
      ),
  );

  app.post(
    '/hankun/overtime',
    {
      config: { permission: REQUEST_OVERTIME },
      schema: { tags, body: overtimeRequestSchema, response: { 200: envelopeOf(overtimeView) } },
    },
    async (request) => ok(await overtime.requestOvertime(signedInContextOf(request), request.body)),
  );

  app.put(
    '/hankun/overtime',
    {
      config: { permission: REQUEST_OVERTIME },
      schema: { tags, body: overtimeAmendSchema, response: { 200: envelopeOf(overtimeView) } },
    },
    async (request) => ok(await overtime.amendOvertime(signedInContextOf(request), request.body)),
  );
}
