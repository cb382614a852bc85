import type { ReceivedNotice } from '@venus/shared';
import { Input, Radio, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { noticeDetailPath } from './notice-paths.ts';
import { useMyNotices } from './notices-queries.ts';
import './notices.css';

type Filter = 'all' | 'true' | 'false';

/** 通知公告 › 我的通知 (spec /notice/list): the notices addressed to me, the unread marked. */
export function MyNoticesPage() {
  const { t, i18n } = useTranslation();
  const [title, setTitle] = useState('');
  const [unread, setUnread] = useState<Filter>('all');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<ReceivedNotice>[]>(
    () => [
      {
        prop: 'title',
        name: t('noticeUi.title'),
        width: 360,
        noHide: true,
        render: (_value, row) => (
          <Link
            to={noticeDetailPath(row.title, row.noticeId)}
            className={row.readAt ? 'venus-notice-title' : 'venus-notice-title venus-notice-title--unread'}
          >
            {row.title}
          </Link>
        ),
      },
      {
        prop: 'readAt',
        name: t('noticeUi.readState'),
        width: 100,
        render: (_value, row) =>
          row.readAt ? <Tag>{t('noticeUi.read')}</Tag> : <Tag color="blue">{t('noticeUi.unread')}</Tag>,
      },
      { prop: 'author', name: t('noticeUi.author'), width: 120, render: (_value, row) => row.author.name },
      {
        prop: 'publishedAt',
        name: t('noticeUi.publishedAt'),
        width: 170,
        sortable: true,
        render: (_value, row) => formatDateTime(row.publishedAt),
      },
    ],
    [t, i18n.language],
  );
  const table = useDataTable<ReceivedNotice>({ tableId: 'notice-mine', columns });
  const params = { ...table.query, ...(title ? { title } : {}), ...(unread === 'all' ? {} : { unread }) };
  const { data, isFetching } = useMyNotices(params, table.ready);

  return (
    <ListPage
      title={t('noticeUi.myTitle')}
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
          <Radio.Group
            optionType="button"
            value={unread}
            onChange={(event) => {
              setUnread(event.target.value as Filter);
              table.toFirstPage();
            }}
            options={[
              { value: 'all', label: t('noticeUi.filterAll') },
              { value: 'true', label: t('noticeUi.unread') },
              { value: 'false', label: t('noticeUi.read') },
            ]}
          />
        </Space>
      }
    >
      <DataTable<ReceivedNotice>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="noticeId"
        ariaLabel={t('noticeUi.myTitle')}
      />
    </ListPage>
  );
}
