import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { addDays, type BookingView, firmWallClock } from '@venus/shared';
import { Button, Card, DatePicker, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { localName } from '../../components/format/local-name.ts';
import { Select } from '../../components/select/select.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { BoardGrid } from './board-grid.tsx';
import { proposedEnd } from './board-layout.ts';
import { BookingDetailDialog } from './booking-detail-dialog.tsx';
import { BookingDialog, type BookingDraft } from './booking-dialog.tsx';
import { useMeetingBoard, useMeetingOffices } from './meetings-api.ts';
import './meetings.css';

/** How often the board reads the day again: a colleague's booking shows up without a reload. */
const REFRESH_MS = 60_000;

/**
 * 会议室 › 会议室预订 (spec usemeeting, decision 0055): an office's rooms on a day, by the half hour.
 * The person's own office first; a day back or forward, or any day from the calendar. A click on a
 * free slot books it, a click on a booking opens it.
 */
export function MeetingBoardPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const user = useUserInfo().data;
  const offices = useMeetingOffices().data ?? [];
  const [officeId, setOfficeId] = useState<number | undefined>(undefined);
  const [day, setDay] = useState(() => firmWallClock(new Date()).day);
  const [now, setNow] = useState(() => new Date());
  const [draft, setDraft] = useState<BookingDraft | null>(null);
  const [opened, setOpened] = useState<BookingView | null>(null);
  const board = useMeetingBoard(officeId, day);

  // The person's own office, else the first, once the offices are known.
  useEffect(() => {
    if (officeId !== undefined || offices.length === 0) return;
    const own = offices.find((office) => office.deptId === user?.user.officeId);
    setOfficeId((own ?? offices[0])!.deptId);
  }, [officeId, offices, user]);
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(new Date());
      void board.refetch();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [board.refetch]);

  const officeName = (id: number) => {
    const office = offices.find((one) => one.deptId === id);
    return office ? localName(language, office.deptName, office.deptNameEn) : '';
  };
  const today = firmWallClock(now).day;

  return (
    <Card
      variant="borderless"
      className="venus-meetings"
      title={t('meetingsUi.boardTitle')}
      extra={
        officeId === undefined ? null : (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({ officeId, day })}>
            {t('meetingsUi.bookRoom')}
          </Button>
        )
      }
    >
      <div className="venus-meetings__toolbar">
        <Select
          className="venus-meetings__office"
          aria-label={t('meetingsUi.office')}
          value={officeId}
          options={offices.map((office) => ({
            value: office.deptId,
            label: localName(language, office.deptName, office.deptNameEn),
          }))}
          onChange={(next: number) => setOfficeId(next)}
        />
        <Button disabled={day === today} onClick={() => setDay(today)}>
          {t('meetingsUi.today')}
        </Button>
        <Space.Compact>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('meetingsUi.previousDay')}
            onClick={() => setDay(addDays(day, -1))}
          />
          <DatePicker
            allowClear={false}
            aria-label={t('meetingsUi.day')}
            value={dayjs(day)}
            format={(value) => `${value.format('YYYY-MM-DD')} ${value.format('ddd')}`}
            onChange={(value) => value && setDay(value.format('YYYY-MM-DD'))}
          />
          <Button
            icon={<RightOutlined />}
            aria-label={t('meetingsUi.nextDay')}
            onClick={() => setDay(addDays(day, 1))}
          />
        </Space.Compact>
        <Space className="venus-meetings__legend" size={12}>
          <span className="venus-meetings__key venus-meetings__key--mine">{t('meetingsUi.legendMine')}</span>
          <span className="venus-meetings__key">{t('meetingsUi.legendOthers')}</span>
          <Typography.Text type="secondary">{t('meetingsUi.legendHint')}</Typography.Text>
        </Space>
      </div>
      {board.data && officeId !== undefined ? (
        <BoardGrid
          board={board.data}
          userId={user?.user.userId}
          now={now}
          onFreeSlot={(room, start, roomBookings) =>
            setDraft({
              officeId,
              roomId: room.roomId,
              day: board.data!.day,
              startTime: start,
              endTime: proposedEnd(start, roomBookings),
            })
          }
          onBooking={setOpened}
        />
      ) : null}
      {draft ? <BookingDialog draft={draft} onClose={() => setDraft(null)} /> : null}
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
    </Card>
  );
}
