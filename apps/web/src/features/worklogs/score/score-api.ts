import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScoreRules, WorklogScoreRow } from '@venus/shared';
import { api } from '../../../app/api/api-client.ts';
import type { QueryParams } from '../../../app/api/request-url.ts';
import { worklogKeys } from '../worklogs-api.ts';

export type ScoreRow = WorklogScoreRow;

export function useScoreList(params: QueryParams, enabled: boolean) {
  return useQuery({
    queryKey: ['worklogs', 'scores', params],
    enabled,
    queryFn: ({ signal }) => api.page<ScoreRow>('/hankun/worklog/score/list', { params, signal }),
  });
}

/** New rules change every score shown, so every worklog query is reloaded. */
export function useSaveScoreRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: ScoreRules) =>
      api.put<ScoreRules>('/hankun/worklog/score/rule', rules, { errorHandling: 'caller' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: worklogKeys.all }),
  });
}
