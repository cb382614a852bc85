import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';

/**
 * Spec §7 GET /tools/general/getTime: the server's time, epoch milliseconds. The header clock
 * runs from it, so everyone sees the firm's time rather than their own machine's.
 */
export function serverClockRoutes(api: FastifyInstance, now: () => number = Date.now): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/tools/general/getTime',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['server clock'], response: { 200: envelopeOf(z.number()) } },
    },
    async () => ok(now()),
  );
}
