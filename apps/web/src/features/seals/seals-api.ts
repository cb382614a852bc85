import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LentSeal,
  SealCompare,
  SealInput,
  SealLendActionInput,
  SealRequestAuditInput,
  SealRequestDetail,
  SealRequestDraftInput,
  SealRequestRow,
  SealRequestUpdateInput,
  SealStampInput,
  SealUpdateInput,
  SealView,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';
import { approvalKeys } from '../../components/approval-timeline/approval-detail-api.ts';

const BASE = '/hankun/seal';
const REQUEST = `${BASE}/request`;
export const sealKeys = { all: ['seals'] as const };

/** 我的用印 (mine), 待我用印 (on the seals I keep), 用印台账 (all, administration). */
export type SealListKind = 'mine' | 'custodian' | 'all';

export function useSealRequests(kind: SealListKind, params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...sealKeys.all, 'requests', kind, params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      kind === 'all'
        ? api.page<SealRequestRow>(`${REQUEST}/listAll`, { params, signal })
        : api.page<SealRequestRow>(`${REQUEST}/list`, { params: { ...params, scope: kind }, signal }),
  });
}

export function useSealRequest(requestId: number) {
  return useQuery({
    queryKey: [...sealKeys.all, 'request', requestId],
    enabled: requestId > 0,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<SealRequestDetail>(`${REQUEST}/${requestId}`, { signal, errorHandling: 'caller' }),
  });
}

export function useSealCompare(requestId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...sealKeys.all, 'compare', requestId],
    enabled: enabled && requestId > 0,
    retry: false,
    // A Word document may be converted first: LibreOffice takes its time.
    queryFn: ({ signal }) =>
      api.get<SealCompare>(`${REQUEST}/${requestId}/compare`, {
        signal,
        errorHandling: 'caller',
        timeoutMs: 180_000,
      }),
  });
}

export function useSealOptions() {
  return useQuery({
    queryKey: [...sealKeys.all, 'options'],
    queryFn: ({ signal }) => api.get<SealView[]>(`${BASE}/options`, { signal }),
  });
}

export function useSealRegister(params: QueryParams) {
  return useQuery({
    queryKey: [...sealKeys.all, 'register', params],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.page<SealView>(`${BASE}/list`, { params, signal }),
  });
}

export function useLentSeals() {
  return useQuery({
    queryKey: [...sealKeys.all, 'lent'],
    queryFn: ({ signal }) => api.get<LentSeal[]>(`${BASE}/lent`, { signal }),
  });
}

function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sealKeys.all }),
      queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
    ]);
}

export function useSealRegisterMutations() {
  const reload = useReload();
  return {
    create: useMutation({
      mutationFn: (input: SealInput) => api.post<SealView>(BASE, input, { errorHandling: 'caller' }),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: (input: SealUpdateInput) => api.put<SealView>(BASE, input, { errorHandling: 'caller' }),
      onSuccess: reload,
    }),
  };
}

export function useSealRequestDrafts() {
  const reload = useReload();
  return {
    create: useMutation({
      mutationFn: (input: SealRequestDraftInput) =>
        api.post<SealRequestDetail>(REQUEST, input, { errorHandling: 'caller' }),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: (input: SealRequestUpdateInput) =>
        api.put<SealRequestDetail>(REQUEST, input, { errorHandling: 'caller' }),
      onSuccess: reload,
    }),
  };
}

/** What a person does to a request from its page; a refusal is the server's message (the client's toast). */
export function useSealRequestActions() {
  const reload = useReload();
  const onRequest = (action: 'submit' | 'cancel' | 'cancelWithdraw') => ({
    mutationFn: (requestId: number) => api.post<null>(`${REQUEST}/${action}`, { requestId }),
    onSuccess: reload,
  });
  const decide = (action: 'audit' | 'back' | 'reject') => ({
    mutationFn: (input: SealRequestAuditInput) => api.post<null>(`${REQUEST}/${action}`, input),
    onSuccess: reload,
  });
  const lend = (action: 'handOut' | 'receive') => ({
    mutationFn: (input: SealLendActionInput) => api.post<null>(`${REQUEST}/${action}`, input),
    onSuccess: reload,
  });
  return {
    submit: useMutation(onRequest('submit')),
    cancel: useMutation(onRequest('cancel')),
    withdraw: useMutation(onRequest('cancelWithdraw')),
    approve: useMutation(decide('audit')),
    sendBack: useMutation(decide('back')),
    reject: useMutation(decide('reject')),
    handOut: useMutation(lend('handOut')),
    receive: useMutation(lend('receive')),
    stamp: useMutation({
      mutationFn: (input: SealStampInput) =>
        api.post<null>(`${REQUEST}/stamp`, input, { errorHandling: 'caller' }),
      onSuccess: reload,
    }),
  };
}

/** The pages of a request, by the spec's paths (task codes 151000–151006 open the detail). */
export const sealDetailPath = (title: string, requestId: number) =>
  `/v2/seal/detail/${encodeURIComponent(title.slice(0, 40) || String(requestId))}?id=${requestId}`;
export const sealComparePath = (title: string, requestId: number) =>
  `/v2/seal/previewCompare/${encodeURIComponent(title.slice(0, 40) || String(requestId))}?id=${requestId}`;
export const sealEditPath = (requestId: number, kind: 'use' | 'bid' | 'lend') =>
  `${kind === 'bid' ? '/v2/seal/bid' : '/v2/seal/edit'}?id=${requestId}`;

export interface SealOffice {
  deptId: number;
  deptName: string;
  deptNameEn: string | null;
}

/** The firm's offices, for the register's office picker (the same query meeting rooms read). */
export function useOffices() {
  return useQuery({
    queryKey: ['system', 'dept', 'offices'],
    queryFn: ({ signal }) => api.get<SealOffice[]>('/system/dept/offices', { signal }),
  });
}
