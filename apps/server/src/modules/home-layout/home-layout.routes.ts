import { setQuickShowSchema, WORKBENCH_CARDS } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { HomeLayoutService } from './home-layout.service.ts';

const layoutSchema = z.object({
  quickStart: z.array(z.string()).nullable(),
  workbench: z.array(z.enum(WORKBENCH_CARDS)).nullable(),
});

/** Spec §7 "/index/show": the caller's own home arrangement (quick-start tiles and cards). */
export function homeLayoutRoutes(api: FastifyInstance, service: HomeLayoutService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['home'];

  app.get(
    '/index/show',
    { config: { permission: SIGNED_IN }, schema: { tags, response: { 200: envelopeOf(layoutSchema) } } },
    async (request) => ok(await service.getLayout(signedInContextOf(request))),
  );

  app.post(
    '/index/show/setQuickShow',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: setQuickShowSchema, response: { 200: envelopeOf(layoutSchema) } },
    },
    async (request) => ok(await service.setLayout(signedInContextOf(request), request.body)),
  );
}
