import { BATCH_COMPLETE_TASK_CODE, TASK_LIST_STATES } from '@venus/shared';
import { App, Button, Form, Input, InputNumber, Segmented, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { drawers } from '../../components/drawer/drawer-host.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { ActingAsSwitch } from './acting-as-switch.tsx';
import { ApprovalPanel } from './approval-panel.tsx';
import { type TaskFilters, type UserTaskRow, useTaskActions, useUserTasks } from './approvals-api.ts';
import { DelegationsDrawer } from './delegations-drawer.tsx';
import { taskColumns } from './task-columns.tsx';
import './approvals.css';

type TaskState = (typeof TASK_LIST_STATES)[number];

/**
 * 我的待办 (issue 6 §4): my pending and done tasks. Opening one shows the request in the drawer
 * of its task code's width (spec §2 Drawers), with its timeline and my decision buttons.
 */
export function TaskCentrePage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const language = currentLanguage();
  const [form] = Form.useForm<TaskFilters>();
  const [state, setState] = useState<TaskState>('pending');
  const [delegationsOpen, setDelegationsOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(() => taskColumns(t, language), [t, language, i18n.language]);
  const table = useDataTable<UserTaskRow>({ tableId: 'process-user-tasks', columns });
  const { filters, search } = useSearchFilters<TaskFilters>(table.toFirstPage);
  const { data, isFetching } = useUserTasks({ ...filters, state, ...table.query }, table.ready);
  const { batchComplete, reload } = useTaskActions();

  const conditions: SearchCondition[] = [
    { name: 'keyword', label: t('approvalsUi.column.title'), input: <Input allowClear maxLength={64} /> },
    {
      name: 'taskCode',
      label: t('approvalsUi.column.taskCode'),
      input: <InputNumber min={1} precision={0} style={{ width: '100%' }} />,
    },
  ];

  const open = (row: UserTaskRow) =>
    drawers.open({
      title: row.title,
      width: row.drawerWidth ?? 70,
      content: (
        <ApprovalPanel
          instanceId={row.instanceId}
          taskId={row.status === 'pending' ? row.taskId : undefined}
        />
      ),
    });

  const rowActions = (row: UserTaskRow): RowAction[] => [
    {
      key: 'open',
      label: row.status === 'pending' ? t('approvalsUi.handle') : t('approvalsUi.view'),
      onClick: () => open(row),
    },
  ];

  // Spec §2: 1252 is batch complete; those tasks shown can be completed together, after a confirm.
  const batchable =
    state === 'pending' ? (data?.rows ?? []).filter((row) => row.taskCode === BATCH_COMPLETE_TASK_CODE) : [];
  const toolbar = (
    <Space wrap>
      <Segmented<TaskState>
        value={state}
        onChange={(value) => {
          setState(value);
          table.toFirstPage();
        }}
        options={TASK_LIST_STATES.map((value) => ({ value, label: t(`approvalsUi.state.${value}`) }))}
      />
      {batchable.length > 0 ? (
        <Button
          loading={batchComplete.isPending}
          onClick={() =>
            modal.confirm({
              title: t('approvalsUi.batchConfirm', { count: batchable.length }),
              content: batchable.map((row) => row.title).join('、'),
              okText: t('approvalsUi.batchApprove', { count: batchable.length }),
              cancelText: t('common.cancel'),
              onOk: () =>
                batchComplete.mutateAsync({ taskIds: batchable.map((row) => row.taskId), comment: '' }),
            })
          }
        >
          {t('approvalsUi.batchApprove', { count: batchable.length })}
        </Button>
      ) : null}
      <Button onClick={() => setDelegationsOpen(true)}>{t('approvalsUi.delegation.manage')}</Button>
      <ActingAsSwitch onChange={() => void reload()} />
    </Space>
  );

  return (
    <ListPage
      title={t('approvalsUi.title')}
      search={<SearchPanel<TaskFilters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<UserTaskRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="taskId"
        toolbar={toolbar}
        rowActions={rowActions}
        actionsWidth={110}
        ariaLabel={t('approvalsUi.title')}
      />
      <DelegationsDrawer open={delegationsOpen} onClose={() => setDelegationsOpen(false)} />
    </ListPage>
  );
}
