import { type BookingView, MY_BOOKING_WHEN } from '@venus/shared';
import { Radio, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn, RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { localName } from '../../components/format/local-name.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { BookingDetailDialog } from './booking-detail-dialog.tsx';
import { BookingDialog, type BookingDraft } from './booking-dialog.tsx';
import { useMeetingOffices, useMyBookings } from './meetings-api.ts';
import './meetings.css';

type When = (typeof MY_BOOKING_WHEN)[number];

/** 会议室 › 我的预订 (decision 0055): the meetings one booked or is invited to, those to come first. */
export function MyBookingsPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const offices = useMeetingOffices().data ?? [];
  const [when, setWhen] = useState<When>('upcoming');
  const [opened, setOpened] = useState<BookingView | null>(null);
  const [draft, setDraft] = useState<BookingDraft | null>(null);
  const officeName = (id: number) => {
    const office = offices.find((one) => one.deptId === id);
    return office ? localName(language, office.deptName, office.deptNameEn) : '';
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<BookingView>[]>(
    () => [
      { prop: 'day', name: t('meetingsUi.day'), width: 120, noHide: true },
      {
        prop: 'time',
        name: t('meetingsUi.time'),
        width: 120,
        render: (_value, row) => `${row.startTime}–${row.endTime}`,
      },
      {
        prop: 'title',
        name: t('meetingsUi.subject'),
        width: 260,
        render: (_value, row) => (
          <>
            {row.title || t('meetingsUi.booked')}
            {row.seriesId ? <Tag className="venus-meeting-tag">{t('meetingsUi.weeklyTag')}</Tag> : null}
            {row.isPrivate ? <Tag className="venus-meeting-tag">{t('meetingsUi.private')}</Tag> : null}
          </>
        ),
      },
      {
        prop: 'roomName',
        name: t('meetingsUi.room'),
        width: 180,
        render: (_value, row) => `${row.roomName} · ${officeName(row.officeId)}`,
      },
      { prop: 'booker', name: t('meetingsUi.booker'), width: 120, render: (_value, row) => row.booker.name },
      {
        prop: 'attendees',
        name: t('meetingsUi.attendees'),
        width: 240,
        render: (_value, row) => row.attendees.map((person) => person.name).join(t('meetingsUi.separator')),
      },
    ],
    [t, i18n.language, offices],
  );
  const table = useDataTable<BookingView>({ tableId: 'meeting-my-bookings', columns });
  const { data, isFetching } = useMyBookings({ when, ...table.query }, table.ready);

  const rowActions = (row: BookingView): RowAction[] => [
    { key: 'view', label: t('meetingsUi.view'), onClick: () => setOpened(row) },
    {
      key: 'edit',
      label: t('meetingsUi.edit'),
      hidden: !row.mayChange,
      onClick: () => setDraft({ officeId: row.officeId, day: row.day, editing: row }),
    },
  ];

  return (
    <ListPage
      title={t('meetingsUi.myTitle')}
      search={
        <Radio.Group
          className="venus-meetings__when"
          optionType="button"
          value={when}
          onChange={(event) => {
            setWhen(event.target.value as When);
            table.toFirstPage();
          }}
          options={MY_BOOKING_WHEN.map((value) => ({ value, label: t(`meetingsUi.when_${value}`) }))}
        />
      }
    >
      <DataTable<BookingView>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="bookingId"
        rowActions={rowActions}
        actionsWidth={120}
        ariaLabel={t('meetingsUi.myTitle')}
      />
      {opened ? (
        <BookingDetailDialog
          booking={opened}
          officeName={officeName(opened.officeId)}
          onClose={() => setOpened(null)}
          onEdit={(booking) => {
            setOpened(null);
            setDraft({ officeId: booking.officeId, day: booking.day, editing: booking });
          }}
        />
      ) : null}
      {draft ? <BookingDialog draft={draft} onClose={() => setDraft(null)} /> : null}
    </ListPage>
  );
}
