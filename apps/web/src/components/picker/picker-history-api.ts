import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddSearchHistoryInput } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import { useUserSettings } from '../../app/settings/use-user-settings.ts';
import type { HistoryRow } from './picker-history.ts';

const historyKey = (kind: string) => ['search-history', kind] as const;

/**
 * A search box's recent choices from the server (newest first), so they follow the person to
 * another browser. With the personal setting "keep search history" off there are none.
 */
export function usePickerHistory(kind: string): HistoryRow[] {
  const { searchHistory } = useUserSettings();
  const { data } = useQuery({
    queryKey: historyKey(kind),
    queryFn: ({ signal }) => api.get<HistoryRow[]>('/hankun/history/list', { params: { kind }, signal }),
    enabled: searchHistory,
    staleTime: 60_000,
  });
  return searchHistory ? (data ?? []) : [];
}

/** Writes a choice to the front of its box's history (the server keeps the latest 10). */
export function useRememberChoice(kind: string): (entry: AddSearchHistoryInput) => void {
  const { searchHistory } = useUserSettings();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    // The choice is already made; a history that fails to save must not interrupt with a toast.
    mutationFn: (entry: AddSearchHistoryInput) =>
      api.post('/hankun/history', entry, { errorHandling: 'caller' }),
    onError: (error) => console.warn('[venus] search history not recorded', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyKey(kind) }),
  });
  return (entry) => {
    if (searchHistory) mutate({ ...entry, kind });
  };
}
