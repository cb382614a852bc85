import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CorrectionDecision,
  CorrectionInput,
  CorrectionView,
  SensitiveView,
  StaffGroupView,
  StaffLevelInput,
  StaffLevelView,
  StaffRecordInput,
  StaffRecordRow,
  StaffRecordView,
  UserTypeView,
} from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';

/** Staff records on the server (decision 0059). */
const BASE = '/hankun/people';
/** Any change may touch the record, its levels, its corrections and the list: each refetches all. */
const peopleKeys = { all: ['people'] as const };

export function useStaffRecords(params: QueryParams, enabled: boolean) {
  return useQuery({
    queryKey: [...peopleKeys.all, 'list', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.page<StaffRecordRow>(`${BASE}/record/list`, { params, signal }),
  });
}

export function useStaffRecord(userId: number | undefined) {
  return useQuery({
    queryKey: [...peopleKeys.all, 'record', userId],
    enabled: userId !== undefined,
    queryFn: ({ signal }) => api.get<StaffRecordView>(`${BASE}/record/${userId}`, { signal }),
  });
}

/** Read on demand only: the server asks for the privacy password (10016) and audits each read. */
export function useSensitiveFields(userId: number) {
  return useMutation({
    mutationFn: () => api.get<SensitiveView>(`${BASE}/record/${userId}/sensitive`),
  });
}

export function useStaffLevels(userId: number | undefined) {
  return useQuery({
    queryKey: [...peopleKeys.all, 'levels', userId],
    enabled: userId !== undefined,
    queryFn: ({ signal }) => api.get<StaffLevelView[]>(`${BASE}/level/list`, { params: { userId }, signal }),
  });
}

export function useCorrections(params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...peopleKeys.all, 'corrections', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.page<CorrectionView>(`${BASE}/correction/list`, { params, signal }),
  });
}

export function useUserTypes() {
  return useQuery({
    queryKey: [...peopleKeys.all, 'userTypes'],
    queryFn: ({ signal }) => api.get<UserTypeView[]>(`${BASE}/userType/list`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useStaffGroups() {
  return useQuery({
    queryKey: [...peopleKeys.all, 'groups'],
    queryFn: ({ signal }) => api.get<StaffGroupView[]>(`${BASE}/group/list`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Every change of this feature; the refusals are the dialogs' to show on their fields. */
export function usePeopleMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const done = () => {
    void message.success(t('peopleUi.saved'));
    return queryClient.invalidateQueries({ queryKey: peopleKeys.all });
  };
  const caller = { errorHandling: 'caller' as const };
  return {
    saveRecord: useMutation({
      mutationFn: (input: StaffRecordInput) => api.put<StaffRecordView>(`${BASE}/record`, input, caller),
      onSuccess: done,
    }),
    saveLevel: useMutation({
      mutationFn: (input: StaffLevelInput & { levelId?: number }) =>
        input.levelId
          ? api.put<StaffLevelView>(`${BASE}/level`, input, caller)
          : api.post<StaffLevelView>(`${BASE}/level`, input, caller),
      onSuccess: done,
    }),
    removeLevel: useMutation({
      mutationFn: (levelId: number) => api.delete<null>(`${BASE}/level/${levelId}`),
      onSuccess: done,
    }),
    askCorrection: useMutation({
      mutationFn: (input: CorrectionInput) => api.post<CorrectionView>(`${BASE}/correction`, input, caller),
      onSuccess: done,
    }),
    withdraw: useMutation({
      mutationFn: (correctionId: number) => api.post<null>(`${BASE}/correction/withdraw/${correctionId}`, {}),
      onSuccess: done,
    }),
    decide: useMutation({
      mutationFn: (input: CorrectionDecision) =>
        api.post<CorrectionView>(`${BASE}/correction/decide`, input, caller),
      onSuccess: done,
    }),
  };
}

/** Spec /user/userDataInfo/:title with query userId (none: one's own record). */
export const staffRecordPath = (title: string, userId?: number) =>
  `/user/userDataInfo/${encodeURIComponent(title)}${userId ? `?userId=${userId}` : ''}`;
