import {
  ANALYSIS_PERMISSIONS,
  expenseAnalysisQuerySchema,
  expenseAnalysisSchema,
  leaderIncomeQuerySchema,
  leaderIncomeSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInContextOf } from '../../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok } from '../../../platform/http/envelope.ts';
import type { ExpenseAnalysisService } from './expense-analysis.service.ts';
import type { LeaderIncomeService } from './leader-income.service.ts';

/** The analysis pages' numbers (spec /analysis, decision 0060); scope and walls are the reports'. */
export function analysisRoutes(
  api: FastifyInstance,
  services: { leaderIncome: LeaderIncomeService; expenseAnalysis: ExpenseAnalysisService },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  app.get(
    '/hankun/analysis/leaderIncome',
    {
      config: { permission: ANALYSIS_PERMISSIONS.leaderIncome },
      schema: {
        tags,
        querystring: leaderIncomeQuerySchema,
        response: { 200: envelopeOf(leaderIncomeSchema) },
      },
    },
    async (request) =>
      ok(await services.leaderIncome.leaderIncome(signedInContextOf(request), request.query)),
  );
  app.get(
    '/hankun/analysis/expense',
    {
      config: { permission: ANALYSIS_PERMISSIONS.expense },
      schema: {
        tags,
        querystring: expenseAnalysisQuerySchema,
        response: { 200: envelopeOf(expenseAnalysisSchema) },
      },
    },
    async (request) =>
      ok(await services.expenseAnalysis.expenseAnalysis(signedInContextOf(request), request.query)),
  );
}
