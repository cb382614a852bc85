import { Card, DatePicker, Empty, List, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { useOnLeave } from './leave-api.ts';
import './leave.css';

/** Spec /leave/leaveToday: who is away on a day, so that colleagues plan around them. */
export function LeaveTodayPage() {
  const { t } = useTranslation();
  const [day, setDay] = useState(dayjs().format('YYYY-MM-DD'));
  const { data, isLoading } = useOnLeave(day);
  const english = currentLanguage() === 'en';
  return (
    <Card
      variant="borderless"
      title={t('leaveUi.todayTitle')}
      extra={
        <DatePicker
          allowClear={false}
          value={dayjs(day)}
          onChange={(value) => value && setDay(value.format('YYYY-MM-DD'))}
          aria-label={t('leaveUi.day')}
        />
      }
    >
      <List
        loading={isLoading}
        dataSource={data ?? []}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('leaveUi.nobodyAway')} />,
        }}
        renderItem={(row) => (
          <List.Item className="venus-leave__away">
            <List.Item.Meta
              title={english && row.applicantNameEn ? row.applicantNameEn : row.applicantName}
              description={`${row.start} ${t(`leaveUi.half.${row.startHalf}`)} – ${row.end} ${t(`leaveUi.half.${row.endHalf}`)}`}
            />
            {row.halfOnDay ? (
              <Tag>{t(`leaveUi.awayHalf.${row.halfOnDay}`)}</Tag>
            ) : (
              <Tag color="blue">{t('leaveUi.awayAllDay')}</Tag>
            )}
            {row.leaveType ? <Tag color="green">{t(`leave.types.${row.leaveType}`)}</Tag> : null}
          </List.Item>
        )}
      />
    </Card>
  );
}
