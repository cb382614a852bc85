import { Card, Form, Input, Select, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/format/format.ts';
import { SearchBar } from '../../components/list/search-bar.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { type AuditLogFilters, type AuditLogRow, useAuditLogs } from './audit-log-api.ts';
import { AuditLogChanges } from './audit-log-changes.tsx';
import './monitor.css';

/** Codes the server writes today; an unknown code is shown as it is rather than hidden. */
const ACTIONS = ['create', 'update', 'delete', 'login', 'logout', 'resetPassword'] as const;
const ENTITIES = ['user', 'role', 'menu', 'dept', 'dictType', 'dictData', 'config', 'session'] as const;

const hasSnapshot = (row: AuditLogRow) =>
  (row.before !== null && row.before !== undefined) || (row.after !== null && row.after !== undefined);

/** Who changed what and when: every mutation's audit row, with its before and after. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<AuditLogFilters>();
  const { params, search, pagination } = useListState<AuditLogFilters>({});
  const { data, isFetching } = useAuditLogs(params);

  const label = (group: 'actions' | 'entities', code: string) =>
    t(`auditLog.${group}.${code}`, { defaultValue: code });
  const options = (group: 'actions' | 'entities', codes: readonly string[]) =>
    codes.map((code) => ({ value: code, label: label(group, code) }));

  const columns: TableColumnsType<AuditLogRow> = [
    { title: t('auditLog.createdAt'), dataIndex: 'createdAt', width: 180, render: formatDateTime },
    { title: t('auditLog.userName'), dataIndex: 'userName', width: 140 },
    {
      title: t('auditLog.action'),
      dataIndex: 'action',
      width: 110,
      render: (code: string) => label('actions', code),
    },
    {
      title: t('auditLog.entity'),
      dataIndex: 'entity',
      width: 140,
      render: (code: string) => label('entities', code),
    },
    { title: t('auditLog.entityId'), dataIndex: 'entityId', width: 100 },
    { title: t('auditLog.ip'), dataIndex: 'ip', width: 130 },
    {
      title: t('auditLog.requestId'),
      dataIndex: 'requestId',
      render: (value: string | null) =>
        value ? (
          <Typography.Text copyable={{ text: value }} className="venus-mono">
            {value}
          </Typography.Text>
        ) : null,
    },
  ];

  return (
    <Card variant="borderless" title={t('auditLog.title')}>
      <SearchBar form={form} onSearch={search}>
        <Form.Item name="userName" label={t('auditLog.userName')}>
          <Input allowClear maxLength={64} placeholder={t('auditLog.userNamePlaceholder')} />
        </Form.Item>
        <Form.Item name="entity" label={t('auditLog.entity')}>
          <Select
            allowClear
            className="venus-monitor__select"
            options={options('entities', ENTITIES)}
            placeholder={t('auditLog.entityPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="action" label={t('auditLog.action')}>
          <Select
            allowClear
            className="venus-monitor__select"
            options={options('actions', ACTIONS)}
            placeholder={t('auditLog.actionPlaceholder')}
          />
        </Form.Item>
      </SearchBar>
      <Table<AuditLogRow>
        rowKey="auditId"
        size="middle"
        columns={columns}
        dataSource={data?.rows}
        loading={isFetching}
        pagination={pagination(data?.total ?? 0)}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (row) => <AuditLogChanges row={row} />,
          rowExpandable: hasSnapshot,
          showExpandColumn: Boolean(data?.rows.some(hasSnapshot)),
        }}
      />
    </Card>
  );
}
