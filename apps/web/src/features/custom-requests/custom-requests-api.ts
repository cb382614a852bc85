import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomRequestStatus, DynamicFormItem, RequestFormInput } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';
import { approvalKeys } from '../../components/approval-timeline/approval-detail-api.ts';

/** A request form with the workflow bound to it (the newest version of `custom:<formKey>`). */
export interface RequestForm {
  formId: number;
  formKey: string;
  name: string;
  nameEn: string;
  description: string;
  enabled: boolean;
  items: DynamicFormItem[];
  businessType: string;
  workflowVersion: number | null;
  workflowSteps: { key: string; name: string; nameEn: string }[];
  updatedAt: string;
}

export interface CustomRequestRow {
  requestId: number;
  formId: number;
  formName: string;
  formNameEn: string;
  businessType: string;
  title: string;
  status: CustomRequestStatus;
  applicantId: number;
  applicantName: string;
  instanceId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A request to read: its own items with the values filled in. */
export interface CustomRequestDetail extends CustomRequestRow {
  items: DynamicFormItem[];
  mayEdit: boolean;
}

export interface StepTrial {
  key: string;
  name: string;
  nameEn: string;
  taskCode: number;
  plan: { kind: string; reason?: string };
  approvers: { userId: number; nickName: string; nameEn: string }[];
}

export interface TestFill {
  values: Record<string, unknown>;
  /** Null when no workflow is bound to the form yet. */
  steps: StepTrial[] | null;
}

/** Under the approvals' key: a decision in the task centre refreshes the request's status too. */
const keys = { all: [...approvalKeys.all, 'customRequests'] as const };

/** Every form (administrators, `/dataForm`). */
export function useRequestForms() {
  return useQuery({
    queryKey: [...keys.all, 'forms', 'all'],
    queryFn: ({ signal }) => api.get<RequestForm[]>('/dataForm/list', { signal }),
  });
}

/** The enabled forms staff may file on. */
export function useFilingForms(enabled = true) {
  return useQuery({
    queryKey: [...keys.all, 'forms', 'enabled'],
    enabled,
    queryFn: ({ signal }) => api.get<RequestForm[]>('/simpleForm/forms', { signal }),
  });
}

export function useRequestForm(formId: number) {
  return useQuery({
    queryKey: [...keys.all, 'form', formId],
    enabled: formId > 0,
    queryFn: ({ signal }) => api.get<RequestForm>(`/simpleForm/forms/${formId}`, { signal }),
  });
}

export function useCustomRequests(params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...keys.all, 'requests', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.page<CustomRequestRow>('/simpleForm/list', { params, signal }),
  });
}

export function useCustomRequest(requestId: number) {
  return useQuery({
    queryKey: [...keys.all, 'request', requestId],
    enabled: requestId > 0,
    retry: false,
    queryFn: ({ signal }) => api.get<CustomRequestDetail>(`/simpleForm/${requestId}`, { signal }),
  });
}

export interface RequestSave {
  title: string;
  values: Record<string, unknown>;
  submit: boolean;
  comment?: string;
}

/** Forms and requests change together with the task centre's lists. */
export function useCustomRequestMutations() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: approvalKeys.all });
  return {
    createForm: useMutation({
      mutationFn: (input: RequestFormInput) => api.post<{ formId: number }>('/dataForm', input),
      onSuccess: reload,
    }),
    updateForm: useMutation({
      mutationFn: ({ formId, input }: { formId: number; input: Omit<RequestFormInput, 'formKey'> }) =>
        api.put<{ formId: number }>(`/dataForm/${formId}`, input),
      onSuccess: reload,
    }),
    removeForm: useMutation({
      mutationFn: (formId: number) => api.delete<null>(`/dataForm/${formId}`),
      onSuccess: reload,
    }),
    testFill: useMutation({
      mutationFn: ({
        formId,
        ...body
      }: {
        formId: number;
        values: Record<string, unknown>;
        applicantId?: number;
      }) => api.post<TestFill>(`/dataForm/${formId}/test`, body),
    }),
    createRequest: useMutation({
      mutationFn: (input: RequestSave & { formId: number }) =>
        api.post<{ requestId: number }>('/simpleForm', input),
      onSuccess: reload,
    }),
    updateRequest: useMutation({
      mutationFn: ({ requestId, input }: { requestId: number; input: RequestSave }) =>
        api.put<{ requestId: number }>(`/simpleForm/${requestId}`, input),
      onSuccess: reload,
    }),
  };
}
