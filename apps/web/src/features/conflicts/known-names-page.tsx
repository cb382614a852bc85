import { PlusOutlined } from '@ant-design/icons';
import { hasPermission } from '@venus/shared';
import { App, Button, Form, Input, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useUserInfo } from '../../app/session/session-queries.ts';
import type { DataColumn, RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { Select } from '../../components/select/select.tsx';
import { KnownNameDialog } from './known-name-dialog.tsx';
import { knownNameSourceOptions, knownNameSourceTag } from './known-name-source.tsx';
import {
  type KnownNameFilters,
  type KnownNameRow,
  useKnownNameMutations,
  useKnownNames,
} from './known-names-api.ts';

/**
 * 系统管理 › 知名名称词典 (decision 0036): the companies every conflict check also searches under
 * their other names — short names, former names, the name in the other script.
 */
export function KnownNamesPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const permissions = useUserInfo().data?.permissions ?? [];
  const can = (permission: string) => hasPermission(permissions, permission);
  const [form] = Form.useForm<KnownNameFilters>();
  const [editing, setEditing] = useState<KnownNameRow | null | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<KnownNameRow>[]>(
    () => [
      {
        prop: 'names',
        name: t('knownNamesAdmin.shownName'),
        width: 260,
        noHide: true,
        render: (_value, row) => <Typography.Text strong>{row.names[0]}</Typography.Text>,
      },
      {
        prop: 'otherNames',
        name: t('knownNamesAdmin.otherNames'),
        width: 380,
        render: (_value, row) => (
          <Space size={[4, 4]} wrap>
            {row.names.slice(1).map((name) => (
              <Tag key={name}>{name}</Tag>
            ))}
            {row.formerNames.map((name) => (
              <Tag key={`former-${name}`} color="orange">
                {t('knownNamesAdmin.former', { name })}
              </Tag>
            ))}
          </Space>
        ),
      },
      {
        prop: 'source',
        name: t('knownNamesAdmin.source'),
        width: 200,
        render: (v) => knownNameSourceTag(t, v),
      },
      { prop: 'remark', name: t('field.remark'), width: 200, ellipsis: true },
    ],
    [t, i18n.language],
  );
  const table = useDataTable<KnownNameRow>({ tableId: 'system-known-names', columns });
  const { filters, search } = useSearchFilters<KnownNameFilters>(table.toFirstPage);
  const { data, isFetching } = useKnownNames({ ...filters, ...table.query }, table.ready);
  const { save, remove } = useKnownNameMutations();

  const conditions: SearchCondition[] = [
    { name: 'name', label: t('knownNamesAdmin.anyName'), input: <Input allowClear maxLength={200} /> },
    {
      name: 'source',
      label: t('knownNamesAdmin.source'),
      input: <Select allowClear placeholder={t('usersAdmin.any')} options={knownNameSourceOptions(t)} />,
    },
  ];

  const rowActions = (row: KnownNameRow): RowAction[] => [
    {
      key: 'edit',
      label: t('list.edit'),
      hidden: !can('system:knownName:edit'),
      onClick: () => setEditing(row),
    },
    {
      key: 'delete',
      label: t('list.delete'),
      danger: true,
      hidden: !can('system:knownName:remove'),
      onClick: () =>
        modal.confirm({
          title: t('knownNamesAdmin.confirmDelete', { name: row.names[0] }),
          content: t('knownNamesAdmin.confirmDeleteDetail'),
          okText: t('list.delete'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: () => remove.mutateAsync(row.knownNameId),
        }),
    },
  ];

  return (
    <ListPage
      title={t('knownNamesAdmin.title')}
      search={<SearchPanel<KnownNameFilters> form={form} conditions={conditions} onSearch={search} />}
    >
      <Typography.Paragraph type="secondary">{t('knownNamesAdmin.intro')}</Typography.Paragraph>
      <DataTable<KnownNameRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="knownNameId"
        rowActions={rowActions}
        actionsWidth={130}
        ariaLabel={t('knownNamesAdmin.title')}
        toolbar={
          can('system:knownName:add') ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('knownNamesAdmin.add')}
            </Button>
          ) : null
        }
      />
      <KnownNameDialog
        editing={editing}
        saving={save.isPending}
        onSave={(input) => save.mutate(input, { onSuccess: () => setEditing(undefined) })}
        onClose={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
