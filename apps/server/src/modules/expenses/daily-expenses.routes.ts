import {
  DAILY_EXPENSE_PERMISSIONS,
  dailyExpenseDraftSchema,
  dailyExpenseExportSchema,
  dailyExpenseListQuerySchema,
  dailyExpensePayBatchSchema,
  dailyExpenseRejectSchema,
  dailyExpenseUpdateSchema,
  EXPENSE_PERMISSIONS,
  expenseClaimActionSchema,
  expenseClaimAuditSchema,
  expenseClaimDetailView,
  expenseClaimRowView,
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

const dailyPage = pageOf(expenseClaimRowView).extend({
  sums: z.object({ count: z.number(), total: z.string() }),
});

/**
 * Daily expenses (issue 20, decision 0038): spec §2 dailyAdd, dailyDetail, listDailyAll and §4
 * submit, cancel, audit, reject. The claim services of the `daily` kind answer them.
 */
export function dailyExpensesRoutes(
  api: FastifyInstance,
  services: {
    dailyExpenses: ExpenseClaimsService;
    dailyExpenseDecisions: ExpenseDecisionsService;
    dailyExpenseLists: ExpenseListsService;
    maxExportRows: () => Promise<number>;
  },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['expenses'];
  const { dailyExpenses, dailyExpenseDecisions, dailyExpenseLists } = services;
  const done = { 200: emptyEnvelope };

  for (const [url, scope, permission] of [
    ['/hankun/expenses/daily/list', 'mine', DAILY_EXPENSE_PERMISSIONS.listMine],
    ['/hankun/expenses/daily/listAll', 'all', DAILY_EXPENSE_PERMISSIONS.listAll],
  ] as const) {
    app.get(
      url,
      {
        config: { permission },
        schema: { tags, querystring: dailyExpenseListQuerySchema, response: { 200: dailyPage } },
      },
      async (request) => {
        const { rows, total, sums } = await dailyExpenseLists.find(
          signedInContextOf(request),
          request.query,
          scope,
        );
        return { ...page(rows, total), sums };
      },
    );
  }

  // The list as a workbook, mine or (with listDailyAll) every submitted one inside the walls:
  // finance closes the month's petty cash from it (decision 0050).
  expenseExportRoute(api, {
    kind: 'daily',
    url: '/hankun/expenses/daily/export',
    entity: 'dailyExpense',
    body: dailyExpenseExportSchema,
    lists: dailyExpenseLists,
    maxExportRows: services.maxExportRows,
  });

  // The applicant, its approvers and finance read it (404 otherwise, and for a claim's id).
  app.get(
    '/hankun/expenses/daily/:claimId',
    {
      config: { permission: DAILY_EXPENSE_PERMISSIONS.listMine },
      schema: {
        tags,
        params: z.object({ claimId: recordIdSchema }),
        response: { 200: envelopeOf(expenseClaimDetailView) },
      },
    },
    async (request) => ok(await dailyExpenseLists.detail(signedInContextOf(request), request.params.claimId)),
  );

  app.post(
    '/hankun/expenses/daily',
    {
      config: { permission: DAILY_EXPENSE_PERMISSIONS.add },
      schema: { tags, body: dailyExpenseDraftSchema, response: { 200: envelopeOf(expenseClaimDetailView) } },
    },
    async (request) => ok(await dailyExpenses.create(signedInContextOf(request), request.body)),
  );

  app.put(
    '/hankun/expenses/daily',
    {
      config: { permission: DAILY_EXPENSE_PERMISSIONS.add },
      schema: { tags, body: dailyExpenseUpdateSchema, response: { 200: envelopeOf(expenseClaimDetailView) } },
    },
    async (request) => ok(await dailyExpenses.update(signedInContextOf(request), request.body)),
  );

  for (const action of ['submit', 'cancel'] as const) {
    app.post(
      `/hankun/expenses/daily/${action}`,
      {
        config: { permission: DAILY_EXPENSE_PERMISSIONS.add },
        schema: { tags, body: expenseClaimActionSchema, response: done },
      },
      async (request) => {
        await dailyExpenses[action](signedInContextOf(request), request.body.claimId);
        return ok(null);
      },
    );
  }

  // Anyone may be asked to approve (decision 0015): the engine checks the pending task.
  app.post(
    '/hankun/expenses/daily/audit',
    { config: { permission: SIGNED_IN }, schema: { tags, body: expenseClaimAuditSchema, response: done } },
    async (request) => {
      await dailyExpenseDecisions.approve(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/hankun/expenses/daily/reject',
    { config: { permission: SIGNED_IN }, schema: { tags, body: dailyExpenseRejectSchema, response: done } },
    async (request) => {
      await dailyExpenseDecisions.reject(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  // Finance's monthly batch (decision 0050): the permission that pays claims pays daily expenses.
  app.post(
    '/hankun/expenses/daily/payBatch',
    {
      config: { permission: EXPENSE_PERMISSIONS.pay },
      schema: {
        tags,
        body: dailyExpensePayBatchSchema,
        response: { 200: envelopeOf(z.object({ paid: z.number() })) },
      },
    },
    async (request) =>
      ok({ paid: await dailyExpenseDecisions.payBatch(signedInContextOf(request), request.body) }),
  );
}
