import {
  BILLING_PERMISSIONS,
  feeArrangementInputSchema,
  feeArrangementView,
  levelRateInputSchema,
  levelRateView,
  recordIdSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok } from '../../../platform/http/envelope.ts';
import type { FeeArrangementsService } from './fee-arrangements.service.ts';
import type { RateCardService } from './rate-card.service.ts';

/** Everyone on a case team may read how it is charged, as far as the case's wall lets them. */
const CASE_READ = 'hankun:project:list';

/** A case's fee arrangement with its history, and the firm's rate card (decisions 0030, 0040). */
export function arrangementsRoutes(
  api: FastifyInstance,
  services: { feeArrangements: FeeArrangementsService; rateCard: RateCardService },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  const { feeArrangements, rateCard } = services;
  const P = BILLING_PERMISSIONS;

  app.get(
    '/hankun/feeArrangement/:projectId',
    {
      config: { permission: CASE_READ },
      schema: {
        tags,
        params: z.strictObject({ projectId: recordIdSchema }),
        response: { 200: envelopeOf(feeArrangementView) },
      },
    },
    async (request) => ok(await feeArrangements.ofCase(signedInContextOf(request), request.params.projectId)),
  );

  app.post(
    '/hankun/feeArrangement',
    {
      config: { permission: P.arrangementEdit },
      schema: { tags, body: feeArrangementInputSchema, response: { 200: envelopeOf(feeArrangementView) } },
    },
    async (request) => ok(await feeArrangements.addVersion(signedInContextOf(request), request.body)),
  );

  app.get(
    '/hankun/levelRate/list',
    {
      config: { permission: P.rateCardList },
      schema: { tags, response: { 200: envelopeOf(z.array(levelRateView)) } },
    },
    async () => ok(await rateCard.list()),
  );

  app.post(
    '/hankun/levelRate',
    {
      config: { permission: P.rateCardEdit },
      schema: { tags, body: levelRateInputSchema, response: { 200: envelopeOf(levelRateView) } },
    },
    async (request) => ok(await rateCard.save(signedInContextOf(request), request.body)),
  );

  app.delete(
    '/hankun/levelRate/:levelRateId',
    {
      config: { permission: P.rateCardEdit },
      schema: {
        tags,
        params: z.strictObject({ levelRateId: recordIdSchema }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await rateCard.remove(signedInContextOf(request), request.params.levelRateId);
      return ok(null);
    },
  );
}
