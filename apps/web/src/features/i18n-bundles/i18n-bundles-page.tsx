import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { App, Button, Form, Typography } from 'antd';
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
import { I18nBundleFormDialog } from './i18n-bundle-form-dialog.tsx';
import {
  type I18nBundleFilters,
  type I18nBundleRow,
  useI18nBundleMutations,
  useI18nBundles,
  useRefreshI18nBundles,
} from './i18n-bundles-api.ts';
import './i18n-bundles.css';
import { Select } from '../../components/select/select.tsx';

/** The firm's own wording of interface texts, per language; everyone sees it at their next page load. */
export function I18nBundlesPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<I18nBundleFilters>();
  const { save, remove } = useI18nBundleMutations();
  const refresh = useRefreshI18nBundles();
  const [editing, setEditing] = useState<I18nBundleRow | null | undefined>(undefined);
  const canAdd = useHasPermission('system:i18n:add');
  const canEdit = useHasPermission('system:i18n:edit');
  const canRemove = useHasPermission('system:i18n:remove');
  const canRefresh = useHasPermission('system:i18n:refresh');
  const languageName = (key: unknown) => t(`language.${String(key)}`, { defaultValue: String(key) });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<I18nBundleRow>[]>(
    () => [
      { prop: 'key', name: t('field.key'), width: 120, noHide: true, sortable: true, render: languageName },
      {
        prop: 'i18nJson',
        name: t('field.i18nJson'),
        width: 420,
        render: (json) => (
          <Typography.Paragraph className="venus-i18n-bundles__preview" ellipsis={{ rows: 2 }}>
            {String(json)}
          </Typography.Paragraph>
        ),
      },
      { prop: 'remark', name: t('field.remark'), width: 200 },
      {
        prop: 'updatedAt',
        name: t('i18nBundles.updatedAt'),
        width: 180,
        sortable: true,
        render: (value) => formatDateTime(value as string),
      },
    ],
    [t, i18n.language],
  );
  const table = useDataTable<I18nBundleRow>({ tableId: 'system-i18n', columns });
  const { filters, search } = useSearchFilters<I18nBundleFilters>(table.toFirstPage);
  const { data, isFetching } = useI18nBundles({ ...filters, ...table.query }, table.ready);

  const conditions: SearchCondition[] = [
    {
      name: 'key',
      label: t('field.key'),
      input: (
        <Select
          allowClear
          className="venus-i18n-bundles__key"
          placeholder={t('i18nBundles.keyPlaceholder')}
          options={[
            { value: 'cn', label: t('language.cn') },
            { value: 'en', label: t('language.en') },
          ]}
        />
      ),
    },
  ];

  const rowActions = (row: I18nBundleRow): RowAction[] => [
    { key: 'edit', label: t('list.edit'), hidden: !canEdit, onClick: () => setEditing(row) },
    {
      key: 'delete',
      label: t('list.delete'),
      danger: true,
      hidden: !canRemove,
      onClick: () =>
        modal.confirm({
          title: t('i18nBundles.confirmDelete', { language: languageName(row.key) }),
          okText: t('common.ok'),
          cancelText: t('common.cancel'),
          okButtonProps: { danger: true },
          onOk: () => remove.mutateAsync([row.id]),
        }),
    },
  ];

  const toolbar = (
    <>
      {canAdd ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('i18nBundles.add')}
        </Button>
      ) : null}
      {canRefresh ? (
        <Button icon={<SyncOutlined />} loading={refresh.isPending} onClick={() => refresh.mutate()}>
          {t('i18nBundles.refresh')}
        </Button>
      ) : null}
    </>
  );

  return (
    <ListPage
      title={t('i18nBundles.title')}
      search={<SearchPanel<I18nBundleFilters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<I18nBundleRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="id"
        toolbar={toolbar}
        rowActions={canEdit || canRemove ? rowActions : undefined}
        actionsWidth={150}
        ariaLabel={t('i18nBundles.title')}
      />
      <I18nBundleFormDialog
        editing={editing}
        saving={save.isPending}
        onSave={(input) => save.mutate(input, { onSuccess: () => setEditing(undefined) })}
        onClose={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
