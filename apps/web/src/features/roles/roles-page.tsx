import { PlusOutlined } from '@ant-design/icons';
import { ADMIN_ROLE_KEY, hasPermission } from '@venus/shared';
import { App, Button, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../app/session/session-queries.ts';
import type { RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { localName } from '../../components/format/local-name.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { OperationDropdown } from '../../components/list-page/operation-dropdown.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { enabledStatusOptions } from '../../components/status/enabled-status.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { roleColumns } from './role-columns.tsx';
import { RoleFormDialog } from './role-form-dialog.tsx';
import { type RoleFilters, type RoleRow, useRoleMutations, useRoles } from './roles-api.ts';
import { usersByRolePath } from './users-by-role-path.ts';
import './roles.css';
import { Select } from '../../components/select/select.tsx';

/**
 * 系统管理 › 角色管理: the roles, the menus and buttons each grants, enabling and disabling them,
 * and who holds each (the users-by-role page). The administrator role grants everything by
 * definition, so it is shown but never edited, disabled or deleted (the server refuses too).
 */
export function RolesPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const language = currentLanguage();
  const permissions = useUserInfo().data?.permissions ?? [];
  const can = (permission: string) => hasPermission(permissions, permission);
  const [form] = Form.useForm<RoleFilters>();
  const [editing, setEditing] = useState<RoleRow | null | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(() => roleColumns(t, language), [t, language, i18n.language]);
  const table = useDataTable<RoleRow>({ tableId: 'system-roles', columns });
  const { filters, search } = useSearchFilters<RoleFilters>(table.toFirstPage);
  const { data, isFetching } = useRoles({ ...filters, ...table.query }, table.ready);
  const { save, changeStatus, remove, reload } = useRoleMutations();

  const conditions: SearchCondition[] = [
    {
      name: 'roleName',
      label: t('rolesAdmin.roleName'),
      input: <Input allowClear maxLength={60} />,
    },
    { name: 'roleKey', label: t('rolesAdmin.roleKey'), input: <Input allowClear maxLength={100} /> },
    {
      name: 'status',
      label: t('field.status'),
      advanced: true,
      input: <Select allowClear options={enabledStatusOptions(t)} placeholder={t('rolesAdmin.any')} />,
    },
  ];

  const nameOf = (row: RoleRow) => localName(language, row.roleName, row.roleNameEn);

  const confirmStatus = (row: RoleRow) => {
    const status = row.status === '0' ? '1' : '0';
    const verb = status === '1' ? 'disable' : 'enable';
    return modal.confirm({
      title: t(`rolesAdmin.confirm.${verb}`, { name: nameOf(row) }),
      content: status === '1' ? t('rolesAdmin.disableDetail') : null,
      okText: t(`rolesAdmin.${verb}`),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: status === '1' },
      onOk: () => changeStatus.mutateAsync({ roleId: row.roleId, status }),
    });
  };

  const confirmDelete = (row: RoleRow) =>
    modal.confirm({
      title: t('rolesAdmin.confirm.delete', { name: nameOf(row) }),
      content: t('rolesAdmin.deleteDetail'),
      okText: t('list.delete'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(row.roleId),
    });

  const rowActions = (row: RoleRow): RowAction[] => {
    const isAdminRole = row.roleKey === ADMIN_ROLE_KEY;
    return [
      {
        key: 'edit',
        label: t('list.edit'),
        hidden: isAdminRole || !can('system:role:edit'),
        onClick: () => setEditing(row),
      },
      {
        key: 'status',
        label: t(row.status === '0' ? 'rolesAdmin.disable' : 'rolesAdmin.enable'),
        danger: row.status === '0',
        hidden: isAdminRole || !can('system:role:edit'),
        onClick: () => confirmStatus(row),
      },
      {
        key: 'users',
        label: t('rolesAdmin.users'),
        onClick: () => navigate(usersByRolePath(nameOf(row), row.roleId)),
      },
      {
        key: 'delete',
        label: t('list.delete'),
        danger: true,
        hidden: isAdminRole || !can('system:role:remove'),
        onClick: () => confirmDelete(row),
      },
    ];
  };

  const toolbar = (
    <>
      {can('system:role:add') ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('rolesAdmin.add')}
        </Button>
      ) : null}
      <OperationDropdown
        operations={[
          { key: 'refresh', label: t('rolesAdmin.refresh'), onClick: () => void reload() },
          {
            key: 'clear',
            label: t('rolesAdmin.clearSearch'),
            onClick: () => {
              form.resetFields();
              search({});
            },
          },
        ]}
      />
    </>
  );

  return (
    <ListPage
      title={t('rolesAdmin.title')}
      search={<SearchPanel<RoleFilters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<RoleRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="roleId"
        toolbar={toolbar}
        rowActions={rowActions}
        actionsWidth={language === 'en' ? 300 : 240}
        ariaLabel={t('rolesAdmin.tableLabel')}
      />
      <RoleFormDialog
        editing={editing}
        saving={save.isPending}
        onSave={(input) => save.mutate(input, { onSuccess: () => setEditing(undefined) })}
        onClose={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
