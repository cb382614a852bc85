import {
  changePasswordByCodeSchema,
  closePrivacyPasswordSchema,
  savePrivacyPasswordSchema,
  translate,
  verifyPrivacySchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import { loginLogQuerySchema, loginLogRowSchema } from '../auth/auth.schemas.ts';
import type { LoginLogService } from '../auth/login-log.service.ts';
import type { PasswordChangeService } from './password-change.service.ts';
import type { PrivacyPasswordService } from './privacy-password.service.ts';

/**
 * Spec §7 Settings: change password with a code, the privacy-password setting, and the
 * caller's own sign-in history, the page the privacy password guards (decision 0006).
 */
export function accountSecurityRoutes(
  api: FastifyInstance,
  deps: { passwordChange: PasswordChangeService; privacy: PrivacyPasswordService; loginLog: LoginLogService },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['account security'];
  const done = (lang: 'cn' | 'en') => ok(null, translate(lang, 'tip.operation.success'));

  app.put(
    '/system/user/profile/updatePwd',
    {
      config: { permission: SIGNED_IN, noTrim: ['nasPassword', 'againNasPassword'] },
      schema: { tags, body: changePasswordByCodeSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await deps.passwordChange.changePassword(signedInContextOf(request), request.body);
      return done(request.lang);
    },
  );

  app.get(
    '/system/user/privacy',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, response: { 200: envelopeOf(z.object({ enabled: z.boolean() })) } },
    },
    async (request) => ok(await deps.privacy.getStatus(signedInContextOf(request))),
  );

  app.put(
    '/system/user/privacy',
    {
      config: { permission: SIGNED_IN, noTrim: ['passwd', 'againPasswd'] },
      schema: { tags, body: savePrivacyPasswordSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await deps.privacy.save(signedInContextOf(request), request.body);
      return done(request.lang);
    },
  );

  app.post(
    '/system/user/privacy/close',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: closePrivacyPasswordSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await deps.privacy.close(signedInContextOf(request), request.body);
      return done(request.lang);
    },
  );

  app.post(
    '/system/user/privacy/verify',
    {
      config: { permission: SIGNED_IN, noTrim: ['passwd'] },
      schema: {
        tags,
        body: verifyPrivacySchema,
        response: {
          200: envelopeOf(
            z.object({ token: z.string(), expiresAt: z.string(), passwd2: z.string().optional() }),
          ),
        },
      },
    },
    async (request) => ok(await deps.privacy.verify(signedInContextOf(request), request.body)),
  );

  app.get(
    '/system/user/profile/logininfor',
    {
      config: { permission: SIGNED_IN, privacy: true },
      schema: {
        tags,
        querystring: loginLogQuerySchema.omit({ userName: true }),
        response: { 200: pageOf(loginLogRowSchema) },
      },
    },
    async (request) => {
      const ctx = signedInContextOf(request);
      const { rows, total } = await deps.loginLog.findEntries(request.query, ctx.actor.userName);
      return page(rows, total);
    },
  );
}
