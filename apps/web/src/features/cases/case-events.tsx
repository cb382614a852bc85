import { ArrowRightOutlined } from '@ant-design/icons';
import type { CaseDetail } from '@venus/shared';
import { Empty, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CaseStageTag } from './case-stage-tag.tsx';

/** What happened to the case (hk_project_event), newest first: who, when, and the stage it moved to. */
export function CaseEvents({ events }: { events: CaseDetail['events'] }) {
  const { t } = useTranslation();
  if (events.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('casesUi.event.none')} />;
  // Events of one transaction share their time: the later written comes first all the same.
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at) || b.eventId - a.eventId);
  return (
    <Timeline
      className="venus-cases__events"
      items={newestFirst.map((event) => ({
        key: event.eventId,
        content: (
          <div>
            <div>
              <Typography.Text strong>
                {t(`casesUi.event.${event.action.replace('.', '_')}`, { defaultValue: event.action })}
              </Typography.Text>{' '}
              <Typography.Text type="secondary">
                {event.actorName} · {dayjs(event.at).format('YYYY-MM-DD HH:mm')}
              </Typography.Text>
            </div>
            {event.fromStatus !== null && event.toStatus !== null && event.fromStatus !== event.toStatus ? (
              <div className="venus-cases__event-move">
                <CaseStageTag status={event.fromStatus} /> <ArrowRightOutlined />{' '}
                <CaseStageTag status={event.toStatus} />
              </div>
            ) : null}
            {event.comment && event.comment !== 'notifyAll' ? (
              <Typography.Paragraph className="venus-cases__event-comment">
                {event.comment}
              </Typography.Paragraph>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
