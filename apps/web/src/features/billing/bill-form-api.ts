import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillableExpense,
  BillDetail,
  BillDraftInput,
  BillFeeTerms,
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
  scopedBills: (kind: string, filter: object, pageNum: number) =>
    ['bills', 'scoped', kind, filter, pageNum] as const,
  unbilled: (projectId: number, from: string, to: string) =>
    ['bills', 'unbilled', projectId, from, to] as const,
  unbilledExpenses: (projectId: number, from: string, to: string) =>
    ['bills', 'unbilledExpenses', projectId, from, to] as const,
  feeTerms: (projectId: number, billId: number) => ['bills', 'feeTerms', projectId, billId] as const,
};

/** The case's arrangement in force for a bill: open milestones, contingency terms, a cap (decision 0045). */
export function useBillFeeTerms(projectId: number, billId: number | undefined) {
  return useQuery({
    queryKey: billFormKeys.feeTerms(projectId, billId ?? 0),
    enabled: projectId > 0,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<BillFeeTerms>(`${BASE}/feeTerms`, {
        params: { projectId, ...(billId ? { billId } : {}) },
        signal,
        errorHandling: 'caller',
      }),
  });
}

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

/** The case's approved billable expenses no bill holds, spent in the period when one is given. */
export function useUnbilledExpenses(projectId: number, from: string, to: string) {
  return useQuery({
    queryKey: billFormKeys.unbilledExpenses(projectId, from, to),
    enabled: projectId > 0,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<BillableExpense[]>(`${BASE}/unbilledExpenses`, {
        params: { projectId, ...(from && { from }), ...(to && { to }) },
        signal,
        errorHandling: 'caller',
      }),
  });
}

/** The case's bills the reader may see (the case's wall decides), newest first. */
/** A case's or a client's bills, from the person's own list or the firm-wide one. */
export function useScopedBills(
  kind: 'list' | 'listAll',
  filter: { projectId: number } | { clientId: number },
  pageNum: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: billFormKeys.scopedBills(kind, filter, pageNum),
    enabled: Object.values(filter).every((id) => id > 0),
    retry: false,
    queryFn: ({ signal }) =>
      api.page<BillRow>(`${BASE}/${kind}`, {
        params: { ...filter, pageNum, pageSize },
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
