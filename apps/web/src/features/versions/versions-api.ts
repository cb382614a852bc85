import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VersionInput } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import { useRecordMutations } from '../../components/list/use-record-mutations.ts';

export interface VersionRow {
  versionId: number;
  ver: string;
  content: string;
  /** '0' released, '1' withdrawn. */
  status: '0' | '1';
  createdAt: string;
  updatedAt: string;
}

export type VersionFilters = { ver?: string; status?: '0' | '1' };
export type VersionForm = VersionInput & { versionId?: number };

const LIST_KEY = ['system', 'version'] as const;

export function useVersions(
  params: VersionFilters & { pageNum: number; pageSize: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...LIST_KEY, params],
    queryFn: ({ signal }) => api.page<VersionRow>('/system/version/list', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useVersionMutations() {
  return useRecordMutations<VersionForm, VersionRow>('/system/version', LIST_KEY, 'versionId');
}
