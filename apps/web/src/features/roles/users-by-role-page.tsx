import { ArrowLeftOutlined, UserAddOutlined } from '@ant-design/icons';
import { hasPermission } from '@venus/shared';
import { App, Button, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useUserInfo } from '../../app/session/session-queries.ts';
import type { DataColumn, RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { AddMembersDialog } from './add-members-dialog.tsx';
import { type RoleMemberRow, useRoleMemberMutations, useRoleMembers } from './role-members-api.ts';
import './roles.css';

interface MemberFilters {
  userName?: string;
}

/**
 * Spec §2 Admin `/role/usersByRole/:title`: who holds one role (`?roleId=`), people added to it
 * through the user autocomplete and taken off it one by one, each after a confirmation.
 */
export function UsersByRolePage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const title = useParams().title ?? '';
  const roleId = Number(useSearchParams()[0].get('roleId') ?? 0);
  const permissions = useUserInfo().data?.permissions ?? [];
  const canEdit = hasPermission(permissions, 'system:role:edit');
  const [form] = Form.useForm<MemberFilters>();
  const [adding, setAdding] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<RoleMemberRow>[]>(
    () => [
      { prop: 'userno', name: t('field.userno'), width: 110, sortable: true },
      { prop: 'nickName', name: t('rolesAdmin.memberName'), width: 140, noHide: true },
      { prop: 'nameEn', name: t('rolesAdmin.memberNameEn'), width: 160 },
      { prop: 'userName', name: t('rolesAdmin.login'), width: 140, sortable: true },
      { prop: 'email', name: t('rolesAdmin.email'), width: 220 },
    ],
    [t, i18n.language],
  );
  const table = useDataTable<RoleMemberRow>({ tableId: 'system-role-members', columns });
  const { filters, search } = useSearchFilters<MemberFilters>(table.toFirstPage);
  const { data, isFetching } = useRoleMembers(roleId, { ...filters, ...table.query }, table.ready);
  const { add, remove } = useRoleMemberMutations(roleId);

  const conditions: SearchCondition[] = [
    { name: 'userName', label: t('rolesAdmin.memberName'), input: <Input allowClear maxLength={64} /> },
  ];

  const rowActions = (row: RoleMemberRow): RowAction[] => [
    {
      key: 'remove',
      label: t('rolesAdmin.removeMember'),
      danger: true,
      hidden: !canEdit,
      onClick: () =>
        modal.confirm({
          title: t('rolesAdmin.confirm.removeMember', { name: row.nickName, role: title }),
          content: t('rolesAdmin.removeMemberDetail'),
          okText: t('rolesAdmin.removeMember'),
          cancelText: t('common.cancel'),
          okButtonProps: { danger: true },
          onOk: () => remove.mutateAsync([row.userId]),
        }),
    },
  ];

  const toolbar = (
    <>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/system/role')}>
        {t('rolesAdmin.backToRoles')}
      </Button>
      {canEdit ? (
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
          {t('rolesAdmin.addMembers')}
        </Button>
      ) : null}
    </>
  );

  return (
    <ListPage
      title={t('rolesAdmin.usersOf', { name: title })}
      search={<SearchPanel<MemberFilters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<RoleMemberRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="userId"
        toolbar={toolbar}
        rowActions={canEdit ? rowActions : undefined}
        actionsWidth={140}
        ariaLabel={t('rolesAdmin.membersLabel')}
      />
      <AddMembersDialog
        open={adding}
        roleName={title}
        saving={add.isPending}
        onSave={(userIds) => add.mutate(userIds, { onSuccess: () => setAdding(false) })}
        onClose={() => setAdding(false)}
      />
    </ListPage>
  );
}
