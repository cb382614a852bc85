import type { AckStatus, SentAck } from '@venus/shared';
import { Button, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { audienceText } from './audience-fields.tsx';
import { ackAddPath, ackDetailPath } from './notice-paths.ts';
import { useSentAcks } from './notices-queries.ts';
import './notices.css';

const STATUS_COLOR: Record<AckStatus, string> = { draft: 'default', sent: 'green', cancelled: 'orange' };

/** 通知公告 › 发起阅知: the acknowledgements one asked for (with 管理, the firm's) and how far they are. */
export function SentAcksPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<SentAck>[]>(
    () => [
      {
        prop: 'title',
        name: t('noticeUi.title'),
        width: 300,
        noHide: true,
        render: (_value, row) => (
          <Link
            to={
              row.status === 'draft' ? ackAddPath(row.title, row.ackId) : ackDetailPath(row.title, row.ackId)
            }
          >
            {row.title}
          </Link>
        ),
      },
      {
        prop: 'status',
        name: t('noticeUi.status'),
        width: 90,
        render: (_value, row) => (
          <Tag color={STATUS_COLOR[row.status]}>{t(`noticeUi.ackStatus_${row.status}`)}</Tag>
        ),
      },
      {
        prop: 'audience',
        name: t('noticeUi.audience'),
        width: 200,
        render: (_value, row) => audienceText(t, row),
      },
      {
        prop: 'confirmedCount',
        name: t('noticeUi.confirmedCount'),
        width: 110,
        render: (_value, row) =>
          row.status === 'draft' ? '—' : `${row.confirmedCount} / ${row.recipientCount}`,
      },
      { prop: 'dueOn', name: t('noticeUi.dueOn'), width: 110, render: (_value, row) => row.dueOn ?? '—' },
      {
        prop: 'sentAt',
        name: t('noticeUi.sentAt'),
        width: 170,
        sortable: true,
        render: (_value, row) => (row.sentAt ? formatDateTime(row.sentAt) : '—'),
      },
    ],
    [t, i18n.language],
  );
  const table = useDataTable<SentAck>({ tableId: 'ack-sent', columns });
  const { data, isFetching } = useSentAcks(table.query, table.ready);
  return (
    <ListPage title={t('noticeUi.sentAcksTitle')} search={null}>
      <DataTable<SentAck>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="ackId"
        ariaLabel={t('noticeUi.sentAcksTitle')}
        toolbar={
          <Button type="primary" onClick={() => void navigate(ackAddPath(t('noticeUi.newAck')))}>
            {t('noticeUi.newAck')}
          </Button>
        }
      />
    </ListPage>
  );
}
