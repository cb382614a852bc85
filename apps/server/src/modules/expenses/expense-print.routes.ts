import {
  DAILY_EXPENSE_PERMISSIONS,
  EXPENSE_PERMISSIONS,
  expensePrintView,
  LOAN_PERMISSIONS,
  loanPrintView,
  recordIdSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok } from '../../platform/http/envelope.ts';
import type { ExpensePrints } from './expense-print.ts';

/**
 * The print pages' data (spec expensePrint, borrowPrint; decision 0047), each behind its
 * detail's permission; the service reads the record through its detail, so its walls and owners.
 */
export function expensePrintRoutes(api: FastifyInstance, services: { expensePrints: ExpensePrints }): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['expenses'];
  const { expensePrints } = services;
  const claimParams = z.object({ claimId: recordIdSchema });

  app.get(
    '/hankun/expenses/print/:claimId',
    {
      config: { permission: EXPENSE_PERMISSIONS.listMine },
      schema: { tags, params: claimParams, response: { 200: envelopeOf(expensePrintView) } },
    },
    async (request) => ok(await expensePrints.claim(signedInContextOf(request), request.params.claimId)),
  );

  app.get(
    '/hankun/expenses/daily/print/:claimId',
    {
      config: { permission: DAILY_EXPENSE_PERMISSIONS.listMine },
      schema: { tags, params: claimParams, response: { 200: envelopeOf(expensePrintView) } },
    },
    async (request) =>
      ok(await expensePrints.claim(signedInContextOf(request), request.params.claimId, true)),
  );

  app.get(
    '/hankun/expenses/borrow/print/:loanId',
    {
      config: { permission: LOAN_PERMISSIONS.listMine },
      schema: {
        tags: ['loans'],
        params: z.object({ loanId: recordIdSchema }),
        response: { 200: envelopeOf(loanPrintView) },
      },
    },
    async (request) => ok(await expensePrints.loan(signedInContextOf(request), request.params.loanId)),
  );
}
