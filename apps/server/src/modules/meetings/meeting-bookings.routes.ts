import {
  boardQuerySchema,
  bookingCancelSchema,
  bookingInputSchema,
  bookingUpdateSchema,
  bookingViewSchema,
  idParamSchema,
  MEETING_PERMISSIONS,
  meetingBoardSchema,
  myBookingsQuerySchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import type { MeetingBoardService } from './meeting-board.service.ts';
import type { MeetingBookingsService } from './meeting-bookings.service.ts';

const bookingIdsEnvelope = envelopeOf(z.object({ bookingIds: z.array(z.number()) }));

/**
 * 会议室 › 会议室预订 (spec usemeeting) and 我的预订: the day's board of an office, one booking,
 * one's own, and booking, changing and cancelling. Who may change a booking (its booker or
 * administration) is the service's rule.
 */
export function meetingBookingsRoutes(
  api: FastifyInstance,
  services: { meetingBoard: MeetingBoardService; meetingBookings: MeetingBookingsService },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { meetingBoard: board, meetingBookings: bookings } = services;
  const tags = ['meetings'];
  const permission = MEETING_PERMISSIONS.use;

  app.get(
    '/hankun/meeting/board',
    {
      config: { permission },
      schema: { tags, querystring: boardQuerySchema, response: { 200: envelopeOf(meetingBoardSchema) } },
    },
    async (request) => ok(await board.board(signedInContextOf(request), request.query)),
  );

  app.get(
    '/hankun/meeting/booking/mine',
    {
      config: { permission: MEETING_PERMISSIONS.mine },
      schema: { tags, querystring: myBookingsQuerySchema, response: { 200: pageOf(bookingViewSchema) } },
    },
    async (request) => {
      const { rows, total } = await board.mine(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/hankun/meeting/booking/:id',
    {
      config: { permission },
      schema: { tags, params: idParamSchema, response: { 200: envelopeOf(bookingViewSchema) } },
    },
    async (request) => ok(await board.get(signedInContextOf(request), request.params.id)),
  );

  app.post(
    '/hankun/meeting/booking',
    {
      config: { permission },
      schema: { tags, body: bookingInputSchema, response: { 200: bookingIdsEnvelope } },
    },
    async (request) => ok({ bookingIds: await bookings.create(signedInContextOf(request), request.body) }),
  );

  app.put(
    '/hankun/meeting/booking',
    { config: { permission }, schema: { tags, body: bookingUpdateSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await bookings.update(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/hankun/meeting/booking/cancel',
    {
      config: { permission },
      schema: { tags, body: bookingCancelSchema, response: { 200: bookingIdsEnvelope } },
    },
    async (request) => ok({ bookingIds: await bookings.cancel(signedInContextOf(request), request.body) }),
  );
}
