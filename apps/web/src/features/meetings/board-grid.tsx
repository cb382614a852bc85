import { LockOutlined, SyncOutlined } from '@ant-design/icons';
import { type BookingView, firmWallClock, type MeetingBoard, type MeetingRoom } from '@venus/shared';
import { Empty, Typography } from 'antd';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_SLOTS, columnOf, isPastSlot, isTaken, slotStart } from './board-layout.ts';
import { EquipmentIcons } from './equipment.tsx';

interface BoardGridProps {
  board: MeetingBoard;
  /** The reader, to set their own bookings apart. */
  userId: number | undefined;
  now: Date;
  onFreeSlot: (room: MeetingRoom, start: string, roomBookings: BookingView[]) => void;
  onBooking: (booking: BookingView) => void;
}

/** Grid lines: the room column, then one column per half hour. */
const place = (row: number, from: number, to: number): CSSProperties => ({
  gridRow: row,
  gridColumn: `${from + 2} / ${to + 2}`,
});

/**
 * The day of an office (spec usemeeting): a row per room, a column per half hour from 07:00 to
 * 22:00, the bookings laid over the free slots. A free slot is a button that books it; a booking
 * is a button that opens it. Past slots are shaded and take no booking.
 */
export function BoardGrid({ board, userId, now, onFreeSlot, onBooking }: BoardGridProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLElement>(null);
  const firstHour = openingHourOf(board.day, now);
  // Where the board scrolls sideways (a phone), it opens at the working day, or at the hour now.
  useEffect(() => {
    const hour = frame.current?.querySelector<HTMLElement>(`[data-hour="${firstHour}"]`);
    const rooms = frame.current?.querySelector<HTMLElement>('.venus-meeting-board__corner');
    if (frame.current && hour && rooms) frame.current.scrollLeft = hour.offsetLeft - rooms.offsetWidth;
  }, [firstHour]);
  if (board.rooms.length === 0)
    return <Empty description={t('meetingsUi.noRooms')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const hours = Array.from({ length: BOARD_SLOTS / 2 }, (_, index) => slotStart(index * 2));
  return (
    <section
      ref={frame}
      className="venus-meeting-board"
      aria-label={t('meetingsUi.boardLabel', { day: board.day })}
    >
      <div
        className="venus-meeting-board__grid"
        style={{ gridTemplateRows: `auto repeat(${board.rooms.length}, 56px)` }}
      >
        <div className="venus-meeting-board__corner" style={place(1, -1, 0)}>
          {t('meetingsUi.room')}
        </div>
        {hours.map((hour, index) => (
          <div
            key={hour}
            data-hour={hour}
            className="venus-meeting-board__hour"
            style={place(1, index * 2, index * 2 + 2)}
          >
            {hour}
          </div>
        ))}
        {board.rooms.map((room, roomIndex) => {
          const row = roomIndex + 2;
          const roomBookings = board.bookings.filter((booking) => booking.roomId === room.roomId);
          return (
            <div key={room.roomId} className="venus-meeting-board__row" data-room={room.name}>
              <div className="venus-meeting-board__room" style={place(row, -1, 0)}>
                <Typography.Text strong ellipsis>
                  {room.name}
                </Typography.Text>
                <span className="venus-meeting-board__room-facts">
                  {room.floor ? `${room.floor} · ` : ''}
                  {t('meetingsUi.seats', { count: room.capacity })}
                  <EquipmentIcons equipment={room.equipment} />
                </span>
              </div>
              {Array.from({ length: BOARD_SLOTS }, (_, index) => {
                if (isTaken(index, roomBookings)) return null;
                const past = isPastSlot(board.day, index, now);
                const start = slotStart(index);
                return (
                  <button
                    type="button"
                    key={start}
                    className={`venus-meeting-board__slot${index % 2 === 1 ? ' venus-meeting-board__slot--half' : ''}`}
                    style={place(row, index, index + 1)}
                    disabled={past}
                    data-slot={start}
                    aria-label={t('meetingsUi.bookSlot', { room: room.name, time: start })}
                    onClick={() => onFreeSlot(room, start, roomBookings)}
                  />
                );
              })}
              {roomBookings.map((booking) => (
                <button
                  type="button"
                  key={booking.bookingId}
                  className={bookingClass(booking, userId)}
                  style={place(row, columnOf(booking.startTime), columnOf(booking.endTime))}
                  data-booking={booking.bookingId}
                  onClick={() => onBooking(booking)}
                  title={`${booking.startTime}–${booking.endTime} ${booking.title || t('meetingsUi.booked')} · ${booking.booker.name}`}
                >
                  <span className="venus-meeting-board__booking-title">
                    {booking.title || t('meetingsUi.booked')}
                  </span>
                  <span className="venus-meeting-board__booking-meta">
                    {booking.isPrivate ? <LockOutlined /> : null}
                    {booking.seriesId ? <SyncOutlined /> : null}
                    {booking.startTime}–{booking.endTime} · {booking.booker.name}
                  </span>
                </button>
              ))}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function bookingClass(booking: BookingView, userId: number | undefined): string {
  const mine =
    booking.booker.userId === userId || booking.attendees.some((person) => person.userId === userId);
  return [
    'venus-meeting-board__booking',
    mine ? 'venus-meeting-board__booking--mine' : '',
    booking.isHidden ? 'venus-meeting-board__booking--hidden' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The hour the board first shows: 08:00, or today the hour before now (within office hours). */
function openingHourOf(day: string, now: Date): string {
  const clock = firmWallClock(now);
  const hour = clock.day === day ? Math.min(Math.max(Number(clock.time.slice(0, 2)) - 1, 7), 20) : 8;
  return `${String(hour).padStart(2, '0')}:00`;
}
