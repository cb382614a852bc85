import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShortcutInput } from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';

export interface Shortcut {
  id: number;
  menuName: string;
  reserveInt: number;
  reserve: number;
  searchContent: Record<string, unknown>;
  type: string;
  defineType: number;
  path: string;
}

export type ShortcutForm = CreateShortcutInput & { id?: number };

const SHORTCUTS_KEY = ['shortcuts'] as const;

export function useShortcuts() {
  return useQuery({
    queryKey: SHORTCUTS_KEY,
    queryFn: ({ signal }) => api.get<Shortcut[]>('/hankun/shortcut/list', { signal }),
  });
}

/** Add or edit; the dialog shows a refusal under its field, so errors come back to the caller. */
export function useSaveShortcut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShortcutForm) =>
      input.id === undefined
        ? api.post<Shortcut>('/hankun/shortcut', input, { errorHandling: 'caller' })
        : api.put<Shortcut>('/hankun/shortcut', input, { errorHandling: 'caller' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHORTCUTS_KEY }),
  });
}

export function useDeleteShortcut() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/hankun/shortcut/${id}`),
    onSuccess: () => {
      void message.success(t('tip.delete.success'));
      return queryClient.invalidateQueries({ queryKey: SHORTCUTS_KEY });
    },
  });
}
