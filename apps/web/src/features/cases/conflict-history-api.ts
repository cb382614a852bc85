import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConflictHistoryRow } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';
import { caseKeys } from './cases-api.ts';

/** The firm's conflict checks as far as the reader's walls let them see (spec /project/checkHistory). */
export function useConflictHistory(params: QueryParams, enabled: boolean) {
  return useQuery({
    queryKey: [...caseKeys.all, 'firm-checks', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.page<ConflictHistoryRow>('/hankun/project/checkHistory/list', { params, signal }),
  });
}
