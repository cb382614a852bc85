import { DeleteOutlined, ImportOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { WORKLOG_PERMISSIONS, type WorklogView } from '@venus/shared';
import { App, Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../../app/session/use-permission.ts';
import type { RowAction } from '../../../components/data-table/data-column.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../../components/list-page/search-panel.tsx';
import { useWorklogTable } from '../use-worklog-table.ts';
import { type WorklogFilters, worklogConditions } from '../worklog-filters.tsx';
import { IMPORT_PATH, WRITE_PATH } from '../worklog-paths.ts';
import { useWorklogMutations } from '../worklogs-api.ts';

interface MyWorklogListProps {
  title: ReactNode;
  onEdit: (entry: WorklogView) => void;
}

/** My time as a list: filters, edit and delete of drafts, drafts checked and sent for confirmation. */
export function MyWorklogList({ title, onEdit }: MyWorklogListProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const canImport = useHasPermission(WORKLOG_PERMISSIONS.importSheet);
  const { table, form, search, list, rows, selected, setSelected, selectedRows } = useWorklogTable({
    kind: 'myList',
    tableId: 'worklog-mine',
    withUser: false,
  });
  const { submit, remove } = useWorklogMutations();
  const drafts = selectedRows.filter((row) => row.can.submit);

  const submitChecked = () =>
    submit.mutate(
      { worklogIds: drafts.map((row) => row.worklogId) },
      {
        onSuccess: () => {
          void message.success(t('worklog.mine.submitted', { count: drafts.length }));
          setSelected([]);
        },
      },
    );
  const removeRows = (ids: number[]) =>
    remove.mutate(ids, {
      onSuccess: () => {
        void message.success(t('tip.delete.success'));
        setSelected([]);
      },
    });

  const rowActions = (row: WorklogView): RowAction[] => [
    { key: 'edit', label: t('worklog.action.edit'), onClick: () => onEdit(row), hidden: !row.can.edit },
    {
      key: 'delete',
      label: t('worklog.action.delete'),
      danger: true,
      hidden: !row.can.delete,
      onClick: () => removeRows([row.worklogId]),
    },
  ];

  const toolbar = (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(WRITE_PATH)}>
        {t('worklog.mine.write')}
      </Button>
      <Popconfirm
        title={t('worklog.mine.submitCheckedConfirm', { count: drafts.length })}
        onConfirm={submitChecked}
        disabled={drafts.length === 0}
      >
        <Button icon={<SendOutlined />} disabled={drafts.length === 0} loading={submit.isPending}>
          {t('worklog.mine.submitChecked', { count: drafts.length })}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('worklog.action.deleteConfirm')}
        onConfirm={() => removeRows(selectedRows.filter((row) => row.can.delete).map((row) => row.worklogId))}
        disabled={!selectedRows.some((row) => row.can.delete)}
      >
        <Button danger icon={<DeleteOutlined />} disabled={!selectedRows.some((row) => row.can.delete)}>
          {t('worklog.action.delete')}
        </Button>
      </Popconfirm>
      {canImport ? (
        <Button icon={<ImportOutlined />} onClick={() => void navigate(IMPORT_PATH)}>
          {t('worklog.mine.import')}
        </Button>
      ) : null}
    </>
  );

  return (
    <ListPage
      title={title}
      search={<SearchPanel<WorklogFilters> form={form} conditions={worklogConditions(t)} onSearch={search} />}
    >
      <DataTable<WorklogView>
        table={table}
        rows={rows}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        rowKey="worklogId"
        toolbar={toolbar}
        rowActions={rowActions}
        actionsWidth={120}
        ariaLabel={t('worklog.mine.listLabel')}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          getCheckboxProps: (row) => ({ disabled: !row.can.submit && !row.can.delete }),
        }}
      />
    </ListPage>
  );
}
