import { Form, Input, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn, RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { drawers } from '../../components/drawer/drawer-host.tsx';
import { formatDateTime } from '../../components/format/format.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { type AuditLogFilters, type AuditLogRow, useAuditLogs } from './audit-log-api.ts';
import { AuditLogChanges } from './audit-log-changes.tsx';
import './monitor.css';
import { Select } from '../../components/select/select.tsx';

/** Codes the server writes today (reads and refusals too); an unknown code is shown as it is. */
const ACTIONS = [
  'create',
  'update',
  'delete',
  'import',
  'submit',
  'resubmit',
  'approve',
  'sendBack',
  'reject',
  'withdraw',
  'transfer',
  'complete',
  'login',
  'logout',
  'resetPassword',
  'changePassword',
  'download',
  'preview',
  'export',
  'accessDenied',
] as const;
const ENTITIES = [
  'user',
  'role',
  'menu',
  'dept',
  'dictType',
  'dictData',
  'config',
  'session',
  'file',
  'approvalDefinition',
  'approvalInstance',
  'approvalTask',
  'approvalDelegation',
  'leaveRequest',
  'overtimeRequest',
  'leaveEntitlement',
  'calendarDay',
  'requestForm',
  'customRequest',
  'officeSeat',
  'version',
  'shortcut',
  'project',
  'client',
  'importTemplate',
  'route',
] as const;

const hasSnapshot = (row: AuditLogRow) =>
  (row.before !== null && row.before !== undefined) || (row.after !== null && row.after !== undefined);

/** Who changed what and when: every mutation's audit row; its before and after open in a drawer. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<AuditLogFilters>();
  const label = (group: 'actions' | 'entities', code: string) =>
    t(`auditLog.${group}.${code}`, { defaultValue: code });
  const options = (group: 'actions' | 'entities', codes: readonly string[]) =>
    codes.map((code) => ({ value: code, label: label(group, code) }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<AuditLogRow>[]>(
    () => [
      {
        prop: 'createdAt',
        name: t('auditLog.createdAt'),
        width: 180,
        noHide: true,
        render: (value) => formatDateTime(value as string),
      },
      { prop: 'userName', name: t('auditLog.userName'), width: 140 },
      {
        prop: 'action',
        name: t('auditLog.action'),
        width: 110,
        render: (code) => t(`auditLog.actions.${String(code)}`, { defaultValue: String(code) }),
      },
      {
        prop: 'entity',
        name: t('auditLog.entity'),
        width: 140,
        render: (code) => t(`auditLog.entities.${String(code)}`, { defaultValue: String(code) }),
      },
      { prop: 'entityId', name: t('auditLog.entityId'), width: 100 },
      { prop: 'ip', name: t('auditLog.ip'), width: 130 },
      {
        prop: 'requestId',
        name: t('auditLog.requestId'),
        width: 300,
        render: (value) =>
          value ? (
            <Typography.Text copyable={{ text: String(value) }} className="venus-mono">
              {String(value)}
            </Typography.Text>
          ) : null,
      },
    ],
    [t, i18n.language],
  );
  const table = useDataTable<AuditLogRow>({ tableId: 'monitor-audit-log', columns });
  const { filters, search } = useSearchFilters<AuditLogFilters>(table.toFirstPage);
  const { data, isFetching } = useAuditLogs({ ...filters, ...table.query }, table.ready);

  const conditions: SearchCondition[] = [
    {
      name: 'userName',
      label: t('auditLog.userName'),
      input: <Input allowClear maxLength={64} placeholder={t('auditLog.userNamePlaceholder')} />,
    },
    {
      name: 'entity',
      label: t('auditLog.entity'),
      input: (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={options('entities', ENTITIES)}
          placeholder={t('auditLog.entityPlaceholder')}
        />
      ),
    },
    {
      name: 'action',
      label: t('auditLog.action'),
      input: (
        <Select
          allowClear
          options={options('actions', ACTIONS)}
          placeholder={t('auditLog.actionPlaceholder')}
        />
      ),
    },
  ];

  const rowActions = (row: AuditLogRow): RowAction[] =>
    hasSnapshot(row)
      ? [
          {
            key: 'changes',
            label: t('auditLog.changes'),
            onClick: () =>
              drawers.open({
                title: `${label('entities', row.entity)} ${row.entityId ?? ''} · ${label('actions', row.action)}`,
                width: 40,
                content: <AuditLogChanges row={row} />,
              }),
          },
        ]
      : [];

  return (
    <ListPage
      title={t('auditLog.title')}
      search={<SearchPanel<AuditLogFilters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<AuditLogRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="auditId"
        rowActions={rowActions}
        actionsWidth={100}
        ariaLabel={t('auditLog.title')}
      />
    </ListPage>
  );
}
