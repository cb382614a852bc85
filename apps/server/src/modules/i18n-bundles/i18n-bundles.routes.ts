import {
  i18nBundleSchema,
  idListSchema,
  LANGUAGES,
  recordIdSchema,
  updateI18nBundleSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import {
  i18nBundleListQuerySchema,
  i18nBundleRowSchema,
  servedBundleSchema,
} from './i18n-bundles.schemas.ts';
import type { I18nBundlesService } from './i18n-bundles.service.ts';

/** Translations may hold quotes and spacing the firm chose; only the remark is trimmed. */
const KEEP_BUNDLE_TEXT = ['i18nJson'] as const;

export function i18nBundlesRoutes(api: FastifyInstance, service: I18nBundlesService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['i18n bundles'];

  /** Spec §7 "i18n bundle by key": public, because the login page shows texts too. */
  app.get(
    '/system/i18n/key/:key',
    {
      config: { public: true },
      schema: {
        tags,
        params: z.object({ key: z.enum(LANGUAGES) }),
        response: { 200: envelopeOf(servedBundleSchema) },
      },
    },
    async (request) => ok(await service.getServedBundle(request.params.key)),
  );

  app.get(
    '/system/i18n/list',
    {
      config: { permission: 'system:i18n:list' },
      schema: {
        tags,
        querystring: i18nBundleListQuerySchema,
        response: { 200: pageOf(i18nBundleRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.findBundles(request.query);
      return page(rows, total);
    },
  );

  app.post(
    '/system/i18n/refresh',
    {
      config: { permission: 'system:i18n:refresh' },
      schema: { tags, response: { 200: emptyEnvelope } },
    },
    async () => {
      await service.refresh();
      return ok(null);
    },
  );

  app.get(
    '/system/i18n/:id',
    {
      config: { permission: 'system:i18n:query' },
      schema: {
        tags,
        params: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(i18nBundleRowSchema) },
      },
    },
    async (request) => ok(await service.getBundle(request.params.id)),
  );

  app.post(
    '/system/i18n',
    {
      config: { permission: 'system:i18n:add', noTrim: KEEP_BUNDLE_TEXT },
      schema: { tags, body: i18nBundleSchema, response: { 200: envelopeOf(i18nBundleRowSchema) } },
    },
    async (request) => ok(await service.createBundle(contextOf(request), request.body)),
  );

  app.put(
    '/system/i18n',
    {
      config: { permission: 'system:i18n:edit', noTrim: KEEP_BUNDLE_TEXT },
      schema: { tags, body: updateI18nBundleSchema, response: { 200: envelopeOf(i18nBundleRowSchema) } },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await service.updateBundle(contextOf(request), id, input));
    },
  );

  app.delete(
    '/system/i18n/:ids',
    {
      config: { permission: 'system:i18n:remove' },
      schema: { tags, params: z.object({ ids: idListSchema }), response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.deleteBundles(contextOf(request), request.params.ids);
      return ok(null);
    },
  );
}
