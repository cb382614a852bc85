import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, UpdateUserInput, UserAction, UserStatus } from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';

/** One row of `GET /system/user/list` (the server's public user). */
export interface UserRow {
  userId: number;
  userName: string;
  nickName: string;
  nameEn: string;
  userno: string;
  email: string;
  phonenumber: string;
  officePhone: string;
  seat: string;
  deptId: number | null;
  officeId: number | null;
  status: UserStatus;
  remark: string;
  roleIds: number[];
  createdAt: string;
}

/** The users page's search: name (also English name and login), staff number, office, group, role, status. */
export interface UserFilters {
  userName?: string;
  userno?: string;
  officeId?: number;
  deptId?: number;
  roleId?: number;
  status?: UserStatus;
}

export interface OrgUnit {
  deptId: number;
  deptName: string;
  deptNameEn: string;
  kind: 'firm' | 'office' | 'group' | 'department';
}

export interface RoleOption {
  roleId: number;
  roleName: string;
  roleNameEn: string;
}

const USERS = '/system/user';
export const usersKeys = { all: ['system', 'users'] as const };

export function useUsers(params: UserFilters & { pageNum: number; pageSize: number }, enabled: boolean) {
  return useQuery({
    queryKey: [...usersKeys.all, 'list', params],
    queryFn: ({ signal }) => api.page<UserRow>(`${USERS}/list`, { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Offices, practice groups and support departments, for the filters, the form and the columns. */
export function useOrgUnits() {
  return useQuery({
    queryKey: ['system', 'dept', 'units'],
    queryFn: ({ signal }) => api.get<OrgUnit[]>('/system/dept/list', { params: { status: '0' }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Roles need `system:role:list`; without it the role filter and column simply stay empty. */
export function useRoleOptions() {
  return useQuery({
    queryKey: ['system', 'role', 'options'],
    queryFn: ({ signal }) =>
      api.page<RoleOption>('/system/role/list', {
        params: { pageSize: 200 },
        signal,
        errorHandling: 'caller',
      }),
    staleTime: 5 * 60_000,
    select: (page) => page.rows,
  });
}

export type UserFormInput = CreateUserInput | UpdateUserInput;

/** Add or edit, a lifecycle action, a new password: each reloads the list and says it worked. */
export function useUserMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: usersKeys.all });

  const save = useMutation({
    mutationFn: (input: UserFormInput) =>
      'userId' in input ? api.put<UserRow>(USERS, input) : api.post<UserRow>(USERS, input),
    onSuccess: (_row, input) => {
      void message.success(t('userId' in input ? 'tip.edit.success' : 'tip.add.success'));
      return reload();
    },
  });

  const act = useMutation({
    mutationFn: ({ action, userId }: { action: UserAction; userId: number }) =>
      api.put<null>(`${USERS}/${action}`, { userId }),
    onSuccess: () => {
      void message.success(t('usersAdmin.actionDone'));
      return reload();
    },
  });

  const resetPassword = useMutation({
    mutationFn: (input: { userId: number; password: string }) => api.put<null>(`${USERS}/resetPwd`, input),
    onSuccess: () => void message.success(t('usersAdmin.passwordReset')),
  });

  // A lost phone: the user enrols a new authenticator at the next sign-in; their sessions end.
  const resetMfa = useMutation({
    mutationFn: (userId: number) => api.put<null>(`${USERS}/resetMfa`, { userId }),
    onSuccess: () => void message.success(t('usersAdmin.mfaReset')),
  });

  return { save, act, resetPassword, resetMfa, reload };
}
