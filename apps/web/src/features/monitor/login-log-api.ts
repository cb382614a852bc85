import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api-client.ts';

export interface LoginLogRow {
  infoId: number;
  userName: string;
  ipaddr: string | null;
  userAgent: string | null;
  /** '0' success, '1' failure. */
  status: '0' | '1';
  msg: string | null;
  loginTime: string;
}

export type LoginLogFilters = {
  userName?: string;
  status?: string;
  /** The first and last instant of the chosen days, in the person's time zone. */
  beginTime?: string;
  endTime?: string;
};

export function useLoginLogs(params: LoginLogFilters & { pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: ['monitor', 'logininfor', params],
    queryFn: ({ signal }) => api.page<LoginLogRow>('/monitor/logininfor/list', { params, signal }),
    placeholderData: keepPreviousData,
  });
}
