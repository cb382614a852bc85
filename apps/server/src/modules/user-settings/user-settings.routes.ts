import { saveUserSettingsSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import { settingQuerySchema, settingRecordSchema, tableTypeParamsSchema } from './user-settings.schemas.ts';
import type { UserSettingsService } from './user-settings.service.ts';

/** Spec §7 "Settings": every route acts on the caller's own settings only. */
export function userSettingsRoutes(api: FastifyInstance, service: UserSettingsService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['user settings'];

  app.get(
    '/system/user/setting',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: settingQuerySchema,
        response: { 200: envelopeOf(z.array(settingRecordSchema)) },
      },
    },
    async (request) => ok(await service.findSettings(signedInContextOf(request), request.query.type)),
  );

  app.post(
    '/system/user/setting',
    {
      // Stored layout text is kept exactly as the client cached it.
      config: { permission: SIGNED_IN, noTrim: true },
      schema: { tags, body: saveUserSettingsSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.saveSettings(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.delete(
    '/system/user/setting/:type',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: tableTypeParamsSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.resetSettings(signedInContextOf(request), request.params.type);
      return ok(null);
    },
  );
}
