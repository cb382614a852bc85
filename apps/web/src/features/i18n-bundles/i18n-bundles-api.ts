import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { I18nBundleInput, Language } from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';
import { useRecordMutations } from '../../components/list/use-record-mutations.ts';

export interface I18nBundleRow {
  id: number;
  key: Language;
  i18nJson: string;
  remark: string;
  createdAt: string;
  updatedAt: string;
}

export type I18nBundleFilters = { key?: Language };
export type I18nBundleForm = I18nBundleInput & { id?: number };

const LIST_KEY = ['system', 'i18n'] as const;

export function useI18nBundles(
  params: I18nBundleFilters & { pageNum: number; pageSize: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...LIST_KEY, params],
    queryFn: ({ signal }) => api.page<I18nBundleRow>('/system/i18n/list', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useI18nBundleMutations() {
  return useRecordMutations<I18nBundleForm, I18nBundleRow>('/system/i18n', LIST_KEY, 'id');
}

/** Spec §7 "i18n refresh": the server forgets its cached bundles. */
export function useRefreshI18nBundles() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: () => api.post<null>('/system/i18n/refresh'),
    onSuccess: () => void message.success(t('tip.operation.success')),
  });
}
