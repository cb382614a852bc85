import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api-client.ts';

export interface TimeoutLogRow {
  id: number;
  userName: string;
  url: string;
  method: string;
  createdAt: string;
}

export type TimeoutLogFilters = { userName?: string; url?: string; method?: string };

export function useTimeoutLogs(
  params: TimeoutLogFilters & { pageNum: number; pageSize: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['monitor', 'timeoutLog', params],
    queryFn: ({ signal }) =>
      api.page<TimeoutLogRow>('/monitor/timeoutLog/list', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
