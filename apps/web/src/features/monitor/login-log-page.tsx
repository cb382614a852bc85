import type { DateRange } from '@venus/shared';
import { Card, Form, Input, Select, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyText } from '../../components/copy-text/copy-text.tsx';
import { dayRangeInstants } from '../../components/date-range/date-range-logic.ts';
import { DateRangePicker } from '../../components/date-range/date-range-picker.tsx';
import { formatDateTime } from '../../components/format/format.ts';
import { SearchBar } from '../../components/list/search-bar.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { type LoginLogFilters, type LoginLogRow, useLoginLogs } from './login-log-api.ts';
import './monitor.css';

type LoginLogSearch = Pick<LoginLogFilters, 'userName' | 'status'> & { loginDate?: DateRange | null };

/** Every sign-in attempt, successful or not, with where it came from. */
export function LoginLogPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginLogSearch>();
  const { params, search, pagination } = useListState<LoginLogFilters>({});
  const searchBy = ({ loginDate, ...rest }: LoginLogSearch) =>
    search({ ...rest, ...dayRangeInstants(loginDate ?? {}) });
  const { data, isFetching } = useLoginLogs(params);

  const columns: TableColumnsType<LoginLogRow> = [
    { title: t('loginLog.loginTime'), dataIndex: 'loginTime', width: 180, render: formatDateTime },
    { title: t('loginLog.userName'), dataIndex: 'userName', width: 140 },
    {
      title: t('loginLog.ipaddr'),
      dataIndex: 'ipaddr',
      width: 160,
      render: (ip: string | null) => (ip ? <CopyText text={ip} /> : null),
    },
    {
      title: t('loginLog.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: LoginLogRow['status']) =>
        status === '0' ? (
          <Tag color="success">{t('loginLog.success')}</Tag>
        ) : (
          <Tag color="error">{t('loginLog.failure')}</Tag>
        ),
    },
    { title: t('loginLog.msg'), dataIndex: 'msg', width: 240 },
    {
      title: t('loginLog.userAgent'),
      dataIndex: 'userAgent',
      render: (value: string | null) => (
        <Typography.Text type="secondary" ellipsis={{ tooltip: value }} className="venus-login-log__agent">
          {value}
        </Typography.Text>
      ),
    },
  ];

  return (
    <Card variant="borderless" title={t('loginLog.title')}>
      <SearchBar form={form} onSearch={searchBy}>
        <Form.Item name="userName" label={t('loginLog.userName')}>
          <Input allowClear maxLength={64} placeholder={t('loginLog.userNamePlaceholder')} />
        </Form.Item>
        <Form.Item name="loginDate" label={t('loginLog.loginTime')}>
          <DateRangePicker />
        </Form.Item>
        <Form.Item name="status" label={t('loginLog.status')}>
          <Select
            allowClear
            className="venus-login-log__status"
            placeholder={t('loginLog.statusPlaceholder')}
            options={[
              { value: '0', label: t('loginLog.success') },
              { value: '1', label: t('loginLog.failure') },
            ]}
          />
        </Form.Item>
      </SearchBar>
      <Table<LoginLogRow>
        rowKey="infoId"
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
