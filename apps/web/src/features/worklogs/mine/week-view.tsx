import { SendOutlined } from '@ant-design/icons';
import { projectDisplay, type WorklogView } from '@venus/shared';
import { App, Button, Empty, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodNav } from '../period-nav.tsx';
import { mondayOf, todayIso, weekDates } from '../worklog-dates.ts';
import { WorklogStatusTag } from '../worklog-status-tag.tsx';
import { useWorklogMutations, useWorklogWeek } from '../worklogs-api.ts';
import { WeekCaseTable } from './week-case-table.tsx';

/**
 * A week of my time, Monday to Sunday: each day's entries and total, working days left empty
 * highlighted (by the firm's holiday calendar), hours per case, and the week's drafts sent for
 * confirmation in one go.
 */
export function WeekView({ onEdit }: { onEdit: (entry: WorklogView) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [anchor, setAnchor] = useState(todayIso);
  const monday = mondayOf(anchor);
  const week = useWorklogWeek(monday);
  const { submit } = useWorklogMutations();
  const dates = weekDates(monday);
  const drafts = (week.data?.entries ?? []).filter((entry) => entry.can.submit);

  const submitDrafts = () =>
    submit.mutate(
      { worklogIds: drafts.map((entry) => entry.worklogId) },
      { onSuccess: () => void message.success(t('worklog.mine.submitted', { count: drafts.length })) },
    );

  return (
    <div className="venus-worklogs__week-view" data-monday={monday}>
      <div className="venus-worklogs__toolbar">
        <PeriodNav date={anchor} unit="week" onChange={setAnchor} />
        <Space wrap>
          <Typography.Text>
            {t('worklog.week.weekTotal')}{' '}
            <strong data-testid="week-total-hours">{week.data?.totalHours ?? '0.0'}</strong>
          </Typography.Text>
          <Popconfirm
            title={t('worklog.mine.submitWeekConfirm', { count: drafts.length })}
            onConfirm={submitDrafts}
            disabled={drafts.length === 0}
          >
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={drafts.length === 0}
              loading={submit.isPending}
            >
              {t('worklog.mine.submitWeek', { count: drafts.length })}
            </Button>
          </Popconfirm>
        </Space>
      </div>
      {week.isLoading || !week.data ? (
        <Spin />
      ) : (
        <>
          <div className="venus-worklogs__week">
            {dates.map((date) => {
              const day = week.data.days.find((item) => item.date === date);
              const entries = week.data.entries.filter((entry) => entry.workDate === date);
              const classes = [
                'venus-worklogs__week-day',
                day?.missing ? 'venus-worklogs__week-day--missing' : '',
                day && !day.workingDay ? 'venus-worklogs__week-day--off' : '',
              ];
              return (
                <section
                  key={date}
                  className={classes.filter(Boolean).join(' ')}
                  data-date={date}
                  data-missing={day?.missing ?? false}
                >
                  <div className="venus-worklogs__week-head">
                    <span>
                      {t(`worklog.weekday.${dayjs(date).day()}`)} {dayjs(date).format('MM-DD')}
                    </span>
                    <span className="venus-worklogs__week-total" data-testid="day-total">
                      {t('worklog.hoursValue', { hours: day?.hours ?? '0.0' })}
                    </span>
                  </div>
                  {day?.missing ? <Tag color="orange">{t('worklog.week.missing')}</Tag> : null}
                  {day && !day.workingDay ? <Tag>{t('worklog.week.dayOff')}</Tag> : null}
                  {entries.map((entry) => (
                    <EntryCard key={entry.worklogId} entry={entry} onEdit={onEdit} />
                  ))}
                </section>
              );
            })}
          </div>
          <Typography.Title level={5} className="venus-worklogs__section-title">
            {t('worklog.week.byCase')}
          </Typography.Title>
          {week.data.byCase.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('worklog.write.emptyWeek')} />
          ) : (
            <WeekCaseTable week={week.data} dates={dates} />
          )}
        </>
      )}
    </div>
  );
}

function EntryCard({ entry, onEdit }: { entry: WorklogView; onEdit: (entry: WorklogView) => void }) {
  const { t } = useTranslation();
  const body = (
    <>
      <div className="venus-worklogs__entry-card-line">
        <strong>{t('worklog.hoursValue', { hours: entry.hours })}</strong>
        <WorklogStatusTag status={entry.status} />
      </div>
      <Typography.Text type="secondary" ellipsis>
        {projectDisplay({ name: entry.projectName, number: entry.projectNumber })}
      </Typography.Text>
      <Typography.Paragraph ellipsis={{ rows: 2 }} className="venus-worklogs__entry-card-text">
        {entry.narrative}
      </Typography.Paragraph>
    </>
  );
  return entry.can.edit ? (
    <button
      type="button"
      className="venus-worklogs__entry-card venus-worklogs__entry-card--editable"
      onClick={() => onEdit(entry)}
      title={t('worklog.action.edit')}
    >
      {body}
    </button>
  ) : (
    <div className="venus-worklogs__entry-card">{body}</div>
  );
}
