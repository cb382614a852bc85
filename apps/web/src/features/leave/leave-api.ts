import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AbsenceStatus,
  Balance,
  EntitlementInput,
  HalfDay,
  LeaveAmendInput,
  LeaveRequestInput,
  LeaveType,
  OvertimeAmendInput,
  OvertimeRequestInput,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';
import { approvalKeys } from '../../components/approval-timeline/approval-detail-api.ts';

interface RequestColumns {
  applicantId: number;
  applicantName: string;
  applicantNameEn: string;
  deptId: number | null;
  reason: string;
  status: AbsenceStatus;
  instanceId: number | null;
  createdAt: string;
}

export interface LeaveRow extends RequestColumns {
  leaveId: number;
  leaveType: LeaveType;
  start: string;
  startHalf: HalfDay;
  end: string;
  endHalf: HalfDay;
  days: number;
}

export interface OvertimeRow extends RequestColumns {
  overtimeId: number;
  workDate: string;
  hours: number;
  compensatoryDays: number;
}

export interface Balances {
  year: number;
  annual: Balance;
  compensatory: Balance;
}

export interface OnLeave {
  leaveId: number;
  applicantName: string;
  applicantNameEn: string;
  deptId: number | null;
  start: string;
  startHalf: HalfDay;
  end: string;
  endHalf: HalfDay;
  leaveType: LeaveType | null;
  halfOnDay: HalfDay | null;
}

export interface PageOf<T> {
  rows: T[];
  total: number;
}

const keys = { leave: ['leave'] as const, overtime: ['overtime'] as const };

/** My balances, or (HR) a colleague's when `userId` is given. */
export function useBalances(year: number, userId?: number, enabled = true) {
  return useQuery({
    queryKey: [...keys.leave, 'balance', year, userId ?? 'me'],
    enabled,
    queryFn: ({ signal }) =>
      api.get<Balances>('/hankun/leave/balance', { params: userId ? { year, userId } : { year }, signal }),
  });
}

export function useLeaveDays(
  period: Pick<LeaveRequestInput, 'start' | 'startHalf' | 'end' | 'endHalf'> | null,
) {
  return useQuery({
    queryKey: [...keys.leave, 'days', period],
    enabled: period !== null,
    retry: false,
    queryFn: ({ signal }) => api.get<number>('/hankun/leave/days', { params: period ?? {}, signal }),
  });
}

/** `asOf` (an approval's state) reads the record again whenever it changes. */
export function useLeave(leaveId: number, asOf = '') {
  return useQuery({
    queryKey: [...keys.leave, 'one', leaveId, asOf],
    enabled: leaveId > 0,
    queryFn: ({ signal }) => api.get<LeaveRow>(`/hankun/leave/${leaveId}`, { signal }),
  });
}

export function useOvertime(overtimeId: number, asOf = '') {
  return useQuery({
    queryKey: [...keys.overtime, 'one', overtimeId, asOf],
    enabled: overtimeId > 0,
    queryFn: ({ signal }) => api.get<OvertimeRow>(`/hankun/overtime/${overtimeId}`, { signal }),
  });
}

export function useLeaveList(params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...keys.leave, 'list', params],
    enabled,
    queryFn: ({ signal }) => api.page<LeaveRow>('/hankun/leave/list', { params, signal }),
  });
}

export function useOvertimeList(params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...keys.overtime, 'list', params],
    enabled,
    queryFn: ({ signal }) => api.page<OvertimeRow>('/hankun/overtime/list', { params, signal }),
  });
}

export function useOnLeave(day: string) {
  return useQuery({
    queryKey: [...keys.leave, 'today', day],
    queryFn: ({ signal }) => api.get<OnLeave[]>('/hankun/leave/today', { params: { day }, signal }),
  });
}

/** Filing and amending: the lists, balances and the task centre all change with them. */
export function useAbsenceMutations() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all(
      [keys.leave, keys.overtime, approvalKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return {
    requestLeave: useMutation({
      mutationFn: (input: LeaveRequestInput) => api.post<LeaveRow>('/hankun/leave', input),
      onSuccess: reload,
    }),
    amendLeave: useMutation({
      mutationFn: (input: LeaveAmendInput) => api.put<LeaveRow>('/hankun/leave', input),
      onSuccess: reload,
    }),
    requestOvertime: useMutation({
      mutationFn: (input: OvertimeRequestInput) => api.post<OvertimeRow>('/hankun/overtime', input),
      onSuccess: reload,
    }),
    amendOvertime: useMutation({
      mutationFn: (input: OvertimeAmendInput) => api.put<OvertimeRow>('/hankun/overtime', input),
      onSuccess: reload,
    }),
    setEntitlement: useMutation({
      mutationFn: (input: EntitlementInput) => api.post<null>('/hankun/leave/entitlement', input),
      onSuccess: reload,
    }),
    withdraw: useMutation({
      mutationFn: (instanceId: number) =>
        api.post<null>(`/process/instance/${instanceId}/cancelWithdraw`, {}),
      onSuccess: reload,
    }),
  };
}
