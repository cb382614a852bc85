import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';

export interface RoleMemberRow {
  userId: number;
  userName: string;
  nickName: string;
  nameEn: string;
  userno: string;
  email: string;
  status: string;
}

const membersKey = ['system', 'roles', 'members'] as const;

export function useRoleMembers(
  roleId: number,
  params: { userName?: string; pageNum: number; pageSize: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...membersKey, roleId, params],
    queryFn: ({ signal }) =>
      api.page<RoleMemberRow>('/system/role/authUser/allocatedList', {
        params: { ...params, roleId },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: enabled && roleId > 0,
  });
}

/** Adds people to the role or takes them off it; either reloads the members and the users page. */
export function useRoleMemberMutations(roleId: number) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const done = (key: string) => {
    void message.success(t(key));
    void queryClient.invalidateQueries({ queryKey: ['system', 'users'] });
    return queryClient.invalidateQueries({ queryKey: membersKey });
  };
  const add = useMutation({
    mutationFn: (userIds: number[]) => api.put<null>('/system/role/authUser/selectAll', { roleId, userIds }),
    onSuccess: () => done('rolesAdmin.membersAdded'),
  });
  const remove = useMutation({
    mutationFn: (userIds: number[]) => api.put<null>('/system/role/authUser/cancelAll', { roleId, userIds }),
    onSuccess: () => done('rolesAdmin.membersRemoved'),
  });
  return { add, remove };
}
