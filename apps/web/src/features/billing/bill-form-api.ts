import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillDetail,
  BillDraftInput,
  BillRow,
  BillUpdateInput,
  ProjectSearchQueryInput,
  ProjectSearchResult,
  UnbilledTime,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';
import { worklogKeys } from '../worklogs/worklogs-api.ts';

const BASE = '/hankun/bill';

/** Every bill query sits under `bills`, so a save reloads the case's list and the draft. */
export const billFormKeys = {
  all: ['bills'] as const,
  detail: (billId: number) => ['bills', 'detail', billId] as const,
  caseBills: (projectId: number, pageNum: number) => ['bills', 'case', projectId, pageNum] as const,
  unbilled: (projectId: number, from: string, to: string) =>
    ['bills', 'unbilled', projectId, from, to] as const,
};

/** The case picker of a bill: only cases the caller may bill (billType=1, decision 0030). */
export function searchBillableCases(
  query: ProjectSearchQueryInput,
  signal: AbortSignal,
): Promise<ProjectSearchResult[]> {
  return api.get<ProjectSearchResult[]>('/hankun/project/selectList', {
    params: { ...query, billType: 1 } as QueryParams,
    signal,
  });
}

export function useBill(billId: number) {
  return useQuery({
    queryKey: billFormKeys.detail(billId),
    enabled: billId > 0,
    retry: false,
    queryFn: ({ signal }) => api.get<BillDetail>(`${BASE}/${billId}`, { signal, errorHandling: 'caller' }),
  });
}

/** The case's confirmed, billable time no bill holds, in the period when one is given. */
export function useUnbilledTime(projectId: number, from: string, to: string) {
  return useQuery({
    queryKey: billFormKeys.unbilled(projectId, from, to),
    enabled: projectId > 0,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<UnbilledTime[]>(`${BASE}/unbilledTime`, {
        params: { projectId, ...(from && { from }), ...(to && { to }) },
        signal,
        errorHandling: 'caller',
      }),
  });
}

/** The case's bills the reader may see (the case's wall decides), newest first. */
export function useCaseBills(projectId: number, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: billFormKeys.caseBills(projectId, pageNum),
    enabled: projectId > 0,
    retry: false,
    queryFn: ({ signal }) =>
      api.page<BillRow>(`${BASE}/list`, {
        params: { projectId, pageNum, pageSize },
        signal,
        errorHandling: 'caller',
      }),
  });
}

/**
 * Saving a draft: its field errors and the 409 of time another draft holds go back to the form,
 * which shows them where they belong and keeps what was typed.
 */
export function useBillDraftMutations() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all(
      [billFormKeys.all, worklogKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  const caller = { errorHandling: 'caller' } as const;
  return {
    create: useMutation({
      mutationFn: (input: BillDraftInput) => api.post<BillDetail>(BASE, input, caller),
      onSuccess: () => void reload(),
    }),
    update: useMutation({
      mutationFn: (input: BillUpdateInput) => api.put<BillDetail>(BASE, input, caller),
      onSuccess: () => void reload(),
    }),
  };
}
