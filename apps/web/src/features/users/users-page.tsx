import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { hasPermission, USER_STATUS, USER_STATUSES, type UserAction, type UserStatus } from '@venus/shared';
import { App, Button, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../app/session/session-queries.ts';
import type { RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { OperationDropdown } from '../../components/list-page/operation-dropdown.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { ExportButton } from '../../components/spreadsheet/export-button.tsx';
import { ImportDialog } from '../../components/spreadsheet/import-dialog.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { lifecycleActionsFor } from './user-actions.ts';
import { userColumns } from './user-columns.tsx';
import { UserFormDialog } from './user-form-dialog.tsx';
import { localName } from './user-names.ts';
import {
  type UserFilters,
  type UserRow,
  useOrgUnits,
  useRoleOptions,
  useUserMutations,
  useUsers,
} from './users-api.ts';
import './users.css';
import { Select } from '../../components/select/select.tsx';

/**
 * 系统管理 › 用户管理: everyone's account, found by name, staff number, office, group, role and
 * status; added, edited, disabled and enabled, marked departed and reinstated, given a new
 * password, exported and imported. Each button follows its permission; the server checks again.
 */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const language = currentLanguage();
  const permissions = useUserInfo().data?.permissions ?? [];
  const can = (permission: string) => hasPermission(permissions, permission);

  const [form] = Form.useForm<UserFilters>();
  const [editing, setEditing] = useState<UserRow | null | undefined>(undefined);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [importing, setImporting] = useState(false);

  const units = useOrgUnits().data ?? [];
  const roles = useRoleOptions().data ?? [];
  const unitById = useMemo(() => new Map(units.map((unit) => [unit.deptId, unit])), [units]);
  const roleById = useMemo(() => new Map(roles.map((role) => [role.roleId, role])), [roles]);
  const unitOptions = (kinds: readonly string[]) =>
    units
      .filter((unit) => kinds.includes(unit.kind))
      .map((unit) => ({ value: unit.deptId, label: localName(language, unit.deptName, unit.deptNameEn) }));
  const offices = unitOptions(['office']);
  const groups = unitOptions(['group', 'department']);
  const roleOptions = roles.map((role) => ({
    value: role.roleId,
    label: localName(language, role.roleName, role.roleNameEn),
  }));
  const statusOptions = USER_STATUSES.map((status) => ({
    value: status,
    label: t(`userLifecycle.status.${status}`),
  }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(
    () => userColumns(t, language, unitById, roleById),
    [t, language, unitById, roleById, i18n.language],
  );
  const table = useDataTable<UserRow>({ tableId: 'system-users', columns });
  const { filters, search } = useSearchFilters<UserFilters>(table.toFirstPage);
  const { data, isFetching } = useUsers({ ...filters, ...table.query }, table.ready);
  const { save, act, resetPassword, resetMfa, reload } = useUserMutations();

  const conditions: SearchCondition[] = [
    {
      name: 'userName',
      label: t('usersAdmin.name'),
      input: <Input allowClear maxLength={64} placeholder={t('usersAdmin.namePlaceholder')} />,
    },
    {
      name: 'status',
      label: t('field.status'),
      input: <Select allowClear options={statusOptions} placeholder={t('usersAdmin.any')} />,
    },
    { name: 'userno', label: t('field.userno'), advanced: true, input: <Input allowClear maxLength={20} /> },
    {
      name: 'officeId',
      label: t('field.officeId'),
      advanced: true,
      input: <Select allowClear options={offices} placeholder={t('usersAdmin.any')} />,
    },
    {
      name: 'deptId',
      label: t('usersAdmin.group'),
      advanced: true,
      input: (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={groups}
          placeholder={t('usersAdmin.any')}
        />
      ),
    },
    ...(roles.length > 0
      ? [
          {
            name: 'roleId',
            label: t('field.roleId'),
            advanced: true,
            input: <Select allowClear options={roleOptions} placeholder={t('usersAdmin.any')} />,
          },
        ]
      : []),
  ];

  const confirmAction = (row: UserRow, action: UserAction) =>
    modal.confirm({
      title: t(`usersAdmin.confirm.${action}`, { name: row.nickName, login: row.userName }),
      content: t(`usersAdmin.confirmDetail.${action}`),
      okText: t(`usersAdmin.actions.${action}`),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: action === 'disable' || action === 'dimission' },
      onOk: () => act.mutateAsync({ action, userId: row.userId }),
    });

  const rowActions = (row: UserRow): RowAction[] => [
    { key: 'edit', label: t('list.edit'), hidden: !can('system:user:edit'), onClick: () => setEditing(row) },
    ...lifecycleActionsFor(row.status as UserStatus, permissions).map((action) => ({
      key: action,
      label: t(`usersAdmin.actions.${action}`),
      danger: action === 'disable' || action === 'dimission',
      onClick: () => confirmAction(row, action),
    })),
    {
      key: 'resetPwd',
      label: t('usersAdmin.resetPassword'),
      hidden: !can('system:user:resetPwd'),
      onClick: () => setResetting(row),
    },
    {
      key: 'resetMfa',
      label: t('usersAdmin.resetMfa'),
      hidden: !can('system:user:resetPwd'),
      onClick: () =>
        modal.confirm({
          title: t('usersAdmin.resetMfaConfirm', { name: row.nickName, login: row.userName }),
          content: t('usersAdmin.resetMfaDetail'),
          okText: t('usersAdmin.resetMfa'),
          cancelText: t('common.cancel'),
          okButtonProps: { danger: true },
          onOk: () => resetMfa.mutateAsync(row.userId),
        }),
    },
  ];

  const toolbar = (
    <>
      {can('system:user:add') ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('usersAdmin.add')}
        </Button>
      ) : null}
      {can('system:user:export') ? (
        <ExportButton
          path="/system/user/export"
          filters={filters}
          fileName={t('usersAdmin.exportName')}
          total={data?.total ?? 0}
        />
      ) : null}
      {can('system:user:import') ? (
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
          {t('spreadsheetUi.import')}
        </Button>
      ) : null}
      <OperationDropdown
        operations={[
          { key: 'refresh', label: t('usersAdmin.refresh'), onClick: () => void reload() },
          {
            key: 'clear',
            label: t('usersAdmin.clearSearch'),
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
      title={t('usersAdmin.title')}
      search={<SearchPanel<UserFilters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<UserRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="userId"
        toolbar={toolbar}
        rowActions={rowActions}
        actionsWidth={language === 'en' ? 560 : 390}
        ariaLabel={t('usersAdmin.tableLabel')}
        sumBar={
          <span>
            {t('usersAdmin.sum', {
              shown: data?.rows.length ?? 0,
              inService: data?.rows.filter((row) => row.status === USER_STATUS.inService).length ?? 0,
            })}
          </span>
        }
      />
      <UserFormDialog
        editing={editing}
        saving={save.isPending}
        units={{ offices, groups }}
        roles={roleOptions}
        onSave={(input) => save.mutate(input, { onSuccess: () => setEditing(undefined) })}
        onClose={() => setEditing(undefined)}
      />
      <ResetPasswordDialog
        user={resetting}
        saving={resetPassword.isPending}
        onSave={(input) => resetPassword.mutate(input, { onSuccess: () => setResetting(null) })}
        onClose={() => setResetting(null)}
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        title={t('usersAdmin.importTitle')}
        importPath="/system/user/import"
        templatePath="/system/user/importTemplate"
        templateName={t('usersAdmin.templateName')}
        onImported={() => void reload()}
        updateLabel={t('usersAdmin.importUpdate')}
      />
    </ListPage>
  );
}
