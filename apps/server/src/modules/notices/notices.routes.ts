import {
  idParamSchema,
  myNoticesQuerySchema,
  NOTICE_PERMISSIONS,
  noticeDetailSchema,
  noticeInputSchema,
  noticeUpdateSchema,
  receiptsSchema,
  receivedNoticeSchema,
  sentNoticeSchema,
  sentNoticesQuerySchema,
  unreadCountSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { AckReadingService } from './acks/ack-reading.service.ts';
import type { NoticeReadingService } from './notice-reading.service.ts';
import type { NoticesService } from './notices.service.ts';

const noticeIdEnvelope = envelopeOf(z.object({ noticeId: z.number() }));
const recipientsEnvelope = envelopeOf(z.object({ recipientCount: z.number() }));

/**
 * 通知 (spec /notice/list and detail; decision 0058): one's own notices and their unread count;
 * writing, publishing and withdrawing; read receipts. Who may see which notice is the services'.
 */
export function noticesRoutes(
  api: FastifyInstance,
  services: { notices: NoticesService; noticeReading: NoticeReadingService; ackReading: AckReadingService },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { notices, noticeReading: reading } = services;
  const tags = ['notices'];
  const read = NOTICE_PERMISSIONS.read;
  const write = NOTICE_PERMISSIONS.write;
  const base = '/hankun/notice';

  app.get(
    `${base}/list`,
    {
      config: { permission: read },
      schema: { tags, querystring: myNoticesQuerySchema, response: { 200: pageOf(receivedNoticeSchema) } },
    },
    async (request) => {
      const { rows, total } = await reading.mine(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  // The header's badge: unread notices and acknowledgements waiting, in one call.
  app.get(
    `${base}/unreadCount`,
    { config: { permission: read }, schema: { tags, response: { 200: envelopeOf(unreadCountSchema) } } },
    async (request) => {
      const { userId } = signedInContextOf(request).actor;
      const [notices, acks] = await Promise.all([
        reading.unreadCount(userId),
        services.ackReading.waitingCount(userId),
      ]);
      return ok({ notices, acks });
    },
  );

  // Who a notice or an acknowledgement may go to: the firm's units are no secret (as the office
  // and group pickers), and a writer may not hold the departments page.
  app.get(
    `${base}/units`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        response: {
          200: envelopeOf(z.array(z.object({ deptId: z.number(), name: z.string(), kind: z.string() }))),
        },
      },
    },
    async (request) => ok(await reading.units(signedInContextOf(request))),
  );

  app.get(
    `${base}/sent`,
    {
      config: { permission: write },
      schema: { tags, querystring: sentNoticesQuerySchema, response: { 200: pageOf(sentNoticeSchema) } },
    },
    async (request) => {
      const { rows, total } = await reading.sent(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    `${base}/receipts/:id`,
    {
      config: { permission: write },
      schema: { tags, params: idParamSchema, response: { 200: envelopeOf(receiptsSchema) } },
    },
    async (request) => ok(await reading.receipts(signedInContextOf(request), request.params.id)),
  );

  app.get(
    `${base}/:id`,
    {
      config: { permission: read },
      schema: { tags, params: idParamSchema, response: { 200: envelopeOf(noticeDetailSchema) } },
    },
    async (request) => ok(await reading.get(signedInContextOf(request), request.params.id)),
  );

  app.post(
    base,
    {
      config: { permission: write },
      schema: { tags, body: noticeInputSchema, response: { 200: noticeIdEnvelope } },
    },
    async (request) => ok({ noticeId: await notices.create(signedInContextOf(request), request.body) }),
  );

  app.put(
    base,
    {
      config: { permission: write },
      schema: { tags, body: noticeUpdateSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await notices.update(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: { permission: write },
      schema: { tags, params: idParamSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await notices.remove(signedInContextOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    `${base}/publish/:id`,
    {
      config: { permission: write },
      schema: { tags, params: idParamSchema, response: { 200: recipientsEnvelope } },
    },
    async (request) =>
      ok({ recipientCount: await notices.publish(signedInContextOf(request), request.params.id) }),
  );

  app.post(
    `${base}/withdraw/:id`,
    {
      config: { permission: write },
      schema: { tags, params: idParamSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await notices.withdraw(signedInContextOf(request), request.params.id);
      return ok(null);
    },
  );
}
