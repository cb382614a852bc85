import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenuInput, MenuTreeInput, MenuType } from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';

/** One row of `GET /system/menu/list`: a directory (M), page (C) or button (F). */
export interface MenuRow {
  menuId: number;
  parentId: number;
  menuName: string;
  menuNameEn: string;
  menuType: MenuType;
  orderNum: number;
  path: string;
  component: string;
  query: string;
  perms: string;
  icon: number;
  visible: boolean;
  status: '0' | '1';
  isCache: boolean;
  isAffix: boolean;
}

export interface MenuFilters {
  menuName?: string;
  status?: '0' | '1';
}

const menusKeys = { all: ['system', 'menus'] as const };

export function useMenus(filters: MenuFilters) {
  return useQuery({
    queryKey: [...menusKeys.all, 'list', filters],
    queryFn: ({ signal }) => api.get<MenuRow[]>('/system/menu/list', { params: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export type MenuFormInput = MenuInput & { menuId?: number };

/**
 * Each change reloads the list and the side menu (`/getRouters`), so a renamed, hidden or moved
 * menu shows at once for the administrator who changed it.
 */
export function useMenuMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: menusKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['session', 'routers'] });
  };
  const done = (key: string) => {
    void message.success(t(key));
    return reload();
  };
  const save = useMutation({
    mutationFn: (input: MenuFormInput) =>
      input.menuId ? api.put<MenuRow>('/system/menu', input) : api.post<MenuRow>('/system/menu', input),
    onSuccess: (_row, input) => done(input.menuId ? 'tip.edit.success' : 'tip.add.success'),
  });
  const remove = useMutation({
    mutationFn: (menuId: number) => api.delete<null>(`/system/menu/${menuId}`),
    onSuccess: () => done('tip.delete.success'),
  });
  const arrange = useMutation({
    mutationFn: (input: MenuTreeInput) => api.put<null>('/system/menu/tree', input),
    onSuccess: () => done('menusAdmin.orderSaved'),
    // A refused arrangement leaves the list as the server has it.
    onError: () => void reload(),
  });
  return { save, remove, arrange, reload };
}
