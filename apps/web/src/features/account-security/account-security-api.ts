import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordByCodeInput,
  ClosePrivacyPasswordInput,
  PrivacyStatus,
  PrivacyUnlock,
  SavePrivacyPasswordInput,
  VerifyPrivacyInput,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { SignInAttempt } from '../../components/sign-in-log/sign-in-columns.tsx';

const PRIVACY_KEY = ['account', 'privacy'] as const;

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordByCodeInput) =>
      api.put<null>('/system/user/profile/updatePwd', input, { errorHandling: 'caller' }),
  });
}

/** Spec §7 "Fetch the privacy-password setting". */
export function usePrivacyStatus() {
  return useQuery({
    queryKey: PRIVACY_KEY,
    queryFn: ({ signal }) => api.get<PrivacyStatus>('/system/user/privacy', { signal }),
  });
}

export function useSavePrivacyPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePrivacyPasswordInput) =>
      api.put<null>('/system/user/privacy', input, { errorHandling: 'caller' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRIVACY_KEY }),
  });
}

export function useClosePrivacyPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClosePrivacyPasswordInput) =>
      api.post<null>('/system/user/privacy/close', input, { errorHandling: 'caller' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRIVACY_KEY }),
  });
}

/** Spec §7 "Verify the privacy code": a right password answers the unlock token. */
export function verifyPrivacyPassword(input: VerifyPrivacyInput) {
  return api.post<PrivacyUnlock>('/system/user/privacy/verify', input, { errorHandling: 'caller' });
}

export type { SignInAttempt as SignInRow } from '../../components/sign-in-log/sign-in-columns.tsx';

/** The caller's own sign-ins, guarded by the privacy password (10016 opens the prompt). */
export function useMySignIns(params: { pageNum: number; pageSize: number }, enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'signIns', params],
    queryFn: ({ signal }) =>
      api.page<SignInAttempt>('/system/user/profile/logininfor', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}
