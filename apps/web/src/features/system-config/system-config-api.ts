import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfigInput } from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';

/** One row of `GET /system/config/list`. */
export interface ConfigRow {
  configId: number;
  configName: string;
  configNameEn: string;
  configKey: string;
  configValue: string;
  /** Y: built in (the product reads it; it cannot be deleted). */
  configType: 'Y' | 'N';
  remark: string;
  createdAt: string;
  updatedAt: string;
}

export interface ConfigFilters {
  configName?: string;
  configKey?: string;
  configType?: 'Y' | 'N';
}

const CONFIG = '/system/config';
const configKeys = { all: ['system', 'config'] as const };

export function useConfigs(params: ConfigFilters & { pageNum: number; pageSize: number }, enabled: boolean) {
  return useQuery({
    queryKey: [...configKeys.all, 'list', params],
    queryFn: ({ signal }) => api.page<ConfigRow>(`${CONFIG}/list`, { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useConfigMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // Every cached config value (socket address, timeouts...) may have changed with it.
  const reload = () =>
    queryClient
      .invalidateQueries({ queryKey: ['config'] })
      .then(() => queryClient.invalidateQueries({ queryKey: configKeys.all }));
  const save = useMutation({
    mutationFn: (input: ConfigInput & { configId?: number }) =>
      input.configId ? api.put<ConfigRow>(CONFIG, input) : api.post<ConfigRow>(CONFIG, input),
    onSuccess: (_row, input) => {
      void message.success(t(input.configId ? 'tip.edit.success' : 'tip.add.success'));
      return reload();
    },
  });
  const remove = useMutation({
    mutationFn: (ids: number[]) => api.delete<null>(`${CONFIG}/${ids.join(',')}`),
    onSuccess: () => {
      void message.success(t('systemConfig.deleted'));
      return reload();
    },
  });
  return { save, remove, reload };
}
