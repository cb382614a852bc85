import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DictDataInput, DictTypeInput } from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';

export interface DictTypeRow {
  dictId: number;
  dictName: string;
  dictNameEn: string;
  dictType: string;
  status: '0' | '1';
  remark: string;
  updatedAt: string;
}

export interface DictDataRow {
  dictCode: number;
  dictType: string;
  dictSort: number;
  dictLabel: string;
  dictLabelEn: string;
  dictValue: string;
  isDefault: 'Y' | 'N';
  status: '0' | '1';
  remark: string;
}

export interface DictTypeFilters {
  dictName?: string;
  dictType?: string;
  status?: '0' | '1';
}

const dictKeys = { all: ['system', 'dict'] as const };

export function useDictTypes(
  params: DictTypeFilters & { pageNum: number; pageSize: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...dictKeys.all, 'types', params],
    queryFn: ({ signal }) =>
      api.page<DictTypeRow>('/system/dict/type/list', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDictEntries(
  dictType: string | undefined,
  params: { pageNum: number; pageSize: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...dictKeys.all, 'entries', dictType, params],
    queryFn: ({ signal }) =>
      api.page<DictDataRow>('/system/dict/data/list', { params: { ...params, dictType }, signal }),
    placeholderData: keepPreviousData,
    enabled: enabled && dictType !== undefined,
  });
}

/** Saving or deleting reloads this page and every dictionary select that caches the options. */
export function useDictMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: dictKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['dict'] });
  };
  const done = (key: string) => () => {
    void message.success(t(key));
    return reload();
  };
  const saveType = useMutation({
    mutationFn: (input: DictTypeInput & { dictId?: number }) =>
      input.dictId ? api.put('/system/dict/type', input) : api.post('/system/dict/type', input),
    onSuccess: (_data, input) => done(input.dictId ? 'tip.edit.success' : 'tip.add.success')(),
  });
  const removeType = useMutation({
    mutationFn: (dictId: number) => api.delete<null>(`/system/dict/type/${dictId}`),
    onSuccess: done('dictionariesAdmin.deleted'),
  });
  const saveEntry = useMutation({
    mutationFn: (input: DictDataInput & { dictCode?: number }) =>
      input.dictCode ? api.put('/system/dict/data', input) : api.post('/system/dict/data', input),
    onSuccess: (_data, input) => done(input.dictCode ? 'tip.edit.success' : 'tip.add.success')(),
  });
  const removeEntry = useMutation({
    mutationFn: (dictCode: number) => api.delete<null>(`/system/dict/data/${dictCode}`),
    onSuccess: done('dictionariesAdmin.deleted'),
  });
  return { saveType, removeType, saveEntry, removeEntry, reload };
}
