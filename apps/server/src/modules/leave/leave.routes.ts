import {
  balanceQuerySchema,
  entitlementSchema,
  formatIsoDate,
  isIsoDate,
  leaveAmendSchema,
  leaveDaysQuerySchema,
  leaveListQuerySchema,
  leaveRequestSchema,
  recordIdSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { delegateUserOf } from '../../platform/auth/delegate-user.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import { balancesView, leaveView, onLeaveView } from './absence.views.ts';
import { EDIT_ENTITLEMENTS } from './absence-access.ts';
import type { LeaveService } from './leave.service.ts';
import type { LeaveBalancesReader } from './leave-balances-reader.ts';

const REQUEST_LEAVE = 'hr:leave:add';

/** Leave (spec /leave/leaveEdit, leaveDetail, leaveToday): everyone may read their own. */
export function leaveRoutes(api: FastifyInstance, leave: LeaveService, balances: LeaveBalancesReader): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['leave'];
  const signedIn = { permission: SIGNED_IN };

  app.get(
    '/hankun/leave/list',
    {
      config: signedIn,
      schema: { tags, querystring: leaveListQuerySchema, response: { 200: pageOf(leaveView) } },
    },
    async (request) => {
      const { rows, total } = await leave.findLeave(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/hankun/leave/days',
    {
      config: signedIn,
      schema: { tags, querystring: leaveDaysQuerySchema, response: { 200: envelopeOf(z.number()) } },
    },
    async (request) => ok(await leave.countDays(request.query)),
  );

  app.get(
    '/hankun/leave/balance',
    {
      config: signedIn,
      schema: { tags, querystring: balanceQuerySchema, response: { 200: envelopeOf(balancesView) } },
    },
    async (request) => ok(await balances.balancesFor(signedInContextOf(request), request.query)),
  );

  app.get(
    '/hankun/leave/today',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: z.object({
          day: z.string().refine(isIsoDate, { message: 'leave.invalidDate' }).optional(),
        }),
        response: { 200: envelopeOf(z.array(onLeaveView)) },
      },
    },
    async (request) =>
      ok(await leave.findOnLeave(signedInContextOf(request), request.query.day ?? formatIsoDate(new Date()))),
  );

  app.get(
    '/hankun/leave/:leaveId',
    {
      config: signedIn,
      schema: {
        tags,
        params: z.object({ leaveId: recordIdSchema }),
        response: { 200: envelopeOf(leaveView) },
      },
    },
    async (request) =>
      ok(await leave.getLeave(signedInContextOf(request), request.params.leaveId, delegateUserOf(request))),
  );

  app.post(
    '/hankun/leave',
    {
      config: { permission: REQUEST_LEAVE },
      schema: { tags, body: leaveRequestSchema, response: { 200: envelopeOf(leaveView) } },
    },
    async (request) => ok(await leave.requestLeave(signedInContextOf(request), request.body)),
  );

  app.put(
    '/hankun/leave',
    {
      config: { permission: REQUEST_LEAVE },
      schema: { tags, body: leaveAmendSchema, response: { 200: envelopeOf(leaveView) } },
    },
    async (request) => ok(await leave.amendLeave(signedInContextOf(request), request.body)),
  );

  app.post(
    '/hankun/leave/entitlement',
    {
      config: { permission: EDIT_ENTITLEMENTS },
      schema: { tags, body: entitlementSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await leave.setEntitlement(signedInContextOf(request), request.body);
      return ok(null);
    },
  );
}
