import { projectDisplay, type WorklogView } from '@venus/shared';
import { Card, List, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { WorklogStatusTag } from '../worklog-status-tag.tsx';
import { sumHours } from '../worklog-totals.ts';

interface RecentDaysProps {
  /** Newest first: today and the days before it, as many as the latelyWorklogRange setting says. */
  dates: readonly string[];
  entries: readonly WorklogView[];
  loading: boolean;
}

/** The last few days with what was written on each, to see at a glance what is still missing. */
export function RecentDays({ dates, entries, loading }: RecentDaysProps) {
  const { t } = useTranslation();
  return (
    <Card
      variant="borderless"
      size="small"
      loading={loading}
      title={t('worklog.write.recentTitle', { count: dates.length })}
      className="venus-worklogs__recent"
      data-testid="recent-days"
    >
      {dates.map((date) => {
        const ofDay = entries.filter((entry) => entry.workDate === date);
        return (
          <section key={date} className="venus-worklogs__recent-day" data-date={date}>
            <Typography.Text strong>
              {dayjs(date).format('YYYY-MM-DD')} {t(`worklog.weekday.${dayjs(date).day()}`)} ·{' '}
              {t('worklog.hoursValue', { hours: sumHours(ofDay) })}
            </Typography.Text>
            {ofDay.length === 0 ? (
              <Typography.Text type="secondary" className="venus-worklogs__recent-empty">
                {t('worklog.write.nothingThatDay')}
              </Typography.Text>
            ) : (
              <List
                size="small"
                dataSource={ofDay}
                rowKey="worklogId"
                renderItem={(entry) => (
                  <List.Item>
                    <Space size={[8, 2]} wrap className="venus-worklogs__recent-entry">
                      <Typography.Text>{t('worklog.hoursValue', { hours: entry.hours })}</Typography.Text>
                      <Typography.Text type="secondary">
                        {projectDisplay({ name: entry.projectName, number: entry.projectNumber })}
                      </Typography.Text>
                      <Typography.Text ellipsis className="venus-worklogs__recent-narrative">
                        {entry.narrative}
                      </Typography.Text>
                      <WorklogStatusTag status={entry.status} />
                    </Space>
                  </List.Item>
                )}
              />
            )}
          </section>
        );
      })}
    </Card>
  );
}
