import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HomeLayout, SetQuickShowInput } from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';

const LAYOUT_KEY = ['home', 'layout'] as const;

/** The person's saved home arrangement (null lists: the defaults). */
export function useHomeLayout() {
  return useQuery({
    queryKey: LAYOUT_KEY,
    queryFn: ({ signal }) => api.get<HomeLayout>('/index/show', { signal }),
  });
}

/** Spec §7 POST /index/show/setQuickShow. */
export function useSetQuickShow() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetQuickShowInput) => api.post<HomeLayout>('/index/show/setQuickShow', input),
    onSuccess: (layout) => {
      queryClient.setQueryData(LAYOUT_KEY, layout);
      void message.success(t('tip.operation.success'));
    },
  });
}
