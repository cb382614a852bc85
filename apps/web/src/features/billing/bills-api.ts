import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillCreditInput,
  BillDetail,
  BillListQuery,
  BillRow,
  BillSendInput,
  BillSending,
  BillWriteOffInput,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';
import { approvalKeys } from '../../components/approval-timeline/approval-detail-api.ts';
import { downloads } from '../../components/file/download-tracker.ts';

/** 我的账单 (cases I am on) or 全部账单 (every bill within the walls). */
export type BillListKind = 'list' | 'listAll';

export type BillListSums = {
  currency: string;
  count: number;
  total: string;
  totalCny: string;
  balance: string;
}[];

export type BillFilterQuery = Partial<Omit<BillListQuery, 'pageNum' | 'pageSize'>>;

export const billKeys = { all: ['bills'] as const };

export function useBillList(kind: BillListKind, params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...billKeys.all, kind, params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.pageWith<BillRow, { sums: BillListSums }>(`/hankun/bill/${kind}`, { params, signal }),
  });
}

export function useBill(billId: number) {
  return useQuery({
    queryKey: [...billKeys.all, 'one', billId],
    enabled: billId > 0,
    // The page shows its own refusal (not found, walled off) instead of a global toast.
    retry: false,
    queryFn: ({ signal }) =>
      api.get<BillDetail>(`/hankun/bill/${billId}`, { signal, errorHandling: 'caller' }),
  });
}

/**
 * What a person does to a bill from its page. Each refusal reaches the person as the server's
 * message (the API client's toast); each success reloads the bills and the task centre.
 */
export function useBillActions() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billKeys.all }),
      queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
    ]);
  return {
    submit: useMutation({
      mutationFn: (billId: number) => api.post<null>('/hankun/bill/submit', { billId }),
      onSuccess: reload,
    }),
    withdraw: useMutation({
      mutationFn: (instanceId: number) =>
        api.post<null>(`/process/instance/${instanceId}/cancelWithdraw`, {}),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (billId: number) => api.delete<null>(`/hankun/bill/${billId}`),
      onSuccess: reload,
    }),
    credit: useMutation({
      mutationFn: (input: BillCreditInput) =>
        api.post<{ creditNoteId: number }>('/hankun/bill/credit', input),
      onSuccess: reload,
    }),
    writeOff: useMutation({
      mutationFn: (input: BillWriteOffInput) =>
        api.post<{ writeOffId: number }>('/hankun/bill/writeOff', input),
      onSuccess: reload,
    }),
    send: useMutation({
      mutationFn: (input: BillSendInput) =>
        api.post<BillSending>('/hankun/bill/send', input, { errorHandling: 'caller' }),
      onSuccess: reload,
    }),
  };
}

/** The bill's mailings, newest first. */
export function useBillSendings(billId: number) {
  return useQuery({
    queryKey: [...billKeys.all, 'sendings', billId],
    enabled: billId > 0,
    queryFn: ({ signal }) => api.get<BillSending[]>(`/hankun/bill/${billId}/sendings`, { signal }),
  });
}

/** The bill's PDF (or LEDES file), saved with the shell's download list showing its progress. */
export const downloadBillDocument = (billId: number, kind: 'pdf' | 'ledes', name: string) =>
  downloads.track({ name, path: name }, (onDownloadProgress) =>
    api.download(`/hankun/bill/${billId}/${kind}`, { onDownloadProgress }),
  );
