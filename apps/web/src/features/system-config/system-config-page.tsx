import { PlusOutlined } from '@ant-design/icons';
import { hasPermission } from '@venus/shared';
import { App, Button, Form, Input, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../app/session/session-queries.ts';
import type { DataColumn, RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { localName } from '../../components/format/local-name.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { OperationDropdown } from '../../components/list-page/operation-dropdown.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { ConfigFormDialog } from './config-form-dialog.tsx';
import { type ConfigFilters, type ConfigRow, useConfigMutations, useConfigs } from './system-config-api.ts';
import './system-config.css';
import { Select } from '../../components/select/select.tsx';

/** A JSON value reads better indented in its tooltip; anything else is shown as stored. */
function readableValue(value: string): string {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? JSON.stringify(parsed, null, 2) : value;
  } catch {
    return value;
  }
}

/**
 * 系统管理 › 参数设置: the settings the product reads by key (file limits, socket address,
 * session times...). Built-in entries can be edited but neither renamed nor deleted.
 */
export function SystemConfigPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const permissions = useUserInfo().data?.permissions ?? [];
  const can = (permission: string) => hasPermission(permissions, permission);
  const [form] = Form.useForm<ConfigFilters>();
  const [editing, setEditing] = useState<ConfigRow | null | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<ConfigRow>[]>(
    () => [
      {
        prop: 'configName',
        name: t('field.configName'),
        width: 200,
        noHide: true,
        ellipsis: true,
        render: (_value, row) => localName(currentLanguage(), row.configName, row.configNameEn),
      },
      {
        prop: 'configKey',
        name: t('field.configKey'),
        width: 220,
        sortable: true,
        render: (value) => <Typography.Text code>{String(value)}</Typography.Text>,
      },
      {
        prop: 'configValue',
        name: t('field.configValue'),
        width: 280,
        ellipsis: { showTitle: false },
        render: (value) => (
          <Typography.Text
            ellipsis={{ tooltip: <pre className="venus-config-value">{readableValue(String(value))}</pre> }}
          >
            {String(value)}
          </Typography.Text>
        ),
      },
      {
        prop: 'configType',
        name: t('systemConfig.builtin'),
        width: 100,
        render: (value) =>
          value === 'Y' ? (
            <Tag color="blue">{t('systemConfig.builtinYes')}</Tag>
          ) : (
            <Tag>{t('systemConfig.builtinNo')}</Tag>
          ),
      },
      { prop: 'remark', name: t('field.remark'), width: 200, ellipsis: true },
      {
        prop: 'updatedAt',
        name: t('systemConfig.updatedAt'),
        width: 150,
        render: (value) => dayjs(String(value)).format('YYYY-MM-DD HH:mm'),
      },
    ],
    [t, i18n.language],
  );
  const table = useDataTable<ConfigRow>({ tableId: 'system-config', columns });
  const { filters, search } = useSearchFilters<ConfigFilters>(table.toFirstPage);
  const { data, isFetching } = useConfigs({ ...filters, ...table.query }, table.ready);
  const { save, remove, reload } = useConfigMutations();

  const conditions: SearchCondition[] = [
    { name: 'configName', label: t('field.configName'), input: <Input allowClear maxLength={100} /> },
    { name: 'configKey', label: t('field.configKey'), input: <Input allowClear maxLength={100} /> },
    {
      name: 'configType',
      label: t('systemConfig.builtin'),
      advanced: true,
      input: (
        <Select
          allowClear
          placeholder={t('usersAdmin.any')}
          options={[
            { value: 'Y', label: t('systemConfig.builtinYes') },
            { value: 'N', label: t('systemConfig.builtinNo') },
          ]}
        />
      ),
    },
  ];

  const confirmDelete = (row: ConfigRow) =>
    modal.confirm({
      title: t('systemConfig.confirmDelete', { key: row.configKey }),
      okText: t('list.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync([row.configId]),
    });

  const rowActions = (row: ConfigRow): RowAction[] => [
    {
      key: 'edit',
      label: t('list.edit'),
      hidden: !can('system:config:edit'),
      onClick: () => setEditing(row),
    },
    {
      key: 'delete',
      label: t('list.delete'),
      danger: true,
      // The server refuses it too; the button is not offered for what cannot be done.
      hidden: !can('system:config:remove') || row.configType === 'Y',
      onClick: () => confirmDelete(row),
    },
  ];

  return (
    <ListPage
      title={t('systemConfig.title')}
      search={<SearchPanel<ConfigFilters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<ConfigRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="configId"
        rowActions={rowActions}
        actionsWidth={130}
        ariaLabel={t('systemConfig.title')}
        toolbar={
          <>
            {can('system:config:add') ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
                {t('systemConfig.add')}
              </Button>
            ) : null}
            <OperationDropdown
              operations={[{ key: 'refresh', label: t('usersAdmin.refresh'), onClick: () => void reload() }]}
            />
          </>
        }
      />
      <ConfigFormDialog
        editing={editing}
        saving={save.isPending}
        onSave={(input) => save.mutate(input, { onSuccess: () => setEditing(undefined) })}
        onClose={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
