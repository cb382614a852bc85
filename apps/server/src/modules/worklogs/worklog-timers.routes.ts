import {
  timerIdSchema,
  timerStartSchema,
  timerUpdateSchema,
  timerView,
  WORKLOG_PERMISSIONS,
  worklogView,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok } from '../../platform/http/envelope.ts';
import type { WorklogTimersService } from './worklog-timers.service.ts';

/**
 * The floating timer (spec §6 `hankun:jurisdiction:wirteWorklog`, socket event timerMsg): every
 * change answers the person's timers as they now are; stop answers the draft entry it made.
 */
export function worklogTimersRoutes(api: FastifyInstance, timers: WorklogTimersService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['worklog timer'];
  const config = { permission: WORKLOG_PERMISSIONS.timer };
  const answer = { 200: envelopeOf(z.array(timerView)) };

  app.get('/hankun/worklog/timer/list', { config, schema: { tags, response: answer } }, async (request) =>
    ok(await timers.findTimers(signedInContextOf(request))),
  );

  app.post(
    '/hankun/worklog/timer/start',
    { config, schema: { tags, body: timerStartSchema, response: answer } },
    async (request) => ok(await timers.start(signedInContextOf(request), request.body)),
  );

  app.post(
    '/hankun/worklog/timer/pause',
    { config, schema: { tags, body: timerIdSchema, response: answer } },
    async (request) => ok(await timers.pause(signedInContextOf(request), request.body.timerId)),
  );

  app.post(
    '/hankun/worklog/timer/resume',
    { config, schema: { tags, body: timerIdSchema, response: answer } },
    async (request) => ok(await timers.resume(signedInContextOf(request), request.body.timerId)),
  );

  app.post(
    '/hankun/worklog/timer/discard',
    { config, schema: { tags, body: timerIdSchema, response: answer } },
    async (request) => ok(await timers.discard(signedInContextOf(request), request.body.timerId)),
  );

  app.post(
    '/hankun/worklog/timer/stop',
    { config, schema: { tags, body: timerIdSchema, response: { 200: envelopeOf(worklogView) } } },
    async (request) => ok(await timers.stop(signedInContextOf(request), request.body.timerId)),
  );

  app.put(
    '/hankun/worklog/timer',
    { config, schema: { tags, body: timerUpdateSchema, response: answer } },
    async (request) => ok(await timers.update(signedInContextOf(request), request.body)),
  );
}
