import {
  createShareSchema,
  idListSchema,
  idParamSchema,
  pageQuerySchema,
  updateShareSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { SharesService } from './shares.service.ts';

const colleagueSchema = z.object({
  userId: z.number(),
  nickName: z.string(),
  nameEn: z.string(),
  userno: z.string(),
});

const shareViewSchema = z.object({
  id: z.number(),
  senderId: z.number(),
  title: z.string(),
  path: z.string(),
  query: z.record(z.string(), z.string()),
  to: z.array(z.number()),
  tos: z.string(),
  sender: colleagueSchema.nullable(),
  recipients: z.array(colleagueSchema),
  createdAt: z.date(),
  updatedAt: z.date(),
});

const listQuerySchema = pageQuerySchema(['createdAt']);

/** Spec §7 "share CRUD (/share/share)", RuoYi style; every route is the caller's own view. */
export function sharesRoutes(api: FastifyInstance, service: SharesService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['shares'];
  const config = { permission: SIGNED_IN };

  app.get(
    '/share/share/list',
    { config, schema: { tags, querystring: listQuerySchema, response: { 200: pageOf(shareViewSchema) } } },
    async (request) => {
      const { rows, total } = await service.findSent(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/share/share/received',
    { config, schema: { tags, querystring: listQuerySchema, response: { 200: pageOf(shareViewSchema) } } },
    async (request) => {
      const { rows, total } = await service.findReceived(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/share/share/recipients',
    { config, schema: { tags, response: { 200: envelopeOf(z.array(colleagueSchema)) } } },
    async () => ok(await service.findRecipients()),
  );

  app.get(
    '/share/share/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: envelopeOf(shareViewSchema) } } },
    async (request) => ok(await service.getShare(signedInContextOf(request), request.params.id)),
  );

  app.post(
    '/share/share',
    { config, schema: { tags, body: createShareSchema, response: { 200: envelopeOf(shareViewSchema) } } },
    async (request) => ok(await service.createShare(signedInContextOf(request), request.body)),
  );

  app.put(
    '/share/share',
    { config, schema: { tags, body: updateShareSchema, response: { 200: envelopeOf(shareViewSchema) } } },
    async (request) => ok(await service.updateShare(signedInContextOf(request), request.body)),
  );

  app.delete(
    '/share/share/:ids',
    { config, schema: { tags, params: z.object({ ids: idListSchema }), response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.deleteShares(signedInContextOf(request), request.params.ids);
      return ok(null);
    },
  );
}
