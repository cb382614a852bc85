import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DelegationInput,
  InstanceStatus,
  SendBackTaskInput,
  TaskStatus,
  UserTaskListQuery,
} from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';
import { approvalKeys } from '../../components/approval-timeline/approval-detail-api.ts';

/** One row of `GET /process/project/userTask/list`. */
export interface UserTaskRow {
  taskId: number;
  instanceId: number;
  taskCode: number;
  businessType: string;
  recordId: string;
  title: string;
  stepKey: string;
  stepName: string;
  stepNameEn: string;
  applicantId: number;
  applicantName: string;
  status: TaskStatus;
  createdAt: string;
  actedAt: string | null;
  comment: string;
  path: string | null;
  query: Record<string, string>;
  drawerWidth: 40 | 70 | 80 | 100 | null;
}

export interface InstanceRow {
  instanceId: number;
  status: InstanceStatus;
  currentStep: number;
}

export interface Delegation {
  delegationId: number;
  principalId: number;
  delegateId: number;
  startsOn: string;
  endsOn: string;
  remark: string;
  principalName: string;
  delegateName: string;
}

export type TaskFilters = Partial<Pick<UserTaskListQuery, 'state' | 'taskCode' | 'businessType' | 'keyword'>>;

export function useUserTasks(params: TaskFilters & { pageNum: number; pageSize: number }, enabled: boolean) {
  return useQuery({
    queryKey: [...approvalKeys.all, 'tasks', params],
    queryFn: ({ signal }) =>
      api.page<UserTaskRow>('/process/project/userTask/list', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type TaskDecision =
  | { kind: 'approve'; comment: string }
  | { kind: 'reject'; comment: string }
  | ({ kind: 'sendBack' } & SendBackTaskInput)
  | { kind: 'transfer'; userId: number; comment: string };

/** Every action on tasks; each reloads the task lists, the count and the open request. */
export function useTaskActions() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: approvalKeys.all });

  const decide = useMutation({
    mutationFn: ({ taskId, decision }: { taskId: number; decision: TaskDecision }) => {
      const { kind, ...body } = decision;
      return api.post<InstanceRow>(`/process/task/${taskId}/${kind}`, body);
    },
    onSuccess: (_row, { decision }) => {
      void message.success(t(`approvalsUi.done.${decision.kind}`));
      return reload();
    },
  });

  const batchComplete = useMutation({
    mutationFn: (input: { taskIds: number[]; comment: string }) =>
      api.post<InstanceRow[]>('/process/task/batchComplete', input),
    onSuccess: (rows) => {
      void message.success(t('approvalsUi.done.batch', { count: rows.length }));
      return reload();
    },
  });

  const withdraw = useMutation({
    mutationFn: (instanceId: number) =>
      api.post<InstanceRow>(`/process/instance/${instanceId}/cancelWithdraw`, {}),
    onSuccess: () => {
      void message.success(t('approvalsUi.done.withdraw'));
      return reload();
    },
  });

  return { decide, batchComplete, withdraw, reload };
}

export function useDelegations() {
  return useQuery({
    queryKey: [...approvalKeys.all, 'delegations'],
    queryFn: ({ signal }) =>
      api.get<{ given: Delegation[]; received: Delegation[] }>('/process/delegation/list', { signal }),
  });
}

export function useDelegationMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: [...approvalKeys.all, 'delegations'] });
  const create = useMutation({
    mutationFn: (input: DelegationInput) => api.post<Delegation>('/process/delegation', input),
    onSuccess: () => {
      void message.success(t('tip.add.success'));
      return reload();
    },
  });
  const revoke = useMutation({
    mutationFn: (delegationId: number) => api.delete<null>(`/process/delegation/${delegationId}`),
    onSuccess: () => {
      void message.success(t('approvalsUi.delegation.revoked'));
      return reload();
    },
  });
  return { create, revoke };
}
