import { PlusOutlined } from '@ant-design/icons';
import { hasPermission } from '@venus/shared';
import { App, Button, Form, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSearchParams } from 'react-router';
import { useUserInfo } from '../../app/session/session-queries.ts';
import type { DataColumn, RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { localName } from '../../components/format/local-name.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { Select } from '../../components/select/select.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { DictEntriesDrawer } from './dict-entries-drawer.tsx';
import { dictStatusOptions, dictStatusTag } from './dict-status.tsx';
import { DictTypeDialog } from './dict-type-dialog.tsx';
import {
  type DictTypeFilters,
  type DictTypeRow,
  useDictMutations,
  useDictTypes,
} from './dictionaries-api.ts';

/**
 * 系统管理 › 字典管理: the firm's dictionaries (case types, offices, leave types...) and their
 * options. `?rootDictCode=<code>` opens straight on that dictionary's options (spec §2 Admin), as
 * the Edit / Add buttons under a dictionary select do.
 */
export function DictionariesPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const permissions = useUserInfo().data?.permissions ?? [];
  const can = (permission: string) => hasPermission(permissions, permission);
  const [params, setParams] = useSearchParams();
  const rootDictCode = params.get('rootDictCode');
  const [form] = Form.useForm<DictTypeFilters>();
  const [editing, setEditing] = useState<DictTypeRow | null | undefined>(undefined);
  const [opened, setOpened] = useState<Pick<DictTypeRow, 'dictType' | 'dictName' | 'dictNameEn'> | null>(
    null,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<DictTypeRow>[]>(
    () => [
      {
        prop: 'dictName',
        name: t('dictionariesAdmin.dictName'),
        width: 220,
        noHide: true,
        render: (_value, row) => localName(currentLanguage(), row.dictName, row.dictNameEn),
      },
      {
        prop: 'dictType',
        name: t('dictionariesAdmin.dictType'),
        width: 240,
        sortable: true,
        render: (value, row) => (
          <Typography.Link onClick={() => setOpened(row)}>
            <code>{String(value)}</code>
          </Typography.Link>
        ),
      },
      {
        prop: 'status',
        name: t('field.status'),
        width: 100,
        render: (value) => dictStatusTag(t, value),
      },
      { prop: 'remark', name: t('field.remark'), width: 260, ellipsis: true },
    ],
    [t, i18n.language],
  );
  const table = useDataTable<DictTypeRow>({ tableId: 'system-dict-types', columns });
  const { filters, search } = useSearchFilters<DictTypeFilters>(table.toFirstPage);
  const { data, isFetching } = useDictTypes({ ...filters, ...table.query }, table.ready);
  const { saveType, removeType } = useDictMutations();
  const shown =
    opened ??
    (rootDictCode
      ? (data?.rows.find((row) => row.dictType === rootDictCode) ?? {
          dictType: rootDictCode,
          dictName: '',
          dictNameEn: '',
        })
      : null);

  const conditions: SearchCondition[] = [
    { name: 'dictName', label: t('dictionariesAdmin.dictName'), input: <Input allowClear maxLength={100} /> },
    { name: 'dictType', label: t('dictionariesAdmin.dictType'), input: <Input allowClear maxLength={100} /> },
    {
      name: 'status',
      label: t('field.status'),
      advanced: true,
      input: <Select allowClear placeholder={t('usersAdmin.any')} options={dictStatusOptions(t)} />,
    },
  ];

  const rowActions = (row: DictTypeRow): RowAction[] => [
    { key: 'entries', label: t('dictionariesAdmin.entries'), onClick: () => setOpened(row) },
    { key: 'edit', label: t('list.edit'), hidden: !can('system:dict:edit'), onClick: () => setEditing(row) },
    {
      key: 'delete',
      label: t('list.delete'),
      danger: true,
      hidden: !can('system:dict:remove'),
      onClick: () =>
        modal.confirm({
          title: t('dictionariesAdmin.confirmDeleteType', {
            name: localName(currentLanguage(), row.dictName, row.dictNameEn),
          }),
          content: t('dictionariesAdmin.confirmDeleteTypeDetail'),
          okText: t('list.delete'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: () => removeType.mutateAsync(row.dictId),
        }),
    },
  ];

  const closeEntries = () => {
    setOpened(null);
    if (rootDictCode) {
      params.delete('rootDictCode');
      setParams(params, { replace: true });
    }
  };

  return (
    <ListPage
      title={t('dictionariesAdmin.title')}
      search={<SearchPanel<DictTypeFilters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<DictTypeRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="dictId"
        rowActions={rowActions}
        actionsWidth={190}
        ariaLabel={t('dictionariesAdmin.title')}
        toolbar={
          can('system:dict:add') ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('dictionariesAdmin.addType')}
            </Button>
          ) : null
        }
      />
      <DictTypeDialog
        editing={editing}
        saving={saveType.isPending}
        onSave={(input) => saveType.mutate(input, { onSuccess: () => setEditing(undefined) })}
        onClose={() => setEditing(undefined)}
      />
      <DictEntriesDrawer dict={shown} onClose={closeEntries} />
    </ListPage>
  );
}
