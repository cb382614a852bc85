import {
  type BookingView,
  bookingInputSchema,
  firmWallClock,
  MAX_OCCURRENCES,
  minutesOf,
  slotTimes,
} from '@venus/shared';
import { Alert, Checkbox, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { refusalOnForm } from '../../components/form/server-field-errors.ts';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { Select } from '../../components/select/select.tsx';
import { AttendeeSelect } from './attendee-select.tsx';
import { useBookingMutations, useMeetingBoard } from './meetings-api.ts';

/** What the dialog opens with: a slot clicked on the board, or a booking to change. */
export interface BookingDraft {
  officeId: number;
  roomId?: number;
  day: string;
  startTime?: string;
  endTime?: string;
  /** The booking changed; absent for a new one. */
  editing?: BookingView;
}

interface BookingValues {
  roomId?: number;
  title: string;
  day: string;
  startTime?: string;
  endTime?: string;
  attendeeIds: number[];
  isPrivate: boolean;
  weekly: boolean;
  repeatUntil: string | null;
}

const fields = bookingInputSchema.shape;
const INPUTS = new Set(['roomId', 'title', 'day', 'startTime', 'endTime', 'attendeeIds', 'repeatUntil']);
/** A date picker's value as the API writes a date. */
const dateField = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};
const TIMES = slotTimes();

/**
 * Books a room (spec usemeeting) or changes one booking: the room, subject, day and half-hour
 * times, who is invited, whether the subject is private, and for a new booking the weekly repeat.
 * A clash is refused by the server, which names the booking in the way or the weeks that clash.
 */
export function BookingDialog({ draft, onClose }: { draft: BookingDraft; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BookingValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const { save } = useBookingMutations();
  const editing = draft.editing;
  const day = Form.useWatch('day', form) ?? draft.day;
  const startTime = Form.useWatch('startTime', form);
  const weekly = Form.useWatch('weekly', form);
  const board = useMeetingBoard(draft.officeId, day);
  const today = firmWallClock(new Date()).day;
  const label = (key: string) => t(`meetingsUi.${key}`);
  const required = (key: string) => ({
    required: true,
    message: t('validation.required', { field: label(key) }),
  });

  useFormOnOpen(form, true, {
    roomId: editing?.roomId ?? draft.roomId,
    title: editing?.title ?? '',
    day: editing?.day ?? draft.day,
    startTime: editing?.startTime ?? draft.startTime,
    endTime: editing?.endTime ?? draft.endTime,
    attendeeIds: editing?.attendees.map((person) => person.userId) ?? [],
    isPrivate: editing?.isPrivate ?? false,
    weekly: false,
    repeatUntil: null,
  });

  const submit = async () => {
    setProblem(null);
    const values = await form.validateFields();
    const input = {
      roomId: values.roomId!,
      title: values.title,
      day: values.day,
      startTime: values.startTime!,
      endTime: values.endTime!,
      attendeeIds: values.attendeeIds ?? [],
      isPrivate: values.isPrivate ?? false,
    };
    try {
      await save.mutateAsync(
        editing
          ? { ...input, bookingId: editing.bookingId }
          : { ...input, repeatUntil: values.weekly ? values.repeatUntil : null },
      );
      onClose();
    } catch (error) {
      // A clash names the booking or the weeks in the way: said above the form, where it is read.
      if (isApiError(error) && error.code === 409) setProblem(error.msg);
      else {
        const shown = refusalOnForm(form, error, { inputs: INPUTS });
        if (shown) setProblem(shown);
      }
    }
  };

  const rooms = board.data?.rooms ?? [];
  const endTimes = TIMES.filter((time) => !startTime || minutesOf(time) > minutesOf(startTime));
  return (
    <VenusDialog
      open
      title={editing ? label('editTitle') : label('bookTitle')}
      onConfirm={submit}
      onCancel={onClose}
      confirmText={editing ? label('save') : label('book')}
      confirmLoading={save.isPending}
      maskClosable={false}
      width={560}
    >
      <Form<BookingValues> form={form} name="meeting-booking" layout="vertical" data-testid="booking-form">
        {problem ? (
          <Alert
            type="error"
            showIcon
            title={problem}
            className="venus-meeting-problem"
            data-testid="booking-problem"
          />
        ) : null}
        <Form.Item name="roomId" label={label('room')} rules={[required('room')]}>
          <Select
            aria-label={label('room')}
            loading={board.isFetching}
            options={rooms.map((room) => ({
              value: room.roomId,
              label: `${room.name}${room.floor ? ` · ${room.floor}` : ''} · ${t('meetingsUi.seats', { count: room.capacity })}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={label('subject')}
          rules={[schemaRule(fields.title, 'title', t)]}
          required
        >
          <Input maxLength={100} placeholder={label('subjectPlaceholder')} />
        </Form.Item>
        <div className="venus-meeting-when">
          <Form.Item name="day" label={label('day')} rules={[required('day')]} {...dateField}>
            <DatePicker
              allowClear={false}
              aria-label={label('day')}
              disabledDate={(value) => value.format('YYYY-MM-DD') < today}
            />
          </Form.Item>
          <Form.Item name="startTime" label={label('start')} rules={[required('start')]}>
            <Select
              aria-label={label('start')}
              options={TIMES.slice(0, -1).map((time) => ({ value: time, label: time }))}
              onChange={(next: string) => {
                const end = form.getFieldValue('endTime') as string | undefined;
                if (!end || minutesOf(end) <= minutesOf(next))
                  form.setFieldValue('endTime', TIMES[Math.min(TIMES.indexOf(next) + 2, TIMES.length - 1)]);
              }}
            />
          </Form.Item>
          <Form.Item name="endTime" label={label('end')} rules={[required('end')]}>
            <Select
              aria-label={label('end')}
              options={endTimes.map((time) => ({ value: time, label: time }))}
            />
          </Form.Item>
        </div>
        <Form.Item name="attendeeIds" label={label('attendees')}>
          <AttendeeSelect known={editing?.attendees} />
        </Form.Item>
        <Form.Item name="isPrivate" valuePropName="checked" extra={label('privateHint')}>
          <Checkbox>{label('private')}</Checkbox>
        </Form.Item>
        {editing ? null : (
          <Form.Item name="weekly" valuePropName="checked">
            <Checkbox>{t('meetingsUi.weekly', { max: MAX_OCCURRENCES })}</Checkbox>
          </Form.Item>
        )}
        {weekly && !editing ? (
          <Form.Item
            name="repeatUntil"
            label={label('repeatUntil')}
            rules={[required('repeatUntil')]}
            extra={label('repeatHint')}
            {...dateField}
          >
            <DatePicker
              aria-label={label('repeatUntil')}
              disabledDate={(value) => value.format('YYYY-MM-DD') <= day}
            />
          </Form.Item>
        ) : null}
      </Form>
    </VenusDialog>
  );
}
