import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CaseWorklogSums,
  ProjectSearchQueryInput,
  ProjectSearchResult,
  RateChoice,
  ScoreRules,
  WorklogAdjustInput,
  WorklogConfirmInput,
  WorklogEntryInput,
  WorklogSendBackInput,
  WorklogSubmitInput,
  WorklogUpdateInput,
  WorklogView,
  WorklogWeek,
  WorklogWriteOffInput,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';
import { approvalKeys } from '../../components/approval-timeline/approval-detail-api.ts';

const BASE = '/hankun/worklog';

/** Every worklog query sits under `worklogs`, so one change reloads the lists, weeks and sums. */
export const worklogKeys = {
  all: ['worklogs'] as const,
  week: (date: string, userId?: number) => ['worklogs', 'week', date, userId ?? 'me'] as const,
  list: (kind: string, params: QueryParams) => ['worklogs', kind, params] as const,
  rate: (projectId: number) => ['worklogs', 'rate', projectId] as const,
  rules: ['worklogs', 'score-rules'] as const,
  caseSums: (projectId: number) => ['worklogs', 'case-sums', projectId] as const,
};

export function useWorklogWeek(date: string, userId?: number) {
  return useQuery({
    queryKey: worklogKeys.week(date, userId),
    queryFn: ({ signal }) =>
      api.get<WorklogWeek>(`${BASE}/week`, { params: userId ? { date, userId } : { date }, signal }),
  });
}

/** Paged lists of the three pages: `myList`, `relateList`, `viewList`. */
export function useWorklogPage(
  kind: 'myList' | 'relateList' | 'viewList',
  params: QueryParams,
  enabled = true,
) {
  return useQuery({
    queryKey: worklogKeys.list(kind, params),
    enabled,
    queryFn: ({ signal }) => api.page<WorklogView>(`${BASE}/${kind}`, { params, signal }),
  });
}

/** The rate that would apply to my time on a case, shown before the entry is saved. */
export function useWorklogRate(projectId: number | null) {
  return useQuery({
    queryKey: worklogKeys.rate(projectId ?? 0),
    enabled: projectId !== null && projectId > 0,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      api.get<RateChoice>(`${BASE}/rate`, { params: { projectId: projectId ?? 0 }, signal }),
  });
}

export function useScoreRules() {
  return useQuery({
    queryKey: worklogKeys.rules,
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) => api.get<ScoreRules>(`${BASE}/score/rule`, { signal }),
  });
}

export function useCaseWorklogSums(projectId: number) {
  return useQuery({
    queryKey: worklogKeys.caseSums(projectId),
    enabled: projectId > 0,
    queryFn: ({ signal }) => api.get<CaseWorklogSums>(`/hankun/project/worklogSums/${projectId}`, { signal }),
  });
}

/** The case's client, for the score rule of clients that require task codes (case detail call). */
export function useCaseClientId(projectId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['worklogs', 'case-client', projectId ?? 0],
    enabled: enabled && projectId !== null && projectId > 0,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ clientId: number | null }>('/hankun/project/detail', {
          params: { projectId: projectId ?? 0 },
          signal,
        })
      ).clientId,
  });
}

/** The case picker of a time entry: only cases the caller may record time on (worklogType=1). */
export function searchWorklogCases(
  query: ProjectSearchQueryInput,
  signal: AbortSignal,
): Promise<ProjectSearchResult[]> {
  return api.get<ProjectSearchResult[]>('/hankun/project/selectList', {
    params: { ...query, worklogType: 1 } as QueryParams,
    signal,
  });
}

/** A case to filter a list by: any case the caller may see. */
export function searchAnyCase(
  query: ProjectSearchQueryInput,
  signal: AbortSignal,
): Promise<ProjectSearchResult[]> {
  return api.get<ProjectSearchResult[]>('/hankun/project/selectList', {
    params: query as QueryParams,
    signal,
  });
}

/**
 * Every change of time: the lists, weeks, the case sums and the task centre (a submission is a
 * confirmation task of the case's partner). Writes answer their field errors to the form, which
 * shows them on the fields, so those are sent with `errorHandling: 'caller'`; the decisions
 * (confirm, send back, write off) leave their refusals to the API client's message.
 */
export function useWorklogMutations() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all(
      [worklogKeys.all, approvalKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  return {
    create: useMutation({
      mutationFn: (input: WorklogEntryInput) =>
        api.post<WorklogView>(BASE, input, { errorHandling: 'caller' }),
      // Not awaited: the next row opens at once, while the week and the lists reload behind it.
      onSuccess: () => void reload(),
    }),
    update: useMutation({
      mutationFn: (input: WorklogUpdateInput) =>
        api.put<WorklogView>(BASE, input, { errorHandling: 'caller' }),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (ids: readonly number[]) => api.delete<null>(`${BASE}/${ids.join(',')}`),
      onSuccess: reload,
    }),
    submit: useMutation({
      mutationFn: (input: WorklogSubmitInput) =>
        api.post<{ submissionIds: number[] }>(`${BASE}/submit`, input),
      onSuccess: reload,
    }),
    confirm: useMutation({
      mutationFn: (input: WorklogConfirmInput) => api.post<null>(`${BASE}/confirm`, input),
      onSuccess: reload,
    }),
    sendBack: useMutation({
      mutationFn: (input: WorklogSendBackInput) => api.post<null>(`${BASE}/sendBack`, input),
      onSuccess: reload,
    }),
    adjust: useMutation({
      mutationFn: (input: WorklogAdjustInput) =>
        api.post<WorklogView>(`${BASE}/adjust`, input, { errorHandling: 'caller' }),
      onSuccess: reload,
    }),
    writeOff: useMutation({
      mutationFn: (input: WorklogWriteOffInput) => api.post<null>(`${BASE}/writeOff`, input),
      onSuccess: reload,
    }),
  };
}
