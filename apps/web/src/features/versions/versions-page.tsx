import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../app/session/use-permission.ts';
import type { DataColumn, RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { VersionFormDialog } from './version-form-dialog.tsx';
import { useVersionMutations, useVersions, type VersionFilters, type VersionRow } from './versions-api.ts';
import './versions.css';
import { Select } from '../../components/select/select.tsx';

/**
 * The release history. Releasing a version (status released) makes open browser tabs offer a
 * reload the next time they come back into view.
 */
export function VersionsPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<VersionFilters>();
  const { save, remove } = useVersionMutations();
  const [editing, setEditing] = useState<VersionRow | null | undefined>(undefined);
  const canAdd = useHasPermission('system:version:add');
  const canEdit = useHasPermission('system:version:edit');
  const canRemove = useHasPermission('system:version:remove');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<VersionRow>[]>(
    () => [
      { prop: 'ver', name: t('field.ver'), width: 140, noHide: true },
      {
        prop: 'status',
        name: t('versions.status'),
        width: 100,
        render: (status) =>
          status === '0' ? (
            <Tag color="success">{t('versions.released')}</Tag>
          ) : (
            <Tag>{t('versions.withdrawn')}</Tag>
          ),
      },
      {
        prop: 'content',
        name: t('field.content'),
        width: 360,
        render: (content) => (
          <Typography.Paragraph
            className="venus-versions__content"
            ellipsis={{ rows: 2, tooltip: String(content) }}
          >
            {String(content)}
          </Typography.Paragraph>
        ),
      },
      {
        prop: 'createdAt',
        name: t('versions.createdAt'),
        width: 180,
        render: (value) => formatDateTime(value as string),
      },
    ],
    [t, i18n.language],
  );
  const table = useDataTable<VersionRow>({ tableId: 'system-versions', columns });
  const { filters, search } = useSearchFilters<VersionFilters>(table.toFirstPage);
  const { data, isFetching } = useVersions({ ...filters, ...table.query }, table.ready);

  const conditions: SearchCondition[] = [
    {
      name: 'ver',
      label: t('field.ver'),
      input: <Input allowClear maxLength={32} placeholder={t('versions.verPlaceholder')} />,
    },
    {
      name: 'status',
      label: t('versions.status'),
      input: (
        <Select
          allowClear
          placeholder={t('versions.statusPlaceholder')}
          options={[
            { value: '0', label: t('versions.released') },
            { value: '1', label: t('versions.withdrawn') },
          ]}
        />
      ),
    },
  ];

  const rowActions = (row: VersionRow): RowAction[] => [
    { key: 'edit', label: t('list.edit'), hidden: !canEdit, onClick: () => setEditing(row) },
    {
      key: 'delete',
      label: t('list.delete'),
      danger: true,
      hidden: !canRemove,
      onClick: () =>
        modal.confirm({
          title: t('versions.confirmDelete', { ver: row.ver }),
          okText: t('common.ok'),
          cancelText: t('common.cancel'),
          okButtonProps: { danger: true },
          onOk: () => remove.mutateAsync([row.versionId]),
        }),
    },
  ];

  return (
    <ListPage
      title={t('versions.title')}
      search={<SearchPanel<VersionFilters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<VersionRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="versionId"
        toolbar={
          canAdd ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('versions.add')}
            </Button>
          ) : null
        }
        rowActions={canEdit || canRemove ? rowActions : undefined}
        actionsWidth={150}
        ariaLabel={t('versions.title')}
      />
      <VersionFormDialog
        editing={editing}
        saving={save.isPending}
        onSave={(input) => save.mutate(input, { onSuccess: () => setEditing(undefined) })}
        onClose={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
