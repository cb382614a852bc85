import { useQuery } from '@tanstack/react-query';
import type { InstanceStatus, TimelineAction } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';

export const approvalKeys = { all: ['process'] as const };

export interface TimelineLine {
  action: TimelineAction;
  stepKey: string;
  stepName: string;
  stepNameEn: string;
  actorId: number | null;
  actorName: string;
  onBehalfOfId: number | null;
  onBehalfOfName: string;
  targetUserId: number | null;
  targetName: string;
  comment: string;
  createdAt: string;
}

/** `GET /process/instance/{id}`: a request, its steps, who it waits for, and what happened. */
export interface ApprovalDetail {
  instance: {
    instanceId: number;
    /** The definition version the request runs under (decision 0015). */
    definitionId: number;
    businessType: string;
    recordId: string;
    title: string;
    applicantId: number;
    applicantName: string;
    status: InstanceStatus;
    currentStep: number;
    createdAt: string;
    finishedAt: string | null;
  };
  steps: { key: string; name: string; nameEn: string; taskCode: number }[];
  pending: { taskId: number; assigneeId: number; assigneeName: string; stepKey: string }[];
  timeline: TimelineLine[];
}

export function useApprovalDetail(instanceId: number | undefined) {
  return useQuery({
    queryKey: [...approvalKeys.all, 'instance', instanceId],
    queryFn: ({ signal }) => api.get<ApprovalDetail>(`/process/instance/${instanceId}`, { signal }),
    enabled: instanceId !== undefined,
  });
}

/** The newest request of a record, for the record's own page (null: never submitted). */
export function useRecordApproval(businessType: string, recordId: string | undefined) {
  return useQuery({
    queryKey: [...approvalKeys.all, 'record', businessType, recordId],
    queryFn: ({ signal }) =>
      api.get<ApprovalDetail | null>('/process/instance/byRecord', {
        params: { businessType, recordId },
        signal,
      }),
    enabled: recordId !== undefined,
  });
}
