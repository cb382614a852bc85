import { StopOutlined } from '@ant-design/icons';
import { WORKLOG_PERMISSIONS, type WorklogView } from '@venus/shared';
import { App, Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../app/session/use-permission.ts';
import type { RowAction } from '../../../components/data-table/data-column.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../../components/list-page/search-panel.tsx';
import { ReasonDialog } from '../reason-dialog.tsx';
import { useWorklogTable } from '../use-worklog-table.ts';
import { type WorklogFilters, worklogConditions } from '../worklog-filters.tsx';
import { sumHours } from '../worklog-totals.ts';
import { useWorklogMutations } from '../worklogs-api.ts';
import '../worklogs.css';

/** Spec /worklog/view: every entry of the firm for managers, by person and group, with write-offs. */
export function AllWorklogPage() {
  const { t } = useTranslation();
  const allowed = useHasPermission(WORKLOG_PERMISSIONS.viewAll);
  return allowed ? <AllWorklogList /> : <Result status="403" title={t('result.unauthorized')} />;
}

function AllWorklogList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canWriteOff = useHasPermission(WORKLOG_PERMISSIONS.writeOff);
  const { table, form, search, list, rows, selected, setSelected, selectedRows } = useWorklogTable({
    kind: 'viewList',
    tableId: 'worklog-all',
    withUser: true,
  });
  const { writeOff } = useWorklogMutations();
  const [writingOff, setWritingOff] = useState<WorklogView[] | null>(null);
  const eligible = selectedRows.filter((row) => row.can.writeOff);

  const rowActions = (row: WorklogView): RowAction[] => [
    {
      key: 'writeOff',
      label: t('worklog.all.writeOff'),
      danger: true,
      hidden: !canWriteOff || !row.can.writeOff,
      onClick: () => setWritingOff([row]),
    },
  ];

  return (
    <div className="venus-worklogs">
      <ListPage
        title={t('worklog.all.title')}
        search={
          <SearchPanel<WorklogFilters>
            form={form}
            conditions={worklogConditions(t, { withUser: true, withDept: true })}
            onSearch={search}
          />
        }
      >
        <DataTable<WorklogView>
          table={table}
          rows={rows}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          rowKey="worklogId"
          toolbar={
            canWriteOff ? (
              <Button
                danger
                icon={<StopOutlined />}
                disabled={eligible.length === 0}
                onClick={() => setWritingOff(eligible)}
              >
                {t('worklog.all.writeOffChecked', { count: eligible.length })}
              </Button>
            ) : null
          }
          rowActions={canWriteOff ? rowActions : undefined}
          actionsWidth={90}
          sumBar={t('worklog.all.pageHours', { hours: sumHours(rows) })}
          ariaLabel={t('worklog.all.title')}
          rowSelection={
            canWriteOff
              ? {
                  selectedRowKeys: selected,
                  onChange: setSelected,
                  getCheckboxProps: (row) => ({ disabled: !row.can.writeOff }),
                }
              : undefined
          }
        />
      </ListPage>
      <ReasonDialog
        open={writingOff !== null}
        title={t('worklog.all.writeOffTitle', {
          count: writingOff?.length ?? 0,
          hours: sumHours(writingOff ?? []),
        })}
        label={t('worklog.all.writeOffReason')}
        required
        danger
        loading={writeOff.isPending}
        confirmText={t('worklog.all.writeOff')}
        onConfirm={async (reason) => {
          await writeOff.mutateAsync({ worklogIds: (writingOff ?? []).map((row) => row.worklogId), reason });
          void message.success(t('worklog.all.writtenOff', { count: writingOff?.length ?? 0 }));
          setSelected([]);
        }}
        onClose={() => setWritingOff(null)}
      />
    </div>
  );
}
