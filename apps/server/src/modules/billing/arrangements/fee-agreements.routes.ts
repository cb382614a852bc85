import {
  BILLING_PERMISSIONS,
  feeAgreementEditSchema,
  feeAgreementEndSchema,
  feeAgreementInputSchema,
  feeAgreementPostponeSchema,
  feeAgreementView,
  recordIdSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok } from '../../../platform/http/envelope.ts';
import type { FeeAgreementReminders } from './fee-agreement-reminders.ts';
import type { FeeAgreementsService } from './fee-agreements.service.ts';

/** Everyone on a case team reads its agreements (the wall decides which) and asks to postpone them. */
const CASE_READ = 'hankun:project:list';

/** Lawyer-fee agreements (spec /lawyerfee/lawyerDetail, decisions 0030, 0040), and their daily reminders. */
export function feeAgreementsRoutes(
  api: FastifyInstance,
  services: { feeAgreements: FeeAgreementsService; feeAgreementReminders: FeeAgreementReminders },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  const { feeAgreements, feeAgreementReminders } = services;
  api.addHook('onReady', async () => feeAgreementReminders.start());
  api.addHook('onClose', async () => feeAgreementReminders.stop());

  app.get(
    '/hankun/feeAgreement/list',
    {
      config: { permission: CASE_READ },
      schema: {
        tags,
        // Not strict: the web client adds its cache-busting `timestamp` to every GET.
        querystring: z.object({ projectId: recordIdSchema }),
        response: { 200: envelopeOf(z.array(feeAgreementView)) },
      },
    },
    async (request) => ok(await feeAgreements.ofCase(signedInContextOf(request), request.query.projectId)),
  );

  app.get(
    '/hankun/feeAgreement/:agreementId',
    {
      config: { permission: CASE_READ },
      schema: {
        tags,
        params: z.strictObject({ agreementId: recordIdSchema }),
        response: { 200: envelopeOf(feeAgreementView) },
      },
    },
    async (request) => ok(await feeAgreements.detail(signedInContextOf(request), request.params.agreementId)),
  );

  app.post(
    '/hankun/feeAgreement',
    {
      config: { permission: BILLING_PERMISSIONS.arrangementEdit },
      schema: { tags, body: feeAgreementInputSchema, response: { 200: envelopeOf(feeAgreementView) } },
    },
    async (request) => ok(await feeAgreements.record(signedInContextOf(request), request.body)),
  );

  app.put(
    '/hankun/feeAgreement',
    {
      config: { permission: BILLING_PERMISSIONS.arrangementEdit },
      schema: { tags, body: feeAgreementEditSchema, response: { 200: envelopeOf(feeAgreementView) } },
    },
    async (request) => ok(await feeAgreements.edit(signedInContextOf(request), request.body)),
  );

  app.post(
    '/hankun/feeAgreement/end',
    {
      config: { permission: BILLING_PERMISSIONS.arrangementEdit },
      schema: { tags, body: feeAgreementEndSchema, response: { 200: envelopeOf(feeAgreementView) } },
    },
    async (request) => ok(await feeAgreements.end(signedInContextOf(request), request.body)),
  );

  app.post(
    '/hankun/feeAgreement/postpone',
    {
      config: { permission: CASE_READ },
      schema: { tags, body: feeAgreementPostponeSchema, response: { 200: envelopeOf(feeAgreementView) } },
    },
    async (request) => ok(await feeAgreements.requestPostpone(signedInContextOf(request), request.body)),
  );
}
