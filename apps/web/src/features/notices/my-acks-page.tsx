import type { ReceivedAck } from '@venus/shared';
import { Radio, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { ackConfirmPath } from './notice-paths.ts';
import { useMyAcks } from './notices-queries.ts';
import './notices.css';

type State = 'waiting' | 'confirmed';

/** 通知公告 › 阅知确认: what I am asked to confirm having read, then what I have confirmed. */
export function MyAcksPage() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>('waiting');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<ReceivedAck>[]>(
    () => [
      {
        prop: 'title',
        name: t('noticeUi.title'),
        width: 340,
        noHide: true,
        render: (_value, row) => <Link to={ackConfirmPath(row.title, row.ackId)}>{row.title}</Link>,
      },
      { prop: 'author', name: t('noticeUi.askedBy'), width: 120, render: (_value, row) => row.author.name },
      {
        prop: 'sentAt',
        name: t('noticeUi.sentAt'),
        width: 170,
        sortable: true,
        render: (_value, row) => formatDateTime(row.sentAt),
      },
      { prop: 'dueOn', name: t('noticeUi.dueOn'), width: 120, render: (_value, row) => row.dueOn ?? '—' },
      {
        prop: 'confirmedAt',
        name: t('noticeUi.confirmedAt'),
        width: 170,
        render: (_value, row) =>
          row.confirmedAt ? (
            formatDateTime(row.confirmedAt)
          ) : (
            <Tag color="orange">{t('noticeUi.notConfirmed')}</Tag>
          ),
      },
    ],
    [t, i18n.language],
  );
  const table = useDataTable<ReceivedAck>({ tableId: 'ack-mine', columns });
  const { data, isFetching } = useMyAcks({ ...table.query, state }, table.ready);
  return (
    <ListPage
      title={t('noticeUi.myAcksTitle')}
      search={
        <Radio.Group
          optionType="button"
          value={state}
          onChange={(event) => {
            setState(event.target.value as State);
            table.toFirstPage();
          }}
          options={[
            { value: 'waiting', label: t('noticeUi.waiting') },
            { value: 'confirmed', label: t('noticeUi.confirmed') },
          ]}
        />
      }
    >
      <DataTable<ReceivedAck>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="ackId"
        ariaLabel={t('noticeUi.myAcksTitle')}
      />
    </ListPage>
  );
}
