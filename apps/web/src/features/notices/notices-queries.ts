import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AckDetail,
  AckInput,
  Bulletin,
  BulletinInput,
  NoticeDetail,
  NoticeInput,
  Receipts,
  ReceivedAck,
  ReceivedNotice,
  SentAck,
  SentNotice,
  UnreadCount,
} from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';

/**
 * Notices, bulletins and acknowledgements on the server (decision 0058). Any change refetches
 * everything under one key: a notice read changes the list, the detail and the header's count.
 */
export const noticeKeys = { all: ['notices'] as const };

export function useUnreadCount() {
  return useQuery({
    queryKey: [...noticeKeys.all, 'unread'],
    queryFn: ({ signal }) =>
      api.get<UnreadCount>('/hankun/notice/unreadCount', { signal, errorHandling: 'caller' }),
    refetchInterval: 5 * 60_000,
  });
}

export function useMyNotices(params: QueryParams, enabled: boolean) {
  return useQuery({
    queryKey: [...noticeKeys.all, 'mine', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.page<ReceivedNotice>('/hankun/notice/list', { params, signal }),
  });
}

export function useSentNotices(params: QueryParams, enabled: boolean) {
  return useQuery({
    queryKey: [...noticeKeys.all, 'sent', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.page<SentNotice>('/hankun/notice/sent', { params, signal }),
  });
}

/** Opening a notice marks it read on the server: the counts are read again once it answers. */
export function useNotice(noticeId: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...noticeKeys.all, 'notice', noticeId],
    enabled: noticeId !== undefined,
    queryFn: async ({ signal }) => {
      const detail = await api.get<NoticeDetail>(`/hankun/notice/${noticeId}`, {
        signal,
        errorHandling: 'caller',
      });
      void queryClient.invalidateQueries({ queryKey: [...noticeKeys.all, 'unread'] });
      void queryClient.invalidateQueries({ queryKey: [...noticeKeys.all, 'mine'] });
      return detail;
    },
  });
}

export function useReceipts(kind: 'notice' | 'ack', id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...noticeKeys.all, 'receipts', kind, id],
    enabled: enabled && id !== undefined,
    queryFn: ({ signal }) =>
      api.get<Receipts>(kind === 'notice' ? `/hankun/notice/receipts/${id}` : `/hankun/ack/status/${id}`, {
        signal,
      }),
  });
}

export interface AudienceUnit {
  deptId: number;
  name: string;
  kind: string;
}

export function useAudienceUnits() {
  return useQuery({
    queryKey: [...noticeKeys.all, 'units'],
    queryFn: ({ signal }) => api.get<AudienceUnit[]>('/hankun/notice/units', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useBulletins(params: QueryParams, enabled: boolean) {
  return useQuery({
    queryKey: [...noticeKeys.all, 'bulletins', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.page<Bulletin>('/hankun/bulletin/list', { params, signal }),
  });
}

export function useBulletin(bulletinId: number | undefined) {
  return useQuery({
    queryKey: [...noticeKeys.all, 'bulletin', bulletinId],
    enabled: bulletinId !== undefined,
    queryFn: ({ signal }) =>
      api.get<Bulletin>(`/hankun/bulletin/${bulletinId}`, { signal, errorHandling: 'caller' }),
  });
}

export function useMyAcks(params: QueryParams, enabled: boolean) {
  return useQuery({
    queryKey: [...noticeKeys.all, 'acks', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.page<ReceivedAck>('/hankun/ack/list', { params, signal }),
  });
}

export function useSentAcks(params: QueryParams, enabled: boolean) {
  return useQuery({
    queryKey: [...noticeKeys.all, 'sentAcks', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.page<SentAck>('/hankun/ack/sent', { params, signal }),
  });
}

export function useAck(ackId: number | undefined) {
  return useQuery({
    queryKey: [...noticeKeys.all, 'ack', ackId],
    enabled: ackId !== undefined,
    queryFn: ({ signal }) => api.get<AckDetail>(`/hankun/ack/${ackId}`, { signal, errorHandling: 'caller' }),
  });
}

/** Every write of this feature: a success message and everything of it read again. */
export function useNoticeMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const done = (key: string) => () => {
    void message.success(t(key));
    return queryClient.invalidateQueries({ queryKey: noticeKeys.all });
  };
  const caller = { errorHandling: 'caller' } as const;
  return {
    saveNotice: useMutation({
      mutationFn: (input: NoticeInput & { noticeId?: number }) =>
        input.noticeId === undefined
          ? api.post<{ noticeId: number }>('/hankun/notice', input, caller)
          : api.put<null>('/hankun/notice', input, caller).then(() => ({ noticeId: input.noticeId! })),
      onSuccess: done('tip.edit.success'),
    }),
    publishNotice: useMutation({
      mutationFn: (noticeId: number) =>
        api.post<{ recipientCount: number }>(`/hankun/notice/publish/${noticeId}`, undefined),
      onSuccess: done('noticeUi.publishedDone'),
    }),
    withdrawNotice: useMutation({
      mutationFn: (noticeId: number) => api.post<null>(`/hankun/notice/withdraw/${noticeId}`, undefined),
      onSuccess: done('noticeUi.withdrawnDone'),
    }),
    deleteNotice: useMutation({
      mutationFn: (noticeId: number) => api.delete<null>(`/hankun/notice/${noticeId}`),
      onSuccess: done('tip.delete.success'),
    }),
    saveBulletin: useMutation({
      mutationFn: (input: BulletinInput & { bulletinId?: number }) =>
        input.bulletinId === undefined
          ? api.post<{ bulletinId: number }>('/hankun/bulletin', input, caller)
          : api.put<null>('/hankun/bulletin', input, caller).then(() => ({ bulletinId: input.bulletinId! })),
      onSuccess: done('tip.edit.success'),
    }),
    deleteBulletin: useMutation({
      mutationFn: (bulletinId: number) => api.delete<null>(`/hankun/bulletin/${bulletinId}`),
      onSuccess: done('tip.delete.success'),
    }),
    saveAck: useMutation({
      mutationFn: (input: AckInput & { ackId?: number }) =>
        input.ackId === undefined
          ? api.post<{ ackId: number }>('/hankun/ack', input, caller)
          : api.put<null>('/hankun/ack', input, caller).then(() => ({ ackId: input.ackId! })),
      onSuccess: done('tip.edit.success'),
    }),
    sendAck: useMutation({
      mutationFn: (ackId: number) =>
        api.post<{ recipientCount: number }>(`/hankun/ack/send/${ackId}`, undefined),
      onSuccess: done('noticeUi.sentDone'),
    }),
    cancelAck: useMutation({
      mutationFn: (ackId: number) => api.post<null>(`/hankun/ack/cancel/${ackId}`, undefined),
      onSuccess: done('noticeUi.cancelledDone'),
    }),
    deleteAck: useMutation({
      mutationFn: (ackId: number) => api.delete<null>(`/hankun/ack/${ackId}`),
      onSuccess: done('tip.delete.success'),
    }),
    confirmAck: useMutation({
      mutationFn: (ackId: number) =>
        api.post<{ confirmedAt: string }>(`/hankun/ack/confirm/${ackId}`, undefined),
      onSuccess: done('noticeUi.confirmedDone'),
    }),
  };
}
