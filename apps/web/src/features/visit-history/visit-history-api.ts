import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RecordVisitInput } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';

export interface Visit {
  id: number;
  path: string;
  title: string;
  query: Record<string, string>;
  visitedAt: string;
}

export const VISITS_KEY = ['visitHistory'] as const;

export function useVisits(pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: [...VISITS_KEY, pageNum, pageSize],
    queryFn: ({ signal }) =>
      api.page<Visit>('/hankun/visitHistory/list', { params: { pageNum, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Recording is background work: a failure must never interrupt the person, so it is silent. */
export const recordVisit = (visit: RecordVisitInput) =>
  api.post<null>('/hankun/visitHistory', visit, { errorHandling: 'caller' });
