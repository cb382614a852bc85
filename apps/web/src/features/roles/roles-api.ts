import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoleInput } from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';

export interface RoleRow {
  roleId: number;
  roleName: string;
  roleNameEn: string;
  roleKey: string;
  roleSort: number;
  status: '0' | '1';
  remark: string;
  createdAt: string;
}

export interface RoleDetail extends RoleRow {
  menuIds: number[];
}

export interface RoleFilters {
  roleName?: string;
  roleKey?: string;
  status?: '0' | '1';
}

/** What the permission tree shows of a menu. */
export interface GrantableMenu {
  menuId: number;
  parentId: number;
  menuName: string;
  menuNameEn: string;
  menuType: 'M' | 'C' | 'F';
  orderNum: number;
}

const ROLES = '/system/role';
export const rolesKeys = { all: ['system', 'roles'] as const };

export function useRoles(params: RoleFilters & { pageNum: number; pageSize: number }, enabled: boolean) {
  return useQuery({
    queryKey: [...rolesKeys.all, 'list', params],
    queryFn: ({ signal }) => api.page<RoleRow>(`${ROLES}/list`, { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRoleDetail(roleId: number | undefined) {
  return useQuery({
    queryKey: [...rolesKeys.all, 'detail', roleId],
    queryFn: ({ signal }) => api.get<RoleDetail>(`${ROLES}/${roleId}`, { signal }),
    enabled: roleId !== undefined,
  });
}

/** Every menu, page and button, for the permission tree of the role form. */
export function useGrantableMenus(enabled: boolean) {
  return useQuery({
    queryKey: ['system', 'menus', 'grantable'],
    queryFn: ({ signal }) => api.get<GrantableMenu[]>('/system/menu/list', { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export type RoleFormInput = RoleInput & { roleId?: number };

export function useRoleMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: rolesKeys.all });
  const done = (key: string) => {
    void message.success(t(key));
    return reload();
  };

  const save = useMutation({
    mutationFn: (input: RoleFormInput) =>
      input.roleId ? api.put<RoleDetail>(ROLES, input) : api.post<RoleDetail>(ROLES, input),
    onSuccess: (_row, input) => done(input.roleId ? 'tip.edit.success' : 'tip.add.success'),
  });
  const changeStatus = useMutation({
    mutationFn: (input: { roleId: number; status: '0' | '1' }) =>
      api.put<null>(`${ROLES}/changeStatus`, input),
    onSuccess: () => done('tip.edit.success'),
  });
  const remove = useMutation({
    mutationFn: (roleId: number) => api.delete<null>(`${ROLES}/${roleId}`),
    onSuccess: () => done('tip.delete.success'),
  });
  return { save, changeStatus, remove, reload };
}
