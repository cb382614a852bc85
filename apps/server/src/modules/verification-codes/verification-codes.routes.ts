import { sendVerificationCodeSchema, translate } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { VerificationCodesService } from './verification-codes.service.ts';

/** Spec §7 Settings "Send an email verification code": always to the caller's own address. */
export function verificationCodesRoutes(api: FastifyInstance, service: VerificationCodesService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/system/user/verificationCode',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['account security'],
        body: sendVerificationCodeSchema,
        response: { 200: envelopeOf(z.object({ resendSeconds: z.number() })) },
      },
    },
    async (request) => {
      const result = await service.send(signedInContextOf(request), request.body);
      return ok(result, translate(request.lang, 'verificationCode.sent'));
    },
  );
}
