import {
  LOAN_PERMISSIONS,
  loanRepayRequestActionSchema,
  loanRepayRequestAuditSchema,
  loanRepayRequestBackSchema,
  loanRepayRequestSchema,
  loanRepayResubmitSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok } from '../../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../../platform/http/route-access.ts';
import type { LoanRepaymentRequestsService } from './loan-repayment-requests.service.ts';

const BASE = '/hankun/expenses/borrow/repayRequest';

/**
 * The borrower's repayment requests (decision 0053): asked, amended after a send-back and
 * withdrawn under the loan tile's permission; approvers act through the engine's pending task.
 * The service checks who may read the loan behind each request.
 */
export function loanRepaymentRequestsRoutes(
  api: FastifyInstance,
  requests: LoanRepaymentRequestsService,
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['loans'];
  const done = { 200: emptyEnvelope };

  app.post(
    BASE,
    {
      config: { permission: LOAN_PERMISSIONS.add },
      schema: {
        tags,
        body: loanRepayRequestSchema,
        response: { 200: envelopeOf(z.object({ requestId: z.number() })) },
      },
    },
    async (request) => ok({ requestId: await requests.request(signedInContextOf(request), request.body) }),
  );

  app.post(
    `${BASE}/resubmit`,
    {
      config: { permission: LOAN_PERMISSIONS.add },
      schema: { tags, body: loanRepayResubmitSchema, response: done },
    },
    async (request) => {
      await requests.resubmit(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    `${BASE}/withdraw`,
    {
      config: { permission: LOAN_PERMISSIONS.add },
      schema: { tags, body: loanRepayRequestActionSchema, response: done },
    },
    async (request) => {
      await requests.withdraw(signedInContextOf(request), request.body.requestId);
      return ok(null);
    },
  );

  // Anyone may be asked to approve (decision 0015): the engine checks the pending task.
  app.post(
    `${BASE}/audit`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: loanRepayRequestAuditSchema, response: done },
    },
    async (request) => {
      await requests.approve(signedInContextOf(request), request.body);
      return ok(null);
    },
  );
  for (const action of ['back', 'reject'] as const) {
    app.post(
      `${BASE}/${action}`,
      {
        config: { permission: SIGNED_IN },
        schema: { tags, body: loanRepayRequestBackSchema, response: done },
      },
      async (request) => {
        const ctx = signedInContextOf(request);
        await (action === 'back' ? requests.sendBack(ctx, request.body) : requests.reject(ctx, request.body));
        return ok(null);
      },
    );
  }
}
