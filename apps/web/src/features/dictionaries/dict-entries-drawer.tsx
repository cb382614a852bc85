import { PlusOutlined } from '@ant-design/icons';
import { hasPermission } from '@venus/shared';
import { App, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useUserInfo } from '../../app/session/session-queries.ts';
import type { DataColumn, RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { VenusDrawer } from '../../components/drawer/venus-drawer.tsx';
import { localName } from '../../components/format/local-name.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { DictEntryDialog } from './dict-entry-dialog.tsx';
import { dictStatusTag } from './dict-status.tsx';
import { type DictDataRow, type DictTypeRow, useDictEntries, useDictMutations } from './dictionaries-api.ts';

/** The options of one dictionary, in their order, each editable by those who may. */
export function DictEntriesDrawer({
  dict,
  onClose,
}: {
  dict: Pick<DictTypeRow, 'dictType' | 'dictName' | 'dictNameEn'> | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const permissions = useUserInfo().data?.permissions ?? [];
  const can = (permission: string) => hasPermission(permissions, permission);
  const [editing, setEditing] = useState<DictDataRow | null | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<DictDataRow>[]>(
    () => [
      { prop: 'dictLabel', name: t('dictionariesAdmin.label'), width: 180, noHide: true },
      { prop: 'dictLabelEn', name: t('dictionariesAdmin.labelEn'), width: 180 },
      { prop: 'dictValue', name: t('dictionariesAdmin.value'), width: 100 },
      { prop: 'dictSort', name: t('dictionariesAdmin.sort'), width: 80, sortable: true },
      {
        prop: 'status',
        name: t('field.status'),
        width: 90,
        render: (value) => dictStatusTag(t, value),
      },
      {
        prop: 'isDefault',
        name: t('dictionariesAdmin.isDefault'),
        width: 90,
        render: (value) => (value === 'Y' ? t('systemConfig.builtinYes') : ''),
      },
    ],
    [t, i18n.language],
  );
  const table = useDataTable<DictDataRow>({ tableId: 'system-dict-entries', columns });
  const { data, isFetching } = useDictEntries(dict?.dictType, table.query, table.ready && dict !== null);
  const { saveEntry, removeEntry } = useDictMutations();

  const rowActions = (row: DictDataRow): RowAction[] => [
    { key: 'edit', label: t('list.edit'), hidden: !can('system:dict:edit'), onClick: () => setEditing(row) },
    {
      key: 'delete',
      label: t('list.delete'),
      danger: true,
      hidden: !can('system:dict:remove'),
      onClick: () =>
        modal.confirm({
          title: t('dictionariesAdmin.confirmDeleteEntry', { label: row.dictLabel }),
          okText: t('list.delete'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: () => removeEntry.mutateAsync(row.dictCode),
        }),
    },
  ];

  return (
    <VenusDrawer
      open={dict !== null}
      onClose={onClose}
      title={
        dict
          ? [localName(currentLanguage(), dict.dictName, dict.dictNameEn), dict.dictType]
              .filter(Boolean)
              .join(' · ')
          : ''
      }
      width={70}
    >
      <DataTable<DictDataRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="dictCode"
        rowActions={rowActions}
        actionsWidth={120}
        ariaLabel={t('dictionariesAdmin.entries')}
        toolbar={
          can('system:dict:add') ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('dictionariesAdmin.addEntry')}
            </Button>
          ) : null
        }
      />
      {dict ? (
        <DictEntryDialog
          dictType={dict.dictType}
          editing={editing}
          saving={saveEntry.isPending}
          onSave={(input) => saveEntry.mutate(input, { onSuccess: () => setEditing(undefined) })}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </VenusDrawer>
  );
}
