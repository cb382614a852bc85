import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api-client.ts';
import type { SignInAttempt } from '../../components/sign-in-log/sign-in-columns.tsx';

export interface LoginLogRow extends SignInAttempt {
  userName: string;
}

export type LoginLogFilters = {
  userName?: string;
  status?: string;
  /** The first and last instant of the chosen days, in the person's time zone. */
  beginTime?: string;
  endTime?: string;
};

export function useLoginLogs(
  params: LoginLogFilters & { pageNum: number; pageSize: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['monitor', 'logininfor', params],
    queryFn: ({ signal }) =>
      api.page<LoginLogRow>('/monitor/logininfor/list', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
