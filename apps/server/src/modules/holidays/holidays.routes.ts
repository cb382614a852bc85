import { CALENDAR_DAY_KINDS, calendarDaySchema, calendarYearQuerySchema, isIsoDate } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { HolidaysService } from './holidays.service.ts';

const dayView = z.object({
  day: z.string(),
  kind: z.enum(CALENDAR_DAY_KINDS),
  name: z.string(),
  nameEn: z.string(),
});

/** The holiday calendar: everyone reads it (leave forms count on it); HR keeps it. */
export function holidaysRoutes(api: FastifyInstance, service: HolidaysService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['holidays'];

  app.get(
    '/holiday/list',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, querystring: calendarYearQuerySchema, response: { 200: envelopeOf(z.array(dayView)) } },
    },
    async (request) => ok(await service.findYear(request.query.year)),
  );

  app.post(
    '/holiday',
    {
      config: { permission: 'hr:holiday:edit' },
      schema: { tags, body: calendarDaySchema, response: { 200: envelopeOf(dayView) } },
    },
    async (request) => ok(await service.saveDay(signedInContextOf(request), request.body)),
  );

  app.delete(
    '/holiday/:day',
    {
      config: { permission: 'hr:holiday:edit' },
      schema: {
        tags,
        params: z.object({ day: z.string().refine(isIsoDate, { message: 'dateRange.invalidDate' }) }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await service.deleteDay(signedInContextOf(request), request.params.day);
      return ok(null);
    },
  );
}
