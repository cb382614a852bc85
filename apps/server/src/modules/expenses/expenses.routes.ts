import {
  EXPENSE_PERMISSIONS,
  expenseClaimActionSchema,
  expenseClaimAuditSchema,
  expenseClaimBackSchema,
  expenseClaimDetailView,
  expenseClaimDraftSchema,
  expenseClaimListQuerySchema,
  expenseClaimPaySchema,
  expenseClaimRowView,
  expenseClaimUpdateSchema,
  expenseExportSchema,
  recordIdSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { ExpenseClaimsService } from './expense-claims.service.ts';
import type { ExpenseDecisionsService } from './expense-decisions.service.ts';
import { expenseExportRoute } from './expense-export.ts';
import type { ExpenseListsService } from './expense-lists.service.ts';

const claimPage = pageOf(expenseClaimRowView).extend({
  sums: z.object({ count: z.number(), total: z.string() }),
});

/**
 * Expense claims (issue 20, decision 0032): lists, detail, drafts and the §4 actions. Each route
 * declares its permission; the services check who may see the claim (its walls) and its state.
 */
export function expensesRoutes(
  api: FastifyInstance,
  services: {
    expenseClaims: ExpenseClaimsService;
    expenseDecisions: ExpenseDecisionsService;
    expenseLists: ExpenseListsService;
    maxExportRows: () => Promise<number>;
  },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['expenses'];
  const { expenseClaims, expenseDecisions, expenseLists } = services;
  const done = { 200: emptyEnvelope };

  for (const [url, scope, permission] of [
    ['/hankun/expenses/list', 'mine', EXPENSE_PERMISSIONS.listMine],
    ['/hankun/expenses/listAll', 'all', EXPENSE_PERMISSIONS.listAll],
  ] as const) {
    app.get(
      url,
      {
        config: { permission },
        schema: { tags, querystring: expenseClaimListQuerySchema, response: { 200: claimPage } },
      },
      async (request) => {
        const { rows, total, sums } = await expenseLists.find(
          signedInContextOf(request),
          request.query,
          scope,
        );
        return { ...page(rows, total), sums };
      },
    );
  }

  expenseExportRoute(api, {
    kind: 'claim',
    url: '/hankun/expenses/export',
    entity: 'expenseClaim',
    body: expenseExportSchema,
    lists: expenseLists,
    maxExportRows: services.maxExportRows,
  });

  // The applicant, its approvers and finance inside the walls read a claim (404 otherwise).
  app.get(
    '/hankun/expenses/:claimId',
    {
      config: { permission: EXPENSE_PERMISSIONS.listMine },
      schema: {
        tags,
        params: z.object({ claimId: recordIdSchema }),
        response: { 200: envelopeOf(expenseClaimDetailView) },
      },
    },
    async (request) => ok(await expenseLists.detail(signedInContextOf(request), request.params.claimId)),
  );

  app.post(
    '/hankun/expenses',
    {
      config: { permission: EXPENSE_PERMISSIONS.add },
      schema: { tags, body: expenseClaimDraftSchema, response: { 200: envelopeOf(expenseClaimDetailView) } },
    },
    async (request) => ok(await expenseClaims.create(signedInContextOf(request), request.body)),
  );

  app.put(
    '/hankun/expenses',
    {
      config: { permission: EXPENSE_PERMISSIONS.add },
      schema: { tags, body: expenseClaimUpdateSchema, response: { 200: envelopeOf(expenseClaimDetailView) } },
    },
    async (request) => ok(await expenseClaims.update(signedInContextOf(request), request.body)),
  );

  const applicantActions = {
    submit: (ctx, claimId) => expenseClaims.submit(ctx, claimId),
    cancel: (ctx, claimId) => expenseClaims.cancel(ctx, claimId),
    cancelWithdraw: (ctx, claimId) => expenseClaims.withdraw(ctx, claimId),
  } satisfies Record<string, (ctx: ReturnType<typeof signedInContextOf>, claimId: number) => Promise<void>>;
  for (const [action, run] of Object.entries(applicantActions)) {
    app.post(
      `/hankun/expenses/${action}`,
      {
        config: { permission: EXPENSE_PERMISSIONS.add },
        schema: { tags, body: expenseClaimActionSchema, response: done },
      },
      async (request) => {
        await run(signedInContextOf(request), request.body.claimId);
        return ok(null);
      },
    );
  }

  // Anyone may be asked to approve (decision 0015): the engine checks the pending task.
  app.post(
    '/hankun/expenses/audit',
    { config: { permission: SIGNED_IN }, schema: { tags, body: expenseClaimAuditSchema, response: done } },
    async (request) => {
      await expenseDecisions.approve(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/hankun/expenses/back',
    { config: { permission: SIGNED_IN }, schema: { tags, body: expenseClaimBackSchema, response: done } },
    async (request) => {
      await expenseDecisions.sendBack(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/hankun/expenses/pay',
    {
      config: { permission: EXPENSE_PERMISSIONS.pay },
      schema: { tags, body: expenseClaimPaySchema, response: done },
    },
    async (request) => {
      await expenseDecisions.pay(signedInContextOf(request), request.body);
      return ok(null);
    },
  );
}
