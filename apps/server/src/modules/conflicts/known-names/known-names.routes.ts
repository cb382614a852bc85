import { idListSchema, idParamSchema, knownNameSchema, updateKnownNameSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../../platform/http/envelope.ts';
import { knownNameListQuerySchema, knownNameRowSchema } from './known-names.schemas.ts';
import type { KnownNamesService } from './known-names.service.ts';

/** 系统管理 › 知名名称词典: the well-known-names dictionary every conflict check uses (decision 0036). */
export function knownNamesRoutes(api: FastifyInstance, service: KnownNamesService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['conflicts'];

  app.get(
    '/system/knownName/list',
    {
      config: { permission: 'system:knownName:list' },
      schema: { tags, querystring: knownNameListQuerySchema, response: { 200: pageOf(knownNameRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/knownName/:id',
    {
      config: { permission: 'system:knownName:query' },
      schema: { tags, params: idParamSchema, response: { 200: envelopeOf(knownNameRowSchema) } },
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  app.post(
    '/system/knownName',
    {
      config: { permission: 'system:knownName:add' },
      schema: { tags, body: knownNameSchema, response: { 200: envelopeOf(knownNameRowSchema) } },
    },
    async (request) => ok(await service.create(contextOf(request), request.body)),
  );

  app.put(
    '/system/knownName',
    {
      config: { permission: 'system:knownName:edit' },
      schema: { tags, body: updateKnownNameSchema, response: { 200: envelopeOf(knownNameRowSchema) } },
    },
    async (request) => {
      const { knownNameId, ...input } = request.body;
      return ok(await service.update(contextOf(request), knownNameId, input));
    },
  );

  app.delete(
    '/system/knownName/:ids',
    {
      config: { permission: 'system:knownName:remove' },
      schema: { tags, params: z.object({ ids: idListSchema }), response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.remove(contextOf(request), request.params.ids);
      return ok(null);
    },
  );
}
