import {
  bulletinInputSchema,
  bulletinQuerySchema,
  bulletinSchema,
  bulletinUpdateSchema,
  idParamSchema,
  NOTICE_PERMISSIONS,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import type { BulletinsService } from './bulletins.service.ts';

/** 公告 (spec /bulletin edit and detail; decision 0058): the board everyone reads, kept by administration. */
export function bulletinsRoutes(api: FastifyInstance, bulletins: BulletinsService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['bulletins'];
  const read = NOTICE_PERMISSIONS.bulletins;
  const edit = NOTICE_PERMISSIONS.bulletinEdit;
  const base = '/hankun/bulletin';

  app.get(
    `${base}/list`,
    {
      config: { permission: read },
      schema: { tags, querystring: bulletinQuerySchema, response: { 200: pageOf(bulletinSchema) } },
    },
    async (request) => {
      const { rows, total } = await bulletins.list(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: { permission: read },
      schema: { tags, params: idParamSchema, response: { 200: envelopeOf(bulletinSchema) } },
    },
    async (request) => ok(await bulletins.get(signedInContextOf(request), request.params.id)),
  );

  app.post(
    base,
    {
      config: { permission: edit },
      schema: {
        tags,
        body: bulletinInputSchema,
        response: { 200: envelopeOf(z.object({ bulletinId: z.number() })) },
      },
    },
    async (request) => ok({ bulletinId: await bulletins.create(signedInContextOf(request), request.body) }),
  );

  app.put(
    base,
    {
      config: { permission: edit },
      schema: { tags, body: bulletinUpdateSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await bulletins.update(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: { permission: edit },
      schema: { tags, params: idParamSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await bulletins.remove(signedInContextOf(request), request.params.id);
      return ok(null);
    },
  );
}
