import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FeeAgreementEditInput,
  FeeAgreementEndInput,
  FeeAgreementInput,
  FeeAgreementPostponeInput,
  FeeAgreementView,
  FeeArrangementInput,
  FeeArrangementView,
} from '@venus/shared';
import { api } from '../../../app/api/api-client.ts';
import { approvalKeys } from '../../../components/approval-timeline/approval-detail-api.ts';

/** Every fee arrangement and agreement query sits under `feeArrangements`, so a change reloads them. */
export const feeArrangementKeys = {
  all: ['feeArrangements'] as const,
  ofCase: (projectId: number) => ['feeArrangements', 'case', projectId] as const,
  agreements: (projectId: number) => ['feeArrangements', 'agreements', projectId] as const,
  agreement: (agreementId: number) => ['feeArrangements', 'agreement', agreementId] as const,
};

const caller = { errorHandling: 'caller' } as const;

export function useFeeArrangement(projectId: number) {
  return useQuery({
    queryKey: feeArrangementKeys.ofCase(projectId),
    enabled: projectId > 0,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<FeeArrangementView>(`/hankun/feeArrangement/${projectId}`, { signal, ...caller }),
  });
}

export function useFeeAgreements(projectId: number) {
  return useQuery({
    queryKey: feeArrangementKeys.agreements(projectId),
    enabled: projectId > 0,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<FeeAgreementView[]>('/hankun/feeAgreement/list', { params: { projectId }, signal, ...caller }),
  });
}

export function useFeeAgreement(agreementId: number) {
  return useQuery({
    queryKey: feeArrangementKeys.agreement(agreementId),
    enabled: agreementId > 0,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<FeeAgreementView>(`/hankun/feeAgreement/${agreementId}`, { signal, ...caller }),
  });
}

/** A new arrangement version, and a postponement request; both reload what shows them. */
export function useFeeArrangementMutations() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: feeArrangementKeys.all });
  return {
    change: useMutation({
      mutationFn: (input: FeeArrangementInput) =>
        api.post<FeeArrangementView>('/hankun/feeArrangement', input, caller),
      onSuccess: () => void reload(),
    }),
    postpone: useMutation({
      mutationFn: (input: FeeAgreementPostponeInput) =>
        api.post<FeeAgreementView>('/hankun/feeAgreement/postpone', input, caller),
      // The agreement's page shows the new request's timeline.
      onSuccess: () => {
        void reload();
        void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      },
    }),
  };
}

/** Recording, correcting and ending an agreement (decision 0046); each reloads the case's terms and lists. */
export function useFeeAgreementMutations() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: feeArrangementKeys.all });
  return {
    record: useMutation({
      mutationFn: (input: FeeAgreementInput) =>
        api.post<FeeAgreementView>('/hankun/feeAgreement', input, caller),
      onSuccess: () => void reload(),
    }),
    edit: useMutation({
      mutationFn: (input: FeeAgreementEditInput) =>
        api.put<FeeAgreementView>('/hankun/feeAgreement', input, caller),
      onSuccess: () => void reload(),
    }),
    end: useMutation({
      mutationFn: (input: FeeAgreementEndInput) =>
        api.post<FeeAgreementView>('/hankun/feeAgreement/end', input, caller),
      onSuccess: () => void reload(),
    }),
  };
}
