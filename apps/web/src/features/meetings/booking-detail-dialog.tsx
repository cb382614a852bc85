import type { BookingView } from '@venus/shared';
import { App, Button, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useBookingMutations } from './meetings-api.ts';

interface BookingDetailDialogProps {
  booking: BookingView;
  /** The office's name, for the room line. */
  officeName: string;
  onEdit: (booking: BookingView) => void;
  onClose: () => void;
}

/**
 * One booking as the reader may see it (a private one shows others only when and by whom), with
 * 修改 and 取消预订 for its booker and administration until it begins. A weekly booking's
 * meeting is cancelled alone or with the later ones.
 */
export function BookingDetailDialog({ booking, officeName, onEdit, onClose }: BookingDetailDialogProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { cancel } = useBookingMutations();
  const label = (key: string) => t(`meetingsUi.${key}`);

  const confirmCancel = () => {
    const cancelWith = async (wholeSeries: boolean) => {
      await cancel.mutateAsync({ bookingId: booking.bookingId, wholeSeries });
      onClose();
    };
    if (!booking.seriesId) {
      void modal.confirm({
        title: label('cancelConfirm'),
        content: `${booking.day} ${booking.startTime}–${booking.endTime} ${booking.roomName}`,
        okText: label('cancelBooking'),
        okButtonProps: { danger: true },
        cancelText: label('keep'),
        onOk: () => cancelWith(false),
      });
      return;
    }
    const dialog = modal.confirm({
      title: label('cancelSeriesConfirm'),
      content: label('cancelSeriesWhat'),
      okText: label('cancelThisAndLater'),
      okButtonProps: { danger: true },
      cancelText: label('keep'),
      onOk: () => cancelWith(true),
      footer: (_, { OkBtn, CancelBtn }) => (
        <>
          <CancelBtn />
          <Button
            danger
            onClick={async () => {
              await cancelWith(false);
              dialog.destroy();
            }}
          >
            {label('cancelOnlyThis')}
          </Button>
          <OkBtn />
        </>
      ),
    });
  };

  return (
    <VenusDialog
      open
      title={booking.isHidden ? label('booked') : booking.title}
      onCancel={onClose}
      width={520}
      footer={
        <>
          {booking.mayChange ? (
            <>
              <Button danger onClick={confirmCancel} loading={cancel.isPending}>
                {label('cancelBooking')}
              </Button>
              <Button onClick={() => onEdit(booking)}>{label('edit')}</Button>
            </>
          ) : null}
          <Button type="primary" onClick={onClose}>
            {label('close')}
          </Button>
        </>
      }
    >
      <Descriptions column={1} size="small" bordered data-testid="booking-detail">
        <Descriptions.Item label={label('room')}>
          {booking.roomName}
          <Typography.Text type="secondary"> · {officeName}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={label('when')}>
          {booking.day} {booking.startTime}–{booking.endTime}
          {booking.seriesId ? <Tag className="venus-meeting-tag">{label('weeklyTag')}</Tag> : null}
        </Descriptions.Item>
        <Descriptions.Item label={label('booker')}>{booking.booker.name}</Descriptions.Item>
        {booking.isHidden ? (
          <Descriptions.Item label={label('subject')}>
            <Typography.Text type="secondary">{label('hiddenSubject')}</Typography.Text>
          </Descriptions.Item>
        ) : (
          <Descriptions.Item label={label('attendees')}>
            {booking.attendees.length > 0
              ? booking.attendees.map((person) => person.name).join(label('separator'))
              : '—'}
          </Descriptions.Item>
        )}
        {booking.isPrivate && !booking.isHidden ? (
          <Descriptions.Item label={label('private')}>{label('privateShown')}</Descriptions.Item>
        ) : null}
      </Descriptions>
      {!booking.mayChange && booking.status === 'booked' ? (
        <Typography.Paragraph type="secondary" className="venus-meeting-note">
          {label('readOnlyNote')}
        </Typography.Paragraph>
      ) : null}
    </VenusDialog>
  );
}
