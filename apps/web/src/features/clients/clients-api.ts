import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CaseRow,
  ClientDuplicateQuery,
  ClientInput,
  ClientMergeInput,
  ClientRelation,
  ClientStatus,
  ClientUpdateInput,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';
import { CLIENT_PICKER_KEY } from '../../components/client-picker/client-search-api.ts';

/** A client as the lists show it (server clients.views.ts). */
export interface ClientRow {
  clientId: number;
  clientType: string;
  nameCn: string;
  nameEn: string;
  formerNames: string[];
  aliases: string[];
  registrationNumber: string;
  countryRegion: string;
  industry: string;
  originatingPartnerId: number | null;
  originatingPartnerName: string;
  originatingPartnerNameEn: string;
  status: ClientStatus;
  remark: string;
  createdAt: string;
  updatedAt: string;
}

export interface ClientDetail extends ClientRow {
  contacts: { contactId: number; name: string; title: string; phone: string; email: string }[];
  invoiceTitles: {
    invoiceTitleId: number;
    title: string;
    taxNumber: string;
    addressPhone: string;
    bankAccount: string;
  }[];
  /** Seen from this client: the related client is its `relation`. */
  relations: { relatedClientId: number; relation: ClientRelation; nameCn: string; nameEn: string }[];
}

export interface ClientDuplicate {
  clientId: number;
  nameCn: string;
  nameEn: string;
  status: ClientStatus;
  reason: 'registrationNumber' | 'exact' | 'formerName' | 'alias' | 'transliteration' | 'fuzzy';
  score: number;
  matched: string;
}

export type ClientListKind = 'list' | 'myList';

export const clientKeys = { all: ['clients'] as const };

export function useClientList(kind: ClientListKind, params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...clientKeys.all, kind, params],
    enabled,
    queryFn: ({ signal }) => api.page<ClientRow>(`/hankun/client/${kind}`, { params, signal }),
  });
}

export function useClient(clientId: number) {
  return useQuery({
    queryKey: [...clientKeys.all, 'one', clientId],
    enabled: clientId > 0,
    // The page shows its own refusal (not found, not allowed) instead of a global toast.
    retry: false,
    queryFn: ({ signal }) =>
      api.get<ClientDetail>(`/hankun/client/${clientId}`, { signal, errorHandling: 'caller' }),
  });
}

/** Likely duplicates of what is typed; the form debounces before asking. */
export function useDuplicates(query: ClientDuplicateQuery | null) {
  return useQuery({
    queryKey: [...clientKeys.all, 'duplicates', query],
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      api.post<ClientDuplicate[]>('/hankun/client/duplicates', query, { signal, errorHandling: 'caller' }),
  });
}

/** The client's cases the reader may see (the cases module's list, filtered by client). */
export function useClientCases(clientId: number, params: QueryParams) {
  return useQuery({
    queryKey: ['cases', 'list', { clientId, ...params }],
    retry: false,
    queryFn: ({ signal }) =>
      api.page<CaseRow>('/hankun/project/list', {
        params: { clientId, ...params },
        signal,
        errorHandling: 'caller',
      }),
  });
}

export function useClientMutations() {
  const queryClient = useQueryClient();
  // The pickers name clients too: a renamed or merged client must not keep its old name there.
  const reload = () =>
    Promise.all(
      [clientKeys.all, CLIENT_PICKER_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  return {
    create: useMutation({
      mutationFn: (input: ClientInput) => api.post<ClientDetail>('/hankun/client', input),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: (input: ClientUpdateInput) => api.put<ClientDetail>('/hankun/client', input),
      onSuccess: reload,
    }),
    merge: useMutation({
      mutationFn: (input: ClientMergeInput) =>
        api.post<{ kept: ClientDetail; mergedClientId: number }>('/hankun/client/merge', input),
      onSuccess: reload,
    }),
  };
}
