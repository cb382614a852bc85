import {
  assignSeatSchema,
  freeSeatSchema,
  recordIdSchema,
  SEAT_ASSIGN_PERMISSION,
  seatFloorQuerySchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { SeatsService } from './seats.service.ts';

const personView = z.object({
  userId: z.number(),
  nickName: z.string(),
  nameEn: z.string(),
  userno: z.string(),
});

const seatView = z.object({
  seatId: z.number(),
  officeId: z.number(),
  floor: z.string(),
  code: z.string(),
  gridRow: z.number(),
  gridCol: z.number(),
  occupant: personView.nullable(),
});

const officePlanView = z.object({
  officeId: z.number(),
  officeName: z.string(),
  officeNameEn: z.string(),
  floors: z.array(z.object({ floor: z.string(), seats: z.number(), taken: z.number() })),
});

/** The office map (decision 0024): everyone sees who sits where; HR and administrators seat people. */
export function seatsRoutes(api: FastifyInstance, service: SeatsService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['seats'];

  app.get(
    '/system/seat/offices',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, response: { 200: envelopeOf(z.array(officePlanView)) } },
    },
    async () => ok(await service.findOffices()),
  );

  app.get(
    '/system/seat/list',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, querystring: seatFloorQuerySchema, response: { 200: envelopeOf(z.array(seatView)) } },
    },
    async (request) => ok(await service.findFloor(request.query)),
  );

  app.get(
    '/system/seat/user/:userId',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: z.object({ userId: recordIdSchema }),
        response: { 200: envelopeOf(seatView.nullable()) },
      },
    },
    async (request) => ok(await service.findSeatOf(request.params.userId)),
  );

  app.put(
    '/system/seat/assign',
    {
      config: { permission: SEAT_ASSIGN_PERMISSION },
      schema: { tags, body: assignSeatSchema, response: { 200: envelopeOf(seatView) } },
    },
    async (request) => ok(await service.assign(signedInContextOf(request), request.body)),
  );

  app.put(
    '/system/seat/free',
    {
      config: { permission: SEAT_ASSIGN_PERMISSION },
      schema: { tags, body: freeSeatSchema, response: { 200: envelopeOf(seatView) } },
    },
    async (request) => ok(await service.free(signedInContextOf(request), request.body)),
  );
}
