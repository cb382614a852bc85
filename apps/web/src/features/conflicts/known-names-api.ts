import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KNOWN_NAME_SOURCES, KnownNameInput } from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';

export type KnownNameSource = (typeof KNOWN_NAME_SOURCES)[number];

export interface KnownNameRow {
  knownNameId: number;
  names: string[];
  formerNames: string[];
  source: KnownNameSource;
  remark: string;
  updatedAt: string;
}

export interface KnownNameFilters {
  name?: string;
  source?: KnownNameSource;
}

const knownNameKeys = { all: ['system', 'knownName'] as const };

export function useKnownNames(
  params: KnownNameFilters & { pageNum: number; pageSize: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...knownNameKeys.all, params],
    queryFn: ({ signal }) =>
      api.page<KnownNameRow>('/system/knownName/list', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useKnownNameMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const done = (key: string) => () => {
    void message.success(t(key));
    return queryClient.invalidateQueries({ queryKey: knownNameKeys.all });
  };
  const save = useMutation({
    mutationFn: (input: KnownNameInput & { knownNameId?: number }) =>
      input.knownNameId ? api.put('/system/knownName', input) : api.post('/system/knownName', input),
    onSuccess: (_data, input) => done(input.knownNameId ? 'tip.edit.success' : 'tip.add.success')(),
  });
  const remove = useMutation({
    mutationFn: (knownNameId: number) => api.delete<null>(`/system/knownName/${knownNameId}`),
    onSuccess: done('knownNamesAdmin.deleted'),
  });
  return { save, remove };
}
