import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConfirmMfaInput,
  DisableMfaInput,
  MfaEnrolment,
  MfaRecoveryCodes,
  MfaStatus,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';

const MFA_KEY = ['account', 'mfa'] as const;

/** Whether the caller's second factor is on, required by a role, and how many recovery codes are left. */
export function useMfaStatus() {
  return useQuery({
    queryKey: MFA_KEY,
    queryFn: ({ signal }) => api.get<MfaStatus>('/system/user/mfa', { signal }),
  });
}

/** A new secret; the factor is in use only once a code confirms it. */
export function useStartMfa() {
  return useMutation({
    mutationFn: () => api.post<MfaEnrolment>('/system/user/mfa/start', {}, { errorHandling: 'caller' }),
  });
}

export function useConfirmMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmMfaInput) =>
      api.post<MfaRecoveryCodes>('/system/user/mfa/confirm', input, { errorHandling: 'caller' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MFA_KEY }),
  });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisableMfaInput) =>
      api.post<null>('/system/user/mfa/disable', input, { errorHandling: 'caller' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MFA_KEY }),
  });
}
