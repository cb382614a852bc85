import { Card, Form, Input, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/format/format.ts';
import { SearchBar } from '../../components/list/search-bar.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { type AuditLogFilters, type AuditLogRow, useAuditLogs } from './audit-log-api.ts';
import { AuditLogChanges } from './audit-log-changes.tsx';
import './monitor.css';

const hasSnapshot = (row: AuditLogRow) =>
  (row.before !== null && row.before !== undefined) || (row.after !== null && row.after !== undefined);

/** Who changed what and when: every mutation's audit row, with its before and after. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<AuditLogFilters>();
  const { params, search, pagination } = useListState<AuditLogFilters>({});
  const { data, isFetching } = useAuditLogs(params);

  const columns: TableColumnsType<AuditLogRow> = [
    { title: t('auditLog.createdAt'), dataIndex: 'createdAt', width: 180, render: formatDateTime },
    { title: t('auditLog.userName'), dataIndex: 'userName', width: 140 },
    { title: t('auditLog.action'), dataIndex: 'action', width: 110 },
    { title: t('auditLog.entity'), dataIndex: 'entity', width: 140 },
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
          <Input allowClear maxLength={64} placeholder={t('auditLog.entityPlaceholder')} />
        </Form.Item>
        <Form.Item name="action" label={t('auditLog.action')}>
          <Input allowClear maxLength={64} placeholder={t('auditLog.actionPlaceholder')} />
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
