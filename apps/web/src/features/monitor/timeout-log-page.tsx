import { Card, Form, Input, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/format/format.ts';
import { SearchBar } from '../../components/list/search-bar.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { type TimeoutLogFilters, type TimeoutLogRow, useTimeoutLogs } from './timeout-log-api.ts';
import './monitor.css';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** Calls that timed out in someone's browser: which path, how, for whom, when. */
export function TimeoutLogPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<TimeoutLogFilters>();
  const { params, search, pagination } = useListState<TimeoutLogFilters>({});
  const { data, isFetching } = useTimeoutLogs(params);

  const columns: TableColumnsType<TimeoutLogRow> = [
    { title: t('timeoutLog.createdAt'), dataIndex: 'createdAt', width: 180, render: formatDateTime },
    { title: t('timeoutLog.userName'), dataIndex: 'userName', width: 140 },
    {
      title: t('field.method'),
      dataIndex: 'method',
      width: 100,
      render: (method: string) => <Tag>{method}</Tag>,
    },
    {
      title: t('field.url'),
      dataIndex: 'url',
      render: (url: string) => <span className="venus-mono">{url}</span>,
    },
  ];

  return (
    <Card variant="borderless" title={t('timeoutLog.title')}>
      <SearchBar form={form} onSearch={search}>
        <Form.Item name="userName" label={t('timeoutLog.userName')}>
          <Input allowClear maxLength={64} placeholder={t('timeoutLog.userNamePlaceholder')} />
        </Form.Item>
        <Form.Item name="url" label={t('field.url')}>
          <Input allowClear maxLength={500} placeholder={t('timeoutLog.urlPlaceholder')} />
        </Form.Item>
        <Form.Item name="method" label={t('field.method')}>
          <Select
            allowClear
            className="venus-monitor__select"
            placeholder={t('timeoutLog.methodPlaceholder')}
            options={METHODS.map((method) => ({ value: method, label: method }))}
          />
        </Form.Item>
      </SearchBar>
      <Table<TimeoutLogRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.rows}
        loading={isFetching}
        pagination={pagination(data?.total ?? 0)}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
