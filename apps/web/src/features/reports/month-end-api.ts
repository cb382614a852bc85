import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IncomeFigures, MonthList, MonthProjectDataRow } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';

/** 报表 › 月度数据 on the server (decision 0054). */
export const MONTH_END = '/hankun/report/month';
const monthEndKey = ['reports', 'month-end'] as const;

/** The firm's months, newest first, and how far finance may close. */
export function useMonths() {
  return useQuery({
    queryKey: [...monthEndKey, 'list'],
    queryFn: ({ signal }) => api.get<MonthList>(`${MONTH_END}/list`, { signal }),
  });
}

/** A closed month's project data rows, paged by the server, with the month's totals. */
export function useMonthProjectData(month: string | null, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: [...monthEndKey, 'projectData', month, pageNum, pageSize],
    enabled: month !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.pageWith<MonthProjectDataRow, { totals: IncomeFigures }>(`${MONTH_END}/${month}/projectData`, {
        params: { pageNum, pageSize },
        signal,
      }),
  });
}

/** Closing the months up to one; every report's figures of those months are read anew. */
export function useCloseMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) =>
      api.post<{ months: string[]; rows: number }>(`${MONTH_END}/close`, { month }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}
