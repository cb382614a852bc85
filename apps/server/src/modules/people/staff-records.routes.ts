import {
  correctionDecisionSchema,
  correctionInputSchema,
  correctionQuerySchema,
  correctionViewSchema,
  idParamSchema,
  PEOPLE_PERMISSIONS,
  recordIdSchema,
  sensitiveViewSchema,
  staffRecordInputSchema,
  staffRecordQuerySchema,
  staffRecordRowSchema,
  staffRecordViewSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { createPeople } from './people.composition.ts';

const userParamSchema = z.object({ userId: recordIdSchema });

/**
 * Staff records and their corrections (decision 0059). Reading one's own record and asking to
 * correct it is everyone's; the service refuses a colleague's. The sensitive fields have their
 * own route behind the privacy password.
 */
export function staffRecordsRoutes(api: FastifyInstance, services: ReturnType<typeof createPeople>): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['people'];
  const base = '/hankun/people';
  const { staffRecords, staffCorrections } = services;

  app.get(
    `${base}/record/list`,
    {
      config: { permission: PEOPLE_PERMISSIONS.list },
      schema: { tags, querystring: staffRecordQuerySchema, response: { 200: pageOf(staffRecordRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await staffRecords.list(request.query);
      return page(rows, total);
    },
  );

  app.get(
    `${base}/record/:userId`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: userParamSchema, response: { 200: envelopeOf(staffRecordViewSchema) } },
    },
    async (request) => ok(await staffRecords.get(signedInContextOf(request), request.params.userId)),
  );

  app.get(
    `${base}/record/:userId/sensitive`,
    {
      config: { permission: SIGNED_IN, privacy: true },
      schema: { tags, params: userParamSchema, response: { 200: envelopeOf(sensitiveViewSchema) } },
    },
    async (request) => ok(await staffRecords.getSensitive(signedInContextOf(request), request.params.userId)),
  );

  app.put(
    `${base}/record`,
    {
      config: { permission: PEOPLE_PERMISSIONS.edit },
      schema: { tags, body: staffRecordInputSchema, response: { 200: envelopeOf(staffRecordViewSchema) } },
    },
    async (request) => ok(await staffRecords.update(signedInContextOf(request), request.body)),
  );

  app.get(
    `${base}/correction/list`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, querystring: correctionQuerySchema, response: { 200: pageOf(correctionViewSchema) } },
    },
    async (request) => {
      const { rows, total } = await staffCorrections.list(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.post(
    `${base}/correction`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: correctionInputSchema, response: { 200: envelopeOf(correctionViewSchema) } },
    },
    async (request) => ok(await staffCorrections.create(signedInContextOf(request), request.body)),
  );

  app.post(
    `${base}/correction/withdraw/:id`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: idParamSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await staffCorrections.withdraw(signedInContextOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    `${base}/correction/decide`,
    {
      config: { permission: PEOPLE_PERMISSIONS.edit },
      schema: { tags, body: correctionDecisionSchema, response: { 200: envelopeOf(correctionViewSchema) } },
    },
    async (request) => ok(await staffCorrections.decide(signedInContextOf(request), request.body)),
  );
}
