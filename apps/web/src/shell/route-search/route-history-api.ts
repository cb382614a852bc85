import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddSearchHistoryInput } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import { ROUTE_HISTORY_KIND, type RouteHistoryRow } from './route-search.ts';

const routeHistoryKey = ['search-history', ROUTE_HISTORY_KIND] as const;

/** The user's recent route searches, newest first (the server keeps 10). */
export function useRouteHistory(enabled: boolean) {
  return useQuery({
    queryKey: routeHistoryKey,
    queryFn: ({ signal }) =>
      api.get<RouteHistoryRow[]>('/hankun/history/list', { params: { kind: ROUTE_HISTORY_KIND }, signal }),
    enabled,
  });
}

/** Records a chosen page; its title is read from the menu when shown, so it follows the language. */
export function useRecordRouteHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (path: string) => {
      const body: AddSearchHistoryInput = { kind: ROUTE_HISTORY_KIND, value: path };
      // Navigation has already happened; a failed record must not interrupt the user with a toast.
      return api.post('/hankun/history', body, { errorHandling: 'caller' });
    },
    onError: (error) => console.warn('[venus] route search history not recorded', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: routeHistoryKey }),
  });
}

export function useClearRouteHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/hankun/history', { params: { kind: ROUTE_HISTORY_KIND } }),
    onSuccess: () => queryClient.setQueryData<RouteHistoryRow[]>(routeHistoryKey, []),
  });
}
