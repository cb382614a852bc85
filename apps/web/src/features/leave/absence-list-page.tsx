import { PlusOutlined } from '@ant-design/icons';
import { ABSENCE_STATUSES, type AbsenceStatus, LEAVE_TYPES, type LeaveType } from '@venus/shared';
import { Button, Form, InputNumber, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { BalanceCard } from './balance-card.tsx';
import { EntitlementDialog } from './entitlement-dialog.tsx';
import { type LeaveRow, type OvertimeRow, useLeaveList, useOvertimeList } from './leave-api.ts';
import { leaveColumns, overtimeColumns } from './leave-columns.tsx';
import { leaveDetailPath, overtimeDetailPath } from './leave-paths.ts';
import './leave.css';
import { Select } from '../../components/select/select.tsx';

type Kind = 'leave' | 'overtime';
type Scope = 'mine' | 'all';
interface Filters {
  status?: AbsenceStatus;
  leaveType?: LeaveType;
  year?: number;
}

/** My leave and overtime requests with where each stands, beside what I have left this year. */
export function MyLeavePage() {
  return <AbsenceListPage scope="mine" />;
}

/** HR's 假期管理 (menu hr:leave): everyone's requests, and each person's annual entitlement. */
export function HrLeavePage() {
  return <AbsenceListPage scope="all" />;
}

function AbsenceListPage({ scope }: { scope: Scope }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [kind, setKind] = useState<Kind>('leave');
  const [entitling, setEntitling] = useState(false);
  const everyone = scope === 'all';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const leaveCols = useMemo(() => leaveColumns(t, everyone), [t, i18n.language, everyone]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const overtimeCols = useMemo(() => overtimeColumns(t, everyone), [t, i18n.language, everyone]);
  const leaveTable = useDataTable<LeaveRow>({ tableId: `hr-${scope}-leave`, columns: leaveCols });
  const overtimeTable = useDataTable<OvertimeRow>({ tableId: `hr-${scope}-overtime`, columns: overtimeCols });
  const [form] = Form.useForm<Filters>();
  const { filters, search } = useSearchFilters<Filters>(() => {
    leaveTable.toFirstPage();
    overtimeTable.toFirstPage();
  });
  const leave = useLeaveList(
    { ...filters, scope, ...leaveTable.query },
    leaveTable.ready && kind === 'leave',
  );
  const overtime = useOvertimeList(
    { status: filters.status, scope, ...overtimeTable.query },
    overtimeTable.ready && kind === 'overtime',
  );

  const conditions: SearchCondition[] = [
    {
      name: 'status',
      label: t('field.status'),
      input: (
        <Select
          allowClear
          options={ABSENCE_STATUSES.map((status) => ({
            value: status,
            label: t(`leaveUi.status.${status}`),
          }))}
        />
      ),
    },
    ...(kind === 'leave'
      ? [
          {
            name: 'leaveType',
            label: t('field.leaveType'),
            input: (
              <Select
                allowClear
                options={LEAVE_TYPES.map((type) => ({ value: type, label: t(`leave.types.${type}`) }))}
              />
            ),
          },
          {
            name: 'year',
            label: t('leaveUi.year'),
            input: <InputNumber min={2000} max={2100} precision={0} style={{ width: '100%' }} />,
          },
        ]
      : []),
  ];

  const toolbar = (
    <>
      <Segmented<Kind>
        value={kind}
        onChange={setKind}
        options={[
          { value: 'leave', label: t(everyone ? 'leaveUi.allLeave' : 'leaveUi.myLeave') },
          { value: 'overtime', label: t(everyone ? 'leaveUi.allOvertime' : 'leaveUi.myOvertime') },
        ]}
      />
      {everyone ? (
        <Button type="primary" onClick={() => setEntitling(true)}>
          {t('leaveUi.setEntitlement')}
        </Button>
      ) : (
        <>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/leave/leaveEdit')}>
            {t('leaveUi.requestTitle')}
          </Button>
          <Button icon={<PlusOutlined />} onClick={() => void navigate('/overtime/overtimeEdit')}>
            {t('leaveUi.overtimeTitle')}
          </Button>
        </>
      )}
    </>
  );
  const viewLeave = (row: LeaveRow): RowAction[] => [
    {
      key: 'view',
      label: t('leaveUi.view'),
      onClick: () => void navigate(leaveDetailPath(t('leaveUi.detailTitle'), row.leaveId)),
    },
  ];
  const viewOvertime = (row: OvertimeRow): RowAction[] => [
    {
      key: 'view',
      label: t('leaveUi.view'),
      onClick: () => void navigate(overtimeDetailPath(t('leaveUi.overtimeDetailTitle'), row.overtimeId)),
    },
  ];

  return (
    <div className={everyone ? 'venus-leave-admin' : 'venus-leave venus-leave--detail'}>
      <ListPage
        title={t(everyone ? 'leaveUi.adminTitle' : 'leaveUi.myTitle')}
        search={<SearchPanel<Filters> form={form} conditions={conditions} onSearch={search} />}
      >
        {kind === 'leave' ? (
          <DataTable<LeaveRow>
            table={leaveTable}
            rows={leave.data?.rows}
            total={leave.data?.total ?? 0}
            loading={leave.isFetching}
            rowKey="leaveId"
            toolbar={toolbar}
            rowActions={viewLeave}
            actionsWidth={90}
            ariaLabel={t(everyone ? 'leaveUi.allLeave' : 'leaveUi.myLeave')}
          />
        ) : (
          <DataTable<OvertimeRow>
            table={overtimeTable}
            rows={overtime.data?.rows}
            total={overtime.data?.total ?? 0}
            loading={overtime.isFetching}
            rowKey="overtimeId"
            toolbar={toolbar}
            rowActions={viewOvertime}
            actionsWidth={90}
            ariaLabel={t(everyone ? 'leaveUi.allOvertime' : 'leaveUi.myOvertime')}
          />
        )}
      </ListPage>
      {everyone ? (
        <EntitlementDialog open={entitling} onClose={() => setEntitling(false)} />
      ) : (
        <BalanceCard year={new Date().getFullYear()} />
      )}
    </div>
  );
}
