import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DailyExpensePayBatchInput,
  ExpenseClaimAuditInput,
  ExpenseClaimBackInput,
  ExpenseClaimDetail,
  ExpenseClaimDraftInput,
  ExpenseClaimListQuery,
  ExpenseClaimPayInput,
  ExpenseClaimRow,
  ExpenseClaimUpdateInput,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';
import { approvalKeys } from '../../components/approval-timeline/approval-detail-api.ts';
import { useExpenseKind } from './expense-kind.ts';

/** 我的报销 (my own claims) or 全部报销 (every submitted claim within the walls, for finance). */
export type ExpenseListKind = 'list' | 'listAll';

export interface ExpenseListSums {
  count: number;
  total: string;
}

export type ExpenseFilterQuery = Partial<Omit<ExpenseClaimListQuery, 'pageNum' | 'pageSize'>>;

export const expenseKeys = { all: ['expenses'] as const };

export function useExpenseList(kind: ExpenseListKind, params: QueryParams, enabled = true) {
  const { base, kind: of } = useExpenseKind();
  return useQuery({
    queryKey: [...expenseKeys.all, of, kind, params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.pageWith<ExpenseClaimRow, { sums: ExpenseListSums }>(`${base}/${kind}`, {
        params,
        signal,
      }),
  });
}

export function useExpenseClaim(claimId: number) {
  const { base, kind } = useExpenseKind();
  return useQuery({
    queryKey: [...expenseKeys.all, kind, 'one', claimId],
    enabled: claimId > 0,
    // The page shows its own refusal (not found, walled off) instead of a global toast.
    retry: false,
    queryFn: ({ signal }) =>
      api.get<ExpenseClaimDetail>(`${base}/${claimId}`, { signal, errorHandling: 'caller' }),
  });
}

/** Reloads the claims (lists, pages) and the task centre, after any change of a claim. */
export function useExpensesReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
      queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
    ]);
}

/** Saving a draft: the form places the server's field errors itself, so no global toast. */
export function useExpenseDraftMutations() {
  const reload = useExpensesReload();
  const { base } = useExpenseKind();
  return {
    create: useMutation({
      mutationFn: (input: ExpenseClaimDraftInput) =>
        api.post<ExpenseClaimDetail>(base, input, { errorHandling: 'caller' }),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: (input: ExpenseClaimUpdateInput) =>
        api.put<ExpenseClaimDetail>(base, input, { errorHandling: 'caller' }),
      onSuccess: reload,
    }),
  };
}

/**
 * What a person does to a claim from its page. Each refusal reaches the person as the server's
 * message (the API client's toast); each success reloads the claims and the task centre.
 */
export function useExpenseActions() {
  const reload = useExpensesReload();
  const { base, kind } = useExpenseKind();
  const onClaim = (action: 'submit' | 'cancel' | 'cancelWithdraw') => ({
    mutationFn: (claimId: number) => api.post<null>(`${base}/${action}`, { claimId }),
    onSuccess: reload,
  });
  return {
    submit: useMutation(onClaim('submit')),
    cancel: useMutation(onClaim('cancel')),
    withdraw: useMutation(onClaim('cancelWithdraw')),
    approve: useMutation({
      mutationFn: (input: ExpenseClaimAuditInput) => api.post<null>(`${base}/audit`, input),
      onSuccess: reload,
    }),
    sendBack: useMutation({
      mutationFn: (input: ExpenseClaimBackInput) => api.post<null>('/hankun/expenses/back', input),
      onSuccess: reload,
    }),
    // Daily expenses (decision 0038): the approver ends one with a reason.
    reject: useMutation({
      mutationFn: (input: ExpenseClaimBackInput) => api.post<null>(`${base}/reject`, input),
      onSuccess: reload,
    }),
    // A daily expense is paid as a batch of one (decision 0050): it offsets no loan.
    pay: useMutation({
      mutationFn: ({ claimId, offsets, ...payment }: ExpenseClaimPayInput) =>
        kind === 'daily'
          ? payDailyBatch({ claimIds: [claimId], ...payment })
          : api.post<null>('/hankun/expenses/pay', { claimId, offsets, ...payment }),
      onSuccess: reload,
    }),
  };
}

/** Finance's monthly batch of daily expenses (decision 0050): all paid, or none and the reason. */
function payDailyBatch(input: DailyExpensePayBatchInput) {
  return api.post<{ paid: number }>('/hankun/expenses/daily/payBatch', input);
}

export function usePayDailyBatch() {
  const reload = useExpensesReload();
  return useMutation({ mutationFn: payDailyBatch, onSuccess: reload });
}
