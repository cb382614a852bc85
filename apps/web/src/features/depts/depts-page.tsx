import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { DEPT_KINDS, hasPermission } from '@venus/shared';
import { App, Button, Form, Input, Tag } from 'antd';
import { type Key, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../app/session/session-queries.ts';
import type { DataColumn, RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { localName } from '../../components/format/local-name.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { Select } from '../../components/select/select.tsx';
import { EnabledStatusTag, enabledStatusOptions } from '../../components/status/enabled-status.tsx';
import { nestRows, parentIds } from '../../components/tree/tree-rows.ts';
import { UserName } from '../../components/user-picker/user-name.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { type DeptEditing, DeptFormDialog } from './dept-form-dialog.tsx';
import { type DeptFilters, type DeptKind, type DeptRow, useDeptMutations, useDepts } from './depts-api.ts';

const idOf = (dept: DeptRow) => dept.deptId;
const KIND_COLOURS: Record<DeptKind, string> = {
  firm: 'purple',
  office: 'blue',
  group: 'green',
  department: 'orange',
};
/** What a new unit under a unit of each kind usually is. */
const CHILD_KIND: Record<DeptKind, DeptKind> = {
  firm: 'office',
  office: 'group',
  group: 'group',
  department: 'department',
};

/**
 * 系统管理 › 部门管理: the firm, its offices, practice groups and support departments as a tree.
 * A unit with sub-units or people cannot be deleted and none moves under itself; the server
 * holds those rules and answers why.
 */
export function DeptsPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const language = currentLanguage();
  const permissions = useUserInfo().data?.permissions ?? [];
  const can = (permission: string) => hasPermission(permissions, permission);
  const [form] = Form.useForm<DeptFilters>();
  const [editing, setEditing] = useState<DeptEditing | undefined>(undefined);
  const [expandedKeys, setExpandedKeys] = useState<Key[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<DeptRow>[]>(
    () => [
      {
        prop: 'deptName',
        name: t('deptsAdmin.deptName'),
        width: 280,
        noHide: true,
        render: (_value, row) => localName(language, row.deptName, row.deptNameEn),
      },
      {
        prop: 'kind',
        name: t('deptsAdmin.kind'),
        width: 120,
        render: (value) => (
          <Tag color={KIND_COLOURS[value as DeptKind]}>{t(`deptsAdmin.kinds.${String(value)}`)}</Tag>
        ),
      },
      {
        prop: 'leaderId',
        name: t('deptsAdmin.leader'),
        width: 160,
        render: (value) => <UserName id={value as number | null} />,
      },
      { prop: 'orderNum', name: t('deptsAdmin.orderNum'), width: 80 },
      {
        prop: 'status',
        name: t('field.status'),
        width: 90,
        render: (value) => <EnabledStatusTag status={value} t={t} />,
      },
      {
        prop: 'createdAt',
        name: t('deptsAdmin.createdAt'),
        width: 180,
        render: (value) => formatDateTime(value as string),
      },
    ],
    [t, language, i18n.language],
  );
  const table = useDataTable<DeptRow>({ tableId: 'system-depts', columns });
  const { filters, search } = useSearchFilters<DeptFilters>(table.toFirstPage);
  const { data, isFetching } = useDepts(filters);
  const rows = data ?? [];
  const tree = useMemo(() => nestRows(data ?? [], idOf, (dept) => dept.parentId), [data]);
  const { save, remove } = useDeptMutations();

  // The tree opens fully: a firm has a few dozen units, and a search must show every match.
  const opened = useRef<unknown>(null);
  useEffect(() => {
    if (!data || opened.current === data) return;
    opened.current = data;
    setExpandedKeys(parentIds(tree, idOf));
  }, [data, tree]);

  const conditions: SearchCondition[] = [
    { name: 'deptName', label: t('deptsAdmin.deptName'), input: <Input allowClear maxLength={100} /> },
    {
      name: 'kind',
      label: t('deptsAdmin.kind'),
      input: (
        <Select
          allowClear
          placeholder={t('deptsAdmin.any')}
          options={DEPT_KINDS.map((kind) => ({ value: kind, label: t(`deptsAdmin.kinds.${kind}`) }))}
        />
      ),
    },
    {
      name: 'status',
      label: t('field.status'),
      advanced: true,
      input: <Select allowClear options={enabledStatusOptions(t)} placeholder={t('deptsAdmin.any')} />,
    },
  ];

  const nameOf = (row: DeptRow) => localName(language, row.deptName, row.deptNameEn);

  // Disabling keeps the unit and its people; it is only no longer offered for new choices.
  const confirmStatus = (row: DeptRow) => {
    const status = row.status === '0' ? '1' : '0';
    const verb = status === '1' ? 'disable' : 'enable';
    const { deptId, parentId, deptName, deptNameEn, kind, orderNum, leaderId } = row;
    return modal.confirm({
      title: t(`deptsAdmin.confirm.${verb}`, { name: nameOf(row) }),
      content: status === '1' ? t('deptsAdmin.disableDetail') : null,
      okText: t(`deptsAdmin.${verb}`),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: status === '1' },
      onOk: () =>
        save.mutateAsync({ deptId, parentId, deptName, deptNameEn, kind, orderNum, leaderId, status }),
    });
  };

  const rowActions = (row: DeptRow): RowAction[] => [
    {
      key: 'addChild',
      label: t('deptsAdmin.addChild'),
      hidden: !can('system:dept:add'),
      onClick: () => setEditing({ parentId: row.deptId, kind: CHILD_KIND[row.kind] }),
    },
    {
      key: 'edit',
      label: t('list.edit'),
      hidden: !can('system:dept:edit'),
      onClick: () => setEditing({ dept: row }),
    },
    {
      key: 'status',
      label: t(row.status === '0' ? 'deptsAdmin.disable' : 'deptsAdmin.enable'),
      danger: row.status === '0',
      hidden: !can('system:dept:edit'),
      onClick: () => confirmStatus(row),
    },
    {
      key: 'delete',
      label: t('list.delete'),
      danger: true,
      hidden: !can('system:dept:remove'),
      onClick: () =>
        modal.confirm({
          title: t('deptsAdmin.confirmDelete', { name: nameOf(row) }),
          content: t('deptsAdmin.deleteDetail'),
          okText: t('list.delete'),
          cancelText: t('common.cancel'),
          okButtonProps: { danger: true },
          onOk: () => remove.mutateAsync(row.deptId),
        }),
    },
  ];

  const toolbar = (
    <>
      {can('system:dept:add') ? (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ parentId: 0, kind: 'firm' })}
        >
          {t('deptsAdmin.add')}
        </Button>
      ) : null}
      <Button icon={<NodeExpandOutlined />} onClick={() => setExpandedKeys(parentIds(tree, idOf))}>
        {t('deptsAdmin.expandAll')}
      </Button>
      <Button icon={<NodeCollapseOutlined />} onClick={() => setExpandedKeys([])}>
        {t('deptsAdmin.collapseAll')}
      </Button>
    </>
  );

  return (
    <ListPage
      title={t('deptsAdmin.title')}
      search={<SearchPanel<DeptFilters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<DeptRow>
        table={table}
        rows={tree}
        total={rows.length}
        loading={isFetching}
        rowKey="deptId"
        toolbar={toolbar}
        rowActions={rowActions}
        actionsWidth={language === 'en' ? 320 : 260}
        ariaLabel={t('deptsAdmin.tableLabel')}
        tree={{ expandedKeys, onExpandedKeysChange: setExpandedKeys }}
        sumBar={<span>{t('deptsAdmin.sum', { total: rows.length })}</span>}
      />
      <DeptFormDialog
        editing={editing}
        depts={rows}
        saving={save.isPending}
        onSave={(input) => save.mutate(input, { onSuccess: () => setEditing(undefined) })}
        onClose={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
