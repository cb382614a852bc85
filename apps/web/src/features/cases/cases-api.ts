import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CaseDetail,
  CaseInput,
  CaseRow,
  CaseStage,
  CloseCaseInput,
  ConflictCheckInput,
  ConflictCheckRow,
  ProjectSearchQueryInput,
  ProjectSearchResult,
  RestartCaseInput,
  SettleCaseInput,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';
import { approvalKeys } from '../../components/approval-timeline/approval-detail-api.ts';

const BASE = '/hankun/project';

export type CaseCounts = Record<CaseStage, number>;
export type CaseFocus = 'all' | 'mine';
/** The three lists of decision 0025: mine (`list`), every case I may see (`listAll`), a status range. */
export type CaseListKind = 'list' | 'listAll' | 'auditList';

export interface ClosingCheckRow {
  check: string;
  passed: boolean;
  count: number;
  link: string;
}

export interface Office {
  deptId: number;
  deptName: string;
  deptNameEn: string;
}

export const caseKeys = { all: ['cases'] as const };

export function useCaseList(kind: CaseListKind, params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...caseKeys.all, kind, params],
    enabled,
    queryFn: ({ signal }) => api.page<CaseRow>(`${BASE}/${kind}`, { params, signal }),
  });
}

export function useCaseCounts(focus: CaseFocus) {
  return useQuery({
    queryKey: [...caseKeys.all, 'counts', focus],
    queryFn: ({ signal }) => api.get<CaseCounts>(`${BASE}/counts`, { params: { focus }, signal }),
  });
}

/** A case one may not see answers 404 like a missing one (decision 0025); the page says so itself. */
export function useCaseDetail(projectId: number) {
  return useQuery({
    queryKey: [...caseKeys.all, 'detail', projectId],
    enabled: projectId > 0,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<CaseDetail>(`${BASE}/detail`, { params: { projectId }, signal, errorHandling: 'caller' }),
  });
}

export function useCheckHistory(projectId: number, enabled = true) {
  return useQuery({
    queryKey: [...caseKeys.all, 'checks', projectId],
    enabled: enabled && projectId > 0,
    queryFn: ({ signal }) =>
      api.get<ConflictCheckRow[]>(`${BASE}/checkHistory`, { params: { projectId }, signal }),
  });
}

export function useClosingChecklist(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...caseKeys.all, 'closing', projectId],
    enabled: enabled && projectId > 0,
    // Read afresh each time the dialog opens: the items were perhaps cleared a moment ago.
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<ClosingCheckRow[]>(`${BASE}/closingChecklist`, { params: { projectId }, signal }),
  });
}

export function useOffices() {
  return useQuery({
    queryKey: ['system', 'dept', 'offices'],
    queryFn: ({ signal }) => api.get<Office[]>('/system/dept/offices', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** Spec §7 project search (number:name); cases one may not see are left out by the server. */
export function searchCases(
  query: ProjectSearchQueryInput,
  signal: AbortSignal,
): Promise<ProjectSearchResult[]> {
  return api.get<ProjectSearchResult[]>(`${BASE}/selectList`, { params: query as QueryParams, signal });
}

/**
 * Every change of a case: lists, counts, the detail, its checks, and the task centre (a sent
 * application or a closing request starts a workflow).
 */
export function useCaseMutations() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all(
      [caseKeys.all, approvalKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  // Form calls show their own field errors; the rest go through the global catalogue.
  const caller = { errorHandling: 'caller' } as const;
  return {
    create: useMutation({
      mutationFn: (input: CaseInput) => api.post<number>(`${BASE}/create`, input, caller),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: (input: { projectId: number; project: CaseInput }) =>
        api.put<null>(`${BASE}/update`, input, caller),
      onSuccess: reload,
    }),
    check: useMutation({
      mutationFn: (input: ConflictCheckInput) => api.post<ConflictCheckRow>(`${BASE}/matchProject`, input),
      onSuccess: reload,
    }),
    settle: useMutation({
      mutationFn: (input: SettleCaseInput) => api.post<null>(`${BASE}/settleProject`, input, caller),
      onSuccess: reload,
    }),
    close: useMutation({
      mutationFn: (input: CloseCaseInput) => api.post<null>(`${BASE}/closeProject`, input),
      onSuccess: reload,
    }),
    restart: useMutation({
      mutationFn: (input: RestartCaseInput) => api.post<null>(`${BASE}/restart`, input),
      onSuccess: reload,
    }),
    // Spec restart2: a follow-on matter from a closed case, answered with the new draft's id.
    followOn: useMutation({
      mutationFn: (projectId: number) => api.post<number>(`${BASE}/restart2/${projectId}`),
      onSuccess: reload,
    }),
    reset: useMutation({
      mutationFn: (projectId: number) =>
        api.post<null>(`${BASE}/compatibleProject/correctByStatus/${projectId}`),
      onSuccess: reload,
    }),
    special: useMutation({
      mutationFn: (input: { projectId: number; value: boolean }) => api.put<null>(`${BASE}/special`, input),
      onSuccess: reload,
    }),
    /** The applicant takes back an application or closing request still under audit (decision 0015). */
    withdraw: useMutation({
      mutationFn: (instanceId: number) =>
        api.post<null>(`/process/instance/${instanceId}/cancelWithdraw`, {}),
      onSuccess: reload,
    }),
    ready: useMutation({
      mutationFn: ({ projectId, notifyAll }: { projectId: number; notifyAll: boolean }) =>
        api.post<null>(`${BASE}/readyProjectById/${projectId}`, { notifyAll }),
      onSuccess: reload,
    }),
  };
}
