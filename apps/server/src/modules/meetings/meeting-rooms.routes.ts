import {
  MEETING_PERMISSIONS,
  meetingRoomSchema,
  roomInputSchema,
  roomQuerySchema,
  roomUpdateSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import type { MeetingRoomsService } from './meeting-rooms.service.ts';

/** 会议室 › 会议室管理 (spec meetingRoomAdd): administration lists, adds and changes the rooms. */
export function meetingRoomsRoutes(api: FastifyInstance, rooms: MeetingRoomsService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['meetings'];
  const permission = MEETING_PERMISSIONS.rooms;
  const base = '/hankun/meeting/room';

  app.get(
    `${base}/list`,
    {
      config: { permission },
      schema: { tags, querystring: roomQuerySchema, response: { 200: pageOf(meetingRoomSchema) } },
    },
    async (request) => {
      const { rows, total } = await rooms.list(request.query);
      return page(rows, total);
    },
  );

  app.post(
    base,
    {
      config: { permission },
      schema: { tags, body: roomInputSchema, response: { 200: envelopeOf(meetingRoomSchema) } },
    },
    async (request) => ok(await rooms.create(contextOf(request), request.body)),
  );

  app.put(
    base,
    {
      config: { permission },
      schema: { tags, body: roomUpdateSchema, response: { 200: envelopeOf(meetingRoomSchema) } },
    },
    async (request) => ok(await rooms.update(contextOf(request), request.body)),
  );
}
