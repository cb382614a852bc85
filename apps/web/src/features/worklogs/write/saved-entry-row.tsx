import { projectDisplay, type WorklogView } from '@venus/shared';
import { Button, Popconfirm, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useUtbmsLabel } from '../entry/utbms-select.tsx';
import { WorklogStatusTag } from '../worklog-status-tag.tsx';

interface SavedEntryRowProps {
  entry: WorklogView;
  onEdit: (entry: WorklogView) => void;
  onDelete: (entry: WorklogView) => void;
}

/** A saved entry in the grid, in the columns of the row being written. */
export function SavedEntryRow({ entry, onEdit, onDelete }: SavedEntryRowProps) {
  const { t } = useTranslation();
  const codeLabel = useUtbmsLabel();
  const label = (key: string) => t(`worklog.entry.field.${key}`);
  return (
    <div
      className="venus-worklogs__row venus-worklogs__row--saved"
      data-worklog={entry.worklogId}
      data-date={entry.workDate}
    >
      <span className="venus-worklogs__cell" data-label={label('workDate')}>
        {dayjs(entry.workDate).format('MM-DD')} {t(`worklog.weekday.${dayjs(entry.workDate).day()}`)}
      </span>
      <span className="venus-worklogs__cell venus-worklogs__cell--text" data-label={label('projectId')}>
        {projectDisplay({ name: entry.projectName, number: entry.projectNumber })}
      </span>
      <span className="venus-worklogs__cell venus-worklogs__cell--hours" data-label={label('hours')}>
        {entry.hours}
      </span>
      <span className="venus-worklogs__cell" data-label={label('billable')}>
        {entry.billable ? t('worklog.entry.yes') : t('worklog.entry.no')}
      </span>
      <span className="venus-worklogs__cell venus-worklogs__cell--text" data-label={label('activityCode')}>
        {codeLabel(entry.activityCode) || '—'}
      </span>
      <span className="venus-worklogs__cell venus-worklogs__cell--text" data-label={label('taskCode')}>
        {codeLabel(entry.taskCode) || '—'}
      </span>
      <Typography.Paragraph
        className="venus-worklogs__cell venus-worklogs__narrative"
        data-label={label('narrative')}
        ellipsis={{ rows: 2, tooltip: entry.narrative }}
      >
        {entry.narrative}
      </Typography.Paragraph>
      <Space className="venus-worklogs__cell venus-worklogs__cell--actions" size={4} wrap>
        <WorklogStatusTag status={entry.status} />
        {entry.can.edit ? (
          <Button type="link" size="small" onClick={() => onEdit(entry)}>
            {t('worklog.action.edit')}
          </Button>
        ) : null}
        {entry.can.delete ? (
          <Popconfirm title={t('worklog.action.deleteConfirm')} onConfirm={() => onDelete(entry)}>
            <Button type="link" size="small" danger>
              {t('worklog.action.delete')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    </div>
  );
}
