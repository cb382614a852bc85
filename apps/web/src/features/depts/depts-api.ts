import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DEPT_KINDS, DeptInput } from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';

export type DeptKind = (typeof DEPT_KINDS)[number];

export interface DeptRow {
  deptId: number;
  parentId: number;
  deptName: string;
  deptNameEn: string;
  kind: DeptKind;
  orderNum: number;
  leaderId: number | null;
  status: '0' | '1';
  createdAt: string;
}

export interface DeptFilters {
  deptName?: string;
  kind?: DeptKind;
  status?: '0' | '1';
}

const deptKeys = { all: ['system', 'dept'] as const };

export function useDepts(filters: DeptFilters) {
  return useQuery({
    queryKey: [...deptKeys.all, 'tree', filters],
    queryFn: ({ signal }) => api.get<DeptRow[]>('/system/dept/list', { params: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export type DeptFormInput = DeptInput & { deptId?: number };

/** Every change reloads all department lists (the users page's filters and pickers too). */
export function useDeptMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const done = (key: string) => {
    void message.success(t(key));
    return queryClient.invalidateQueries({ queryKey: deptKeys.all });
  };
  const save = useMutation({
    mutationFn: (input: DeptFormInput) =>
      input.deptId ? api.put<DeptRow>('/system/dept', input) : api.post<DeptRow>('/system/dept', input),
    onSuccess: (_row, input) => done(input.deptId ? 'tip.edit.success' : 'tip.add.success'),
  });
  const remove = useMutation({
    mutationFn: (deptId: number) => api.delete<null>(`/system/dept/${deptId}`),
    onSuccess: () => done('tip.delete.success'),
  });
  return { save, remove };
}
