import { hasPermission, isWorkingDay, type WorkCalendar } from '@venus/shared';
import { Badge, Calendar, Card, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { CalendarDayDialog } from './calendar-day-dialog.tsx';
import { CalendarHeader } from './calendar-header.tsx';
import { type CalendarDay, useCalendarMutations, useCalendarYear } from './holidays-api.ts';
import './holidays.css';

/**
 * 节假日设置 (spec /holiday/holidayEdit): the year's public holidays and the weekend days worked
 * in their place, on a month calendar. Leave and worklogs count working days on it. Everyone
 * reads it (工作台 › 节假日日历); those who may edit it click a day to change it.
 */
export function HolidaysPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const mayEdit = hasPermission(useUserInfo().data?.permissions ?? [], 'hr:holiday:edit');
  const [month, setMonth] = useState<Dayjs>(dayjs());
  const [chosen, setChosen] = useState<{ day: string; entry?: CalendarDay } | null>(null);
  const { data = [] } = useCalendarYear(month.year());
  const { save, remove } = useCalendarMutations();
  const byDay = useMemo(() => new Map(data.map((entry) => [entry.day, entry])), [data]);
  const calendar: WorkCalendar = useMemo(
    () => ({
      holidays: new Set(data.filter((entry) => entry.kind === 'holiday').map((entry) => entry.day)),
      workdays: new Set(data.filter((entry) => entry.kind === 'workday').map((entry) => entry.day)),
    }),
    [data],
  );
  const monthDays = Array.from({ length: month.daysInMonth() }, (_, index) =>
    month.date(index + 1).format('YYYY-MM-DD'),
  );
  const workingDays = monthDays.filter((day) => isWorkingDay(day, calendar)).length;

  return (
    <Card
      variant="borderless"
      className="venus-holidays"
      title={t(mayEdit ? 'holidays.title' : 'holidays.readTitle')}
      extra={
        <Space wrap>
          <Tag color="red">{t('holidays.kinds.holiday')}</Tag>
          <Tag color="blue">{t('holidays.kinds.workday')}</Tag>
          <Typography.Text type="secondary" data-working-days={workingDays}>
            {t('holidays.workingDays', { month: month.format('YYYY-MM'), count: workingDays })}
          </Typography.Text>
        </Space>
      }
    >
      <Calendar
        value={month}
        onPanelChange={(value) => setMonth(value)}
        headerRender={({ value, onChange }) => <CalendarHeader value={value} onChange={onChange} />}
        onSelect={(value, info) => {
          setMonth(value);
          if (info.source !== 'date' || !mayEdit) return;
          const day = value.format('YYYY-MM-DD');
          setChosen({ day, entry: byDay.get(day) });
        }}
        cellRender={(value, info) => {
          if (info.type !== 'date') return info.originNode;
          const entry = byDay.get(value.format('YYYY-MM-DD'));
          if (!entry) return null;
          return (
            <Badge
              data-day={entry.day}
              data-kind={entry.kind}
              status={entry.kind === 'holiday' ? 'error' : 'processing'}
              text={language === 'en' && entry.nameEn ? entry.nameEn : entry.name}
            />
          );
        }}
      />
      <CalendarDayDialog
        day={chosen}
        saving={save.isPending || remove.isPending}
        onSave={(input) => save.mutate(input, { onSuccess: () => setChosen(null) })}
        onRemove={(day) => remove.mutate(day, { onSuccess: () => setChosen(null) })}
        onClose={() => setChosen(null)}
      />
    </Card>
  );
}
