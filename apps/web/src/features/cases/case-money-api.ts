import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseExpenseBudgetInput, CaseMoney } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import { caseKeys } from './cases-api.ts';

const moneyKey = (projectId: number) => [...caseKeys.all, 'money', projectId] as const;

const fetchMoney = (projectId: number, signal: AbortSignal) =>
  api.get<CaseMoney>('/hankun/project/money', { params: { projectId }, signal, errorHandling: 'caller' });

/** A case's money at a glance (billed, received, its expense budget and claims). */
export function useCaseMoney(projectId: number) {
  return useQuery({
    queryKey: moneyKey(projectId),
    enabled: projectId > 0,
    retry: false,
    queryFn: ({ signal }) => fetchMoney(projectId, signal),
  });
}

/**
 * The money of several cases at once, for a claim's budget warnings. A case the reader may not see
 * answers 404 and simply has no entry: its approvers who are off the case get no warning from it.
 */
export function useCasesMoney(projectIds: readonly number[]): Map<number, CaseMoney> {
  const results = useQueries({
    queries: projectIds.map((projectId) => ({
      queryKey: moneyKey(projectId),
      retry: false,
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchMoney(projectId, signal),
    })),
  });
  const found = new Map<number, CaseMoney>();
  results.forEach((result, index) => {
    if (result.data) found.set(projectIds[index]!, result.data);
  });
  return found;
}

export function useExpenseBudgetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CaseExpenseBudgetInput) =>
      api.put<null>('/hankun/project/expenseBudget', input, { errorHandling: 'caller' }),
    onSuccess: (_done, input) => queryClient.invalidateQueries({ queryKey: moneyKey(input.projectId) }),
  });
}
