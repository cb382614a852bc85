import { Card, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/format/format.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { type SignInRow, useMySignIns } from './account-security-api.ts';
import './account-security.css';

/**
 * "My sign-in history": when and from where the caller signed in. Personal data, so the server
 * guards it with the privacy password; a locked caller gets the prompt, then the list.
 */
export function SignInHistoryPage() {
  const { t } = useTranslation();
  const { params, pagination } = useListState<Record<string, never>>({});
  const { data, isFetching } = useMySignIns(params);

  const columns: TableColumnsType<SignInRow> = [
    { title: t('loginLog.loginTime'), dataIndex: 'loginTime', width: 180, render: formatDateTime },
    { title: t('loginLog.ipaddr'), dataIndex: 'ipaddr', width: 140 },
    {
      title: t('loginLog.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: SignInRow['status']) =>
        status === '0' ? (
          <Tag color="success">{t('loginLog.success')}</Tag>
        ) : (
          <Tag color="error">{t('loginLog.failure')}</Tag>
        ),
    },
    { title: t('loginLog.msg'), dataIndex: 'msg', width: 200 },
    {
      title: t('loginLog.userAgent'),
      dataIndex: 'userAgent',
      render: (value: string | null) => (
        <Typography.Text type="secondary" ellipsis={{ tooltip: value }} className="venus-sign-ins__agent">
          {value}
        </Typography.Text>
      ),
    },
  ];

  return (
    <Card variant="borderless" title={t('accountSecurity.signInHistory')}>
      <Table<SignInRow>
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
