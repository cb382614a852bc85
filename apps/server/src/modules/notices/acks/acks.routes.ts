import {
  ackDetailSchema,
  ackInputSchema,
  ackUpdateSchema,
  idParamSchema,
  myAcksQuerySchema,
  NOTICE_PERMISSIONS,
  receiptsSchema,
  receivedAckSchema,
  sentAckSchema,
  sentAcksQuerySchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../../platform/http/envelope.ts';
import type { AckReadingService } from './ack-reading.service.ts';
import type { AckReminders } from './ack-reminders.ts';
import type { AcksService } from './acks.service.ts';

/**
 * 阅知确认 (spec /ack/add, detailAck and confirm; decision 0058): one's own acknowledgements and
 * confirming them; writing, sending and cancelling; who has confirmed. The daily reminder job
 * lives as long as the server.
 */
export function acksRoutes(
  api: FastifyInstance,
  services: { acks: AcksService; ackReading: AckReadingService; ackReminders: AckReminders },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { acks, ackReading: reading, ackReminders } = services;
  const tags = ['acknowledgements'];
  const read = NOTICE_PERMISSIONS.acks;
  const add = NOTICE_PERMISSIONS.ackAdd;
  const base = '/hankun/ack';

  api.addHook('onReady', async () => ackReminders.start());
  api.addHook('onClose', async () => ackReminders.stop());

  app.get(
    `${base}/list`,
    {
      config: { permission: read },
      schema: { tags, querystring: myAcksQuerySchema, response: { 200: pageOf(receivedAckSchema) } },
    },
    async (request) => {
      const { rows, total } = await reading.mine(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    `${base}/sent`,
    {
      config: { permission: add },
      schema: { tags, querystring: sentAcksQuerySchema, response: { 200: pageOf(sentAckSchema) } },
    },
    async (request) => {
      const { rows, total } = await reading.sent(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    `${base}/status/:id`,
    {
      config: { permission: add },
      schema: { tags, params: idParamSchema, response: { 200: envelopeOf(receiptsSchema) } },
    },
    async (request) => ok(await reading.status(signedInContextOf(request), request.params.id)),
  );

  app.get(
    `${base}/:id`,
    {
      config: { permission: read },
      schema: { tags, params: idParamSchema, response: { 200: envelopeOf(ackDetailSchema) } },
    },
    async (request) => ok(await reading.get(signedInContextOf(request), request.params.id)),
  );

  app.post(
    `${base}/confirm/:id`,
    {
      config: { permission: read },
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: envelopeOf(z.object({ confirmedAt: z.string() })) },
      },
    },
    async (request) =>
      ok({ confirmedAt: await reading.confirm(signedInContextOf(request), request.params.id) }),
  );

  app.post(
    base,
    {
      config: { permission: add },
      schema: { tags, body: ackInputSchema, response: { 200: envelopeOf(z.object({ ackId: z.number() })) } },
    },
    async (request) => ok({ ackId: await acks.create(signedInContextOf(request), request.body) }),
  );

  app.put(
    base,
    {
      config: { permission: add },
      schema: { tags, body: ackUpdateSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await acks.update(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: { permission: add },
      schema: { tags, params: idParamSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await acks.remove(signedInContextOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    `${base}/send/:id`,
    {
      config: { permission: add },
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: envelopeOf(z.object({ recipientCount: z.number() })) },
      },
    },
    async (request) => ok({ recipientCount: await acks.send(signedInContextOf(request), request.params.id) }),
  );

  app.post(
    `${base}/cancel/:id`,
    {
      config: { permission: add },
      schema: { tags, params: idParamSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await acks.cancel(signedInContextOf(request), request.params.id);
      return ok(null);
    },
  );
}
