import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { CopyText } from '../copy-text/copy-text.tsx';
import type { DataColumn } from '../data-table/data-column.ts';
import { formatDateTime } from '../format/format.ts';
import './sign-in-columns.css';

/** What one sign-in attempt shows, in the firm's log and in a person's own history alike. */
export interface SignInAttempt {
  infoId: number;
  ipaddr: string | null;
  userAgent: string | null;
  /** '0' success, '1' failure. */
  status: '0' | '1';
  msg: string | null;
  loginTime: string;
}

/** The firm's log names who signed in; a person's own history does not need to. */
export function signInColumns<Row extends SignInAttempt>(
  t: TFunction,
  options: { withUser: boolean },
): DataColumn<Row>[] {
  return [
    {
      prop: 'loginTime',
      name: t('loginLog.loginTime'),
      width: 180,
      noHide: true,
      render: (value) => formatDateTime(value as string),
    },
    ...(options.withUser ? [{ prop: 'userName', name: t('loginLog.userName'), width: 140 }] : []),
    {
      prop: 'ipaddr',
      name: t('loginLog.ipaddr'),
      width: 160,
      render: (ip) => (ip ? <CopyText text={String(ip)} /> : null),
    },
    {
      prop: 'status',
      name: t('loginLog.status'),
      width: 100,
      render: (status) =>
        status === '0' ? (
          <Tag color="success">{t('loginLog.success')}</Tag>
        ) : (
          <Tag color="error">{t('loginLog.failure')}</Tag>
        ),
    },
    { prop: 'msg', name: t('loginLog.msg'), width: 240 },
    {
      prop: 'userAgent',
      name: t('loginLog.userAgent'),
      width: 380,
      render: (value) => (
        <Typography.Text
          type="secondary"
          ellipsis={{ tooltip: value as string }}
          className="venus-sign-in__agent"
        >
          {value as string}
        </Typography.Text>
      ),
    },
  ];
}
