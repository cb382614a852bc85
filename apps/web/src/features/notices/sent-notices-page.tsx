import { NOTICE_STATUSES, type NoticeStatus, type SentNotice } from '@venus/shared';
import { App, Button, Input, Select, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataColumn, RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { audienceText } from './audience-fields.tsx';
import { NoticeEditDialog } from './notice-edit-dialog.tsx';
import { noticeDetailPath } from './notice-paths.ts';
import { useNoticeMutations, useSentNotices } from './notices-queries.ts';
import './notices.css';

const STATUS_COLOR: Record<NoticeStatus, string> = {
  draft: 'default',
  published: 'green',
  withdrawn: 'orange',
};

/** 通知公告 › 发布通知: the notices one wrote (with 管理, the firm's), their read counts, and writing one. */
export function SentNoticesPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState<NoticeStatus | undefined>();
  const [editing, setEditing] = useState<SentNotice | 'new' | null>(null);
  const { publishNotice, withdrawNotice, deleteNotice } = useNoticeMutations();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<SentNotice>[]>(
    () => [
      {
        prop: 'title',
        name: t('noticeUi.title'),
        width: 300,
        noHide: true,
        render: (_value, row) => <Link to={noticeDetailPath(row.title, row.noticeId)}>{row.title}</Link>,
      },
      {
        prop: 'status',
        name: t('noticeUi.status'),
        width: 90,
        render: (_value, row) => (
          <Tag color={STATUS_COLOR[row.status]}>{t(`noticeUi.status_${row.status}`)}</Tag>
        ),
      },
      {
        prop: 'audience',
        name: t('noticeUi.audience'),
        width: 200,
        render: (_value, row) => audienceText(t, row),
      },
      {
        prop: 'readCount',
        name: t('noticeUi.readCount'),
        width: 110,
        render: (_value, row) => (row.status === 'draft' ? '—' : `${row.readCount} / ${row.recipientCount}`),
      },
      { prop: 'author', name: t('noticeUi.author'), width: 110, render: (_value, row) => row.author.name },
      {
        prop: 'publishedAt',
        name: t('noticeUi.publishedAt'),
        width: 170,
        sortable: true,
        render: (_value, row) => (row.publishedAt ? formatDateTime(row.publishedAt) : '—'),
      },
    ],
    [t, i18n.language],
  );
  const table = useDataTable<SentNotice>({ tableId: 'notice-sent', columns });
  const params = { ...table.query, ...(title ? { title } : {}), ...(status ? { status } : {}) };
  const { data, isFetching } = useSentNotices(params, table.ready);

  const confirm = (key: string, row: SentNotice, run: () => Promise<unknown>) =>
    modal.confirm({
      title: t(`noticeUi.confirm_${key}`, { title: row.title }),
      okText: t('noticeUi.ok'),
      cancelText: t('noticeUi.cancel'),
      onOk: run,
    });
  const rowActions = (row: SentNotice): RowAction[] => [
    {
      key: 'edit',
      label: t('noticeUi.edit'),
      hidden: row.status !== 'draft',
      onClick: () => setEditing(row),
    },
    {
      key: 'publish',
      label: t('noticeUi.publish'),
      hidden: row.status !== 'draft',
      onClick: () => confirm('publish', row, () => publishNotice.mutateAsync(row.noticeId)),
    },
    {
      key: 'withdraw',
      label: t('noticeUi.withdraw'),
      hidden: !(row.status === 'published' && row.mayEdit),
      danger: true,
      onClick: () => confirm('withdraw', row, () => withdrawNotice.mutateAsync(row.noticeId)),
    },
    {
      key: 'delete',
      label: t('noticeUi.delete'),
      hidden: row.status !== 'draft',
      danger: true,
      onClick: () => confirm('delete', row, () => deleteNotice.mutateAsync(row.noticeId)),
    },
  ];

  return (
    <ListPage
      title={t('noticeUi.sentTitle')}
      search={
        <Space wrap className="venus-notice-search">
          <Input.Search
            allowClear
            placeholder={t('noticeUi.searchTitle')}
            aria-label={t('noticeUi.searchTitle')}
            onSearch={(value) => {
              setTitle(value.trim());
              table.toFirstPage();
            }}
          />
          <Select<NoticeStatus>
            allowClear
            className="venus-notice-search__status"
            placeholder={t('noticeUi.status')}
            aria-label={t('noticeUi.status')}
            value={status}
            onChange={(value) => {
              setStatus(value);
              table.toFirstPage();
            }}
            options={NOTICE_STATUSES.map((value) => ({ value, label: t(`noticeUi.status_${value}`) }))}
          />
        </Space>
      }
    >
      <DataTable<SentNotice>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="noticeId"
        rowActions={rowActions}
        actionsWidth={180}
        ariaLabel={t('noticeUi.sentTitle')}
        toolbar={
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('noticeUi.newNotice')}
          </Button>
        }
      />
      {editing ? (
        <NoticeEditDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </ListPage>
  );
}
