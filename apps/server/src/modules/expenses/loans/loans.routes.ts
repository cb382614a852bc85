import {
  EXPENSE_PERMISSIONS,
  LOAN_PERMISSIONS,
  loanActionSchema,
  loanAuditSchema,
  loanBackSchema,
  loanBalanceRowView,
  loanDetailView,
  loanDraftSchema,
  loanExportSchema,
  loanListQuerySchema,
  loanPaySchema,
  loanRepaySchema,
  loanRowView,
  loanUpdateSchema,
  openLoansQuerySchema,
  recordIdSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../../platform/http/route-access.ts';
import { workbookExportRoute } from '../../../platform/spreadsheet/workbook-export-route.ts';
import type { LoanDecisionsService } from './loan-decisions.service.ts';
import { loanExport } from './loan-export.ts';
import type { LoanListsService } from './loan-lists.service.ts';
import { loanRepaymentRequestsRoutes } from './loan-repayment-requests.routes.ts';
import type { LoanRepaymentRequestsService } from './loan-repayment-requests.service.ts';
import type { LoanRepaymentsService } from './loan-repayments.ts';
import type { LoansService } from './loans.service.ts';

const BASE = '/hankun/expenses/borrow';
/** A page of loans, as every list answers (rows, total), with the search's sums. */
const loanPage = pageOf(loanRowView).extend({
  sums: z.object({ count: z.number(), amount: z.string(), balance: z.string() }),
});

/**
 * Staff loans (decision 0041, spec borrowEdit / borrowDetail): lists, balances, detail, drafts
 * and their actions. Each route declares its permission; the services check who may see the loan.
 */
export function loansRoutes(
  api: FastifyInstance,
  services: {
    loans: LoansService;
    loanDecisions: LoanDecisionsService;
    loanLists: LoanListsService;
    loanRepayments: LoanRepaymentsService;
    loanRepaymentRequests: LoanRepaymentRequestsService;
    maxExportRows: () => Promise<number>;
  },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['loans'];
  const { loanDecisions, loanLists, loanRepayments } = services;
  const done = { 200: emptyEnvelope };

  for (const [url, scope, permission] of [
    [`${BASE}/list`, 'mine', LOAN_PERMISSIONS.listMine],
    [`${BASE}/listAll`, 'all', LOAN_PERMISSIONS.listAll],
  ] as const) {
    app.get(
      url,
      {
        config: { permission },
        schema: { tags, querystring: loanListQuerySchema, response: { 200: loanPage } },
      },
      async (request) => {
        const { rows, total, sums } = await loanLists.find(signedInContextOf(request), request.query, scope);
        return { ...page(rows, total), sums };
      },
    );
  }

  // Anyone who lists loans exports what they may list; 全部借款 needs listAll (loan-access.ts).
  workbookExportRoute(api, {
    url: `${BASE}/export`,
    permission: LOAN_PERMISSIONS.listMine,
    entity: 'loan',
    tags,
    body: loanExportSchema,
    maxRows: services.maxExportRows,
    workbook: (ctx, filters, maxRows) => loanExport(loanLists, ctx, filters, maxRows),
  });

  app.get(
    `${BASE}/balances`,
    {
      config: { permission: LOAN_PERMISSIONS.listAll },
      schema: { tags, response: { 200: envelopeOf(z.array(loanBalanceRowView)) } },
    },
    async (request) => ok(await loanLists.balances(signedInContextOf(request))),
  );

  // What the payment of a person's claim offers to offset (finance paying claims).
  app.get(
    `${BASE}/open`,
    {
      config: { permission: EXPENSE_PERMISSIONS.pay },
      schema: {
        tags,
        querystring: openLoansQuerySchema,
        response: { 200: envelopeOf(z.array(loanRowView)) },
      },
    },
    async (request) => ok(await loanLists.openLoansOf(signedInContextOf(request), request.query.applicantId)),
  );

  app.get(
    `${BASE}/:loanId`,
    {
      config: { permission: LOAN_PERMISSIONS.listMine },
      schema: {
        tags,
        params: z.object({ loanId: recordIdSchema }),
        response: { 200: envelopeOf(loanDetailView) },
      },
    },
    async (request) => ok(await loanLists.detail(signedInContextOf(request), request.params.loanId)),
  );

  app.post(
    BASE,
    {
      config: { permission: LOAN_PERMISSIONS.add },
      schema: { tags, body: loanDraftSchema, response: { 200: envelopeOf(loanDetailView) } },
    },
    async (request) => ok(await services.loans.create(signedInContextOf(request), request.body)),
  );

  app.put(
    BASE,
    {
      config: { permission: LOAN_PERMISSIONS.add },
      schema: { tags, body: loanUpdateSchema, response: { 200: envelopeOf(loanDetailView) } },
    },
    async (request) => ok(await services.loans.update(signedInContextOf(request), request.body)),
  );

  const applicantActions = {
    submit: (ctx, loanId) => services.loans.submit(ctx, loanId),
    cancel: (ctx, loanId) => services.loans.cancel(ctx, loanId),
    cancelWithdraw: (ctx, loanId) => services.loans.withdraw(ctx, loanId),
  } satisfies Record<string, (ctx: SignedInContext, loanId: number) => Promise<void>>;
  for (const [action, run] of Object.entries(applicantActions)) {
    app.post(
      `${BASE}/${action}`,
      {
        config: { permission: LOAN_PERMISSIONS.add },
        schema: { tags, body: loanActionSchema, response: done },
      },
      async (request) => {
        await run(signedInContextOf(request), request.body.loanId);
        return ok(null);
      },
    );
  }

  // Anyone may be asked to approve (decision 0015): the engine checks the pending task.
  app.post(
    `${BASE}/audit`,
    { config: { permission: SIGNED_IN }, schema: { tags, body: loanAuditSchema, response: done } },
    async (request) => {
      await loanDecisions.approve(signedInContextOf(request), request.body);
      return ok(null);
    },
  );
  for (const action of ['back', 'reject'] as const) {
    app.post(
      `${BASE}/${action}`,
      { config: { permission: SIGNED_IN }, schema: { tags, body: loanBackSchema, response: done } },
      async (request) => {
        const ctx = signedInContextOf(request);
        await (action === 'back'
          ? loanDecisions.sendBack(ctx, request.body)
          : loanDecisions.reject(ctx, request.body));
        return ok(null);
      },
    );
  }

  app.post(
    `${BASE}/pay`,
    { config: { permission: LOAN_PERMISSIONS.pay }, schema: { tags, body: loanPaySchema, response: done } },
    async (request) => {
      await loanDecisions.pay(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    `${BASE}/repay`,
    { config: { permission: LOAN_PERMISSIONS.pay }, schema: { tags, body: loanRepaySchema, response: done } },
    async (request) => {
      await loanRepayments.repay(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  // The borrower's repayment requests with their own approval (decision 0053).
  loanRepaymentRequestsRoutes(api, services.loanRepaymentRequests);
}
