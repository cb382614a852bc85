import {
  confirmMfaSchema,
  disableMfaSchema,
  mfaEnrolmentSchema,
  mfaRecoveryCodesSchema,
  mfaStatusSchema,
  resetMfaSchema,
  translate,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { MfaService } from './mfa.service.ts';

/**
 * The TOTP second factor (issue 8 item 4, decision 0002): the caller's own enrolment from the
 * personal settings, and an administrator's reset for a lost phone. Signing in with it is in
 * the auth module (`POST /login/mfa`).
 */
export function mfaRoutes(api: FastifyInstance, deps: { mfa: MfaService }): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['account security'];

  app.get(
    '/system/user/mfa',
    { config: { permission: SIGNED_IN }, schema: { tags, response: { 200: envelopeOf(mfaStatusSchema) } } },
    async (request) => ok(await deps.mfa.getStatus(signedInContextOf(request))),
  );

  app.post(
    '/system/user/mfa/start',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, response: { 200: envelopeOf(mfaEnrolmentSchema) } },
    },
    async (request) => ok(await deps.mfa.start(signedInContextOf(request))),
  );

  app.post(
    '/system/user/mfa/confirm',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: confirmMfaSchema, response: { 200: envelopeOf(mfaRecoveryCodesSchema) } },
    },
    async (request) =>
      ok(
        await deps.mfa.confirm(signedInContextOf(request), request.body),
        translate(request.lang, 'mfa.enabled'),
      ),
  );

  app.post(
    '/system/user/mfa/disable',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: disableMfaSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await deps.mfa.disable(signedInContextOf(request), request.body);
      return ok(null, translate(request.lang, 'mfa.disabled'));
    },
  );

  app.put(
    '/system/user/resetMfa',
    {
      config: { permission: 'system:user:resetPwd' },
      schema: { tags: ['users'], body: resetMfaSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await deps.mfa.reset(signedInContextOf(request), request.body.userId);
      return ok(null, translate(request.lang, 'mfa.resetDone'));
    },
  );
}
