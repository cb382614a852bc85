import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDefinitionInput, ApprovalFacts, ApprovalStep } from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api/api-client.ts';
import { approvalKeys } from '../../../components/approval-timeline/approval-detail-api.ts';

export interface WorkflowDefinition {
  definitionId: number;
  businessType: string;
  version: number;
  name: string;
  nameEn: string;
  steps: ApprovalStep[];
  createdAt: string;
}

export interface StepTrial {
  key: string;
  name: string;
  nameEn: string;
  taskCode: number;
  plan: { kind: 'run' | 'skip' | 'noApprover'; reason?: string };
  approvers: { userId: number; nickName: string; nameEn: string }[];
}

const definitionKeys = [...approvalKeys.all, 'definitions'] as const;

export function useWorkflowDefinitions() {
  return useQuery({
    queryKey: definitionKeys,
    queryFn: ({ signal }) => api.get<WorkflowDefinition[]>('/process/definition/list', { signal }),
  });
}

/** Every saved version of one business type, newest first as the server lists them. */
export function useWorkflowVersions(businessType: string) {
  return useQuery({
    queryKey: [...definitionKeys, businessType],
    queryFn: ({ signal }) =>
      api.get<WorkflowDefinition[]>(`/process/definition/${encodeURIComponent(businessType)}/versions`, {
        signal,
      }),
    enabled: businessType !== '',
  });
}

/** Saving adds the business type's next version; requests under way keep theirs. */
export function useSaveWorkflow() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApprovalDefinitionInput) =>
      api.post<WorkflowDefinition>('/process/definition', input),
    onSuccess: (saved) => {
      void message.success(t('workflowDesigner.saved', { version: saved.version }));
      return queryClient.invalidateQueries({ queryKey: definitionKeys });
    },
  });
}

/** Who each step would ask for a sample record; the server writes nothing. */
export function useTestRun() {
  return useMutation({
    mutationFn: (input: { steps: ApprovalStep[]; applicantId: number; facts: ApprovalFacts }) =>
      api.post<StepTrial[]>('/process/definition/testRun', input),
  });
}

export interface RoleKeyOption {
  roleKey: string;
  roleName: string;
  roleNameEn: string;
}

export function useRoleKeys() {
  return useQuery({
    queryKey: ['system', 'role', 'keys'],
    queryFn: ({ signal }) =>
      api.page<RoleKeyOption>('/system/role/list', { params: { pageSize: 200 }, signal }),
    staleTime: 5 * 60_000,
  });
}
