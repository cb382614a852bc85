import { configSchema, idListSchema, recordIdSchema, updateConfigSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { configListQuerySchema, configRowSchema } from './system-config.schemas.ts';
import type { SystemConfigService } from './system-config.service.ts';

export function systemConfigRoutes(api: FastifyInstance, service: SystemConfigService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['system config'];

  /** Spec §7: the client reads the value from `msg` when code is 200; public keys to everyone. */
  app.get(
    '/system/config/configKey/:configKey',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        params: z.object({ configKey: z.string().max(100) }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => ({
      code: 200,
      msg: await service.readByKey(signedInContextOf(request), request.params.configKey),
    }),
  );

  app.get(
    '/system/config/list',
    {
      config: { permission: 'system:config:list' },
      schema: { tags, querystring: configListQuerySchema, response: { 200: pageOf(configRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.findConfigs(request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/config/:id',
    {
      config: { permission: 'system:config:query' },
      schema: {
        tags,
        params: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(configRowSchema) },
      },
    },
    async (request) => ok(await service.getConfig(request.params.id)),
  );

  app.post(
    '/system/config',
    {
      config: { permission: 'system:config:add', noTrim: ['configValue'] },
      schema: { tags, body: configSchema, response: { 200: envelopeOf(configRowSchema) } },
    },
    async (request) => ok(await service.createConfig(contextOf(request), request.body)),
  );

  app.put(
    '/system/config',
    {
      config: { permission: 'system:config:edit', noTrim: ['configValue'] },
      schema: { tags, body: updateConfigSchema, response: { 200: envelopeOf(configRowSchema) } },
    },
    async (request) => {
      const { configId, ...input } = request.body;
      return ok(await service.updateConfig(contextOf(request), configId, input));
    },
  );

  app.delete(
    '/system/config/:ids',
    {
      config: { permission: 'system:config:remove' },
      schema: { tags, params: z.object({ ids: idListSchema }), response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.deleteConfigs(contextOf(request), request.params.ids);
      return ok(null);
    },
  );
}
