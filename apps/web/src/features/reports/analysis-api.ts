import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExpenseAnalysis, ExpenseAnalysisQuery, LeaderIncome, LeaderIncomeQuery } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';

/** The analysis charts' numbers on the server (decision 0060). */
export const ANALYSIS = {
  leaderIncome: '/hankun/analysis/leaderIncome',
  expense: '/hankun/analysis/expense',
} as const;

export function useLeaderIncome(params: LeaderIncomeQuery) {
  return useQuery({
    queryKey: ['reports', 'analysis', 'leaderIncome', params],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.get<LeaderIncome>(ANALYSIS.leaderIncome, { params: { ...params }, signal }),
  });
}

export function useExpenseAnalysis(params: ExpenseAnalysisQuery) {
  return useQuery({
    queryKey: ['reports', 'analysis', 'expense', params],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.get<ExpenseAnalysis>(ANALYSIS.expense, { params: { ...params }, signal }),
  });
}
