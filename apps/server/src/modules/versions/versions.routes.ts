import { idListSchema, recordIdSchema, updateVersionSchema, versionSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import {
  clientKindParamsSchema,
  currentVersionSchema,
  versionListQuerySchema,
  versionRowSchema,
} from './versions.schemas.ts';
import type { VersionsService } from './versions.service.ts';

export function versionsRoutes(api: FastifyInstance, service: VersionsService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['versions'];

  /** Spec §7 "version call with argument 4": the web client's check for a newer release. */
  app.get(
    '/tools/general/version/:clientKind',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: clientKindParamsSchema, response: { 200: envelopeOf(currentVersionSchema) } },
    },
    async () => ok(await service.getCurrentVersion()),
  );

  app.get(
    '/system/version/list',
    {
      config: { permission: 'system:version:list' },
      schema: { tags, querystring: versionListQuerySchema, response: { 200: pageOf(versionRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.findVersions(request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/version/:id',
    {
      config: { permission: 'system:version:query' },
      schema: {
        tags,
        params: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(versionRowSchema) },
      },
    },
    async (request) => ok(await service.getVersion(request.params.id)),
  );

  app.post(
    '/system/version',
    {
      config: { permission: 'system:version:add' },
      schema: { tags, body: versionSchema, response: { 200: envelopeOf(versionRowSchema) } },
    },
    async (request) => ok(await service.createVersion(contextOf(request), request.body)),
  );

  app.put(
    '/system/version',
    {
      config: { permission: 'system:version:edit' },
      schema: { tags, body: updateVersionSchema, response: { 200: envelopeOf(versionRowSchema) } },
    },
    async (request) => {
      const { versionId, ...input } = request.body;
      return ok(await service.updateVersion(contextOf(request), versionId, input));
    },
  );

  app.delete(
    '/system/version/:ids',
    {
      config: { permission: 'system:version:remove' },
      schema: { tags, params: z.object({ ids: idListSchema }), response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.deleteVersions(contextOf(request), request.params.ids);
      return ok(null);
    },
  );
}
