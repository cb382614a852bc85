import { createShortcutSchema, idListSchema, idParamSchema, updateShortcutSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { ShortcutsService } from './shortcuts.service.ts';

const shortcutViewSchema = z.object({
  id: z.number(),
  menuName: z.string(),
  reserveInt: z.number(),
  reserve: z.number(),
  searchContent: z.record(z.string(), z.unknown()),
  type: z.string(),
  defineType: z.number(),
  path: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** Spec §7 "Save quick shortcut": each person reads and changes only their own shortcuts. */
export function shortcutsRoutes(api: FastifyInstance, service: ShortcutsService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['shortcuts'];
  const config = { permission: SIGNED_IN };

  app.get(
    '/hankun/shortcut/list',
    { config, schema: { tags, response: { 200: envelopeOf(z.array(shortcutViewSchema)) } } },
    async (request) => ok(await service.findShortcuts(signedInContextOf(request))),
  );

  app.get(
    '/hankun/shortcut/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: envelopeOf(shortcutViewSchema) } } },
    async (request) => ok(await service.getShortcut(signedInContextOf(request), request.params.id)),
  );

  app.post(
    '/hankun/shortcut',
    {
      config,
      schema: { tags, body: createShortcutSchema, response: { 200: envelopeOf(shortcutViewSchema) } },
    },
    async (request) => ok(await service.createShortcut(signedInContextOf(request), request.body)),
  );

  app.put(
    '/hankun/shortcut',
    {
      config,
      schema: { tags, body: updateShortcutSchema, response: { 200: envelopeOf(shortcutViewSchema) } },
    },
    async (request) => ok(await service.updateShortcut(signedInContextOf(request), request.body)),
  );

  app.delete(
    '/hankun/shortcut/:ids',
    { config, schema: { tags, params: z.object({ ids: idListSchema }), response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.deleteShortcuts(signedInContextOf(request), request.params.ids);
      return ok(null);
    },
  );
}
