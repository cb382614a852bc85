import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClosingInfoInput, type ClosingInfoKind, ResultCode } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import { ApiError } from '../../app/api/api-error.ts';

export interface ClosingInfo {
  projectId: number;
  kind: ClosingInfoKind;
  info: Record<string, unknown>;
  updatedAt: string;
}

const URL = '/hankun/project/closeProjectInfo';
const keyOf = (projectId: number) => ['closingInfo', projectId] as const;

/** The case's filed deal facts, or null while none are filed (the server answers not-found). */
export function useClosingInfo(projectId: number) {
  return useQuery({
    queryKey: keyOf(projectId),
    enabled: projectId > 0,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<ClosingInfo>(URL, { params: { projectId }, signal, errorHandling: 'caller' });
      } catch (error) {
        if (error instanceof ApiError && error.code === ResultCode.NOT_FOUND) return null;
        throw error;
      }
    },
  });
}

export function useSaveClosingInfo(override: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ClosingInfoInput) =>
      override ? api.put<ClosingInfo>(URL, input) : api.post<ClosingInfo>(URL, input),
    onSuccess: (saved) => client.setQueryData(keyOf(saved.projectId), saved),
  });
}
