import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShareInput } from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';

export interface Colleague {
  userId: number;
  nickName: string;
  nameEn: string;
  userno: string;
}

export interface Share {
  id: number;
  senderId: number;
  title: string;
  path: string;
  query: Record<string, string>;
  to: number[];
  tos: string;
  sender: Colleague | null;
  recipients: Colleague[];
  createdAt: string;
}

export type ShareForm = CreateShareInput & { id?: number };
export type ShareBox = 'received' | 'list';

const SHARES_KEY = ['shares'] as const;

/** "Shared with me" (`received`) or the caller's sent shares (`list`). */
export function useShares(box: ShareBox, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: [...SHARES_KEY, box, pageNum, pageSize],
    queryFn: ({ signal }) =>
      api.page<Share>(`/share/share/${box}`, { params: { pageNum, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Spec §6: the recipient list is everyone in service, loaded at once (page size 10000). */
export function useRecipients(enabled: boolean) {
  return useQuery({
    queryKey: [...SHARES_KEY, 'recipients'],
    queryFn: ({ signal }) => api.get<Colleague[]>('/share/share/recipients', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useSaveShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareForm) =>
      input.id === undefined
        ? api.post<Share>('/share/share', input, { errorHandling: 'caller' })
        : api.put<Share>('/share/share', input, { errorHandling: 'caller' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHARES_KEY }),
  });
}

export function useDeleteShare() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/share/share/${id}`),
    onSuccess: () => {
      void message.success(t('tip.delete.success'));
      return queryClient.invalidateQueries({ queryKey: SHARES_KEY });
    },
  });
}
