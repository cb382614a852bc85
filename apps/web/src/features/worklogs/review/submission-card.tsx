import { projectDisplay, type WorklogView } from '@venus/shared';
import { Button, Card, Checkbox, Space, Table, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money/money-text.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { ScoreTag, WorklogStatusTag } from '../worklog-status-tag.tsx';
import type { SubmissionGroup } from './submission-groups.ts';

interface SubmissionCardProps {
  group: SubmissionGroup;
  checked: boolean;
  flagBelow: number;
  onCheck: (checked: boolean) => void;
  onConfirm: () => void;
  onSendBack: () => void;
  onAdjust: (entry: WorklogView) => void;
}

/** One submission to review: who, which case, how many hours over which days, and its entries. */
export function SubmissionCard({
  group,
  checked,
  flagBelow,
  onCheck,
  onConfirm,
  onSendBack,
  onAdjust,
}: SubmissionCardProps) {
  const { t } = useTranslation();
  const who = (currentLanguage() === 'en' && group.userNameEn) || group.userName;
  const label = (key: string) => t(`worklog.entry.field.${key}`);
  return (
    <Card
      size="small"
      className="venus-worklogs__submission"
      data-submission={group.submissionId ?? ''}
      title={
        <Space wrap size={[8, 4]}>
          {group.canConfirm ? (
            <Checkbox
              checked={checked}
              onChange={(event) => onCheck(event.target.checked)}
              aria-label={t('worklog.review.check', { name: who })}
            />
          ) : null}
          <Typography.Text strong>{who}</Typography.Text>
          <Typography.Text>
            {projectDisplay({ name: group.projectName, number: group.projectNumber })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('worklog.review.span', { from: group.from, to: group.to, count: group.entries.length })}
          </Typography.Text>
          <Typography.Text strong data-testid="submission-hours">
            {t('worklog.hoursValue', { hours: group.hours })}
          </Typography.Text>
        </Space>
      }
      extra={
        group.canConfirm ? (
          <Space>
            <Button size="small" onClick={onSendBack}>
              {t('worklog.review.sendBack')}
            </Button>
            <Button size="small" type="primary" onClick={onConfirm}>
              {t('worklog.review.confirm')}
            </Button>
          </Space>
        ) : null
      }
    >
      <Table<WorklogView>
        size="small"
        rowKey="worklogId"
        pagination={false}
        dataSource={group.entries}
        scroll={{ x: 860 }}
        columns={[
          { key: 'workDate', dataIndex: 'workDate', title: label('workDate'), width: 104 },
          {
            key: 'hours',
            title: label('hours'),
            width: 80,
            render: (_, row) =>
              row.originalHours === null ? (
                row.hours
              ) : (
                <Tooltip
                  title={t('worklog.list.adjustedFrom', {
                    hours: row.originalHours,
                    reason: row.adjustReason,
                  })}
                >
                  <span className="venus-worklogs__adjusted">{row.hours} *</span>
                </Tooltip>
              ),
          },
          {
            key: 'billable',
            title: label('billable'),
            width: 72,
            render: (_, row) => (row.billable ? t('worklog.entry.yes') : t('worklog.entry.no')),
          },
          { key: 'narrative', dataIndex: 'narrative', title: label('narrative'), ellipsis: true },
          {
            key: 'codes',
            title: t('worklog.review.codes'),
            width: 110,
            render: (_, row) => [row.activityCode, row.taskCode].filter(Boolean).join(' / '),
          },
          {
            key: 'amount',
            title: t('worklog.entry.amount'),
            width: 130,
            render: (_, row) => (
              <>
                {row.currency} <MoneyText value={row.amount} />
              </>
            ),
          },
          {
            key: 'score',
            title: t('worklog.score.title'),
            width: 90,
            render: (_, row) => <ScoreTag score={row.score} flagBelow={flagBelow} />,
          },
          {
            key: 'status',
            title: t('field.status'),
            width: 90,
            render: (_, row) => <WorklogStatusTag status={row.status} />,
          },
          {
            key: 'actions',
            title: t('list.actions'),
            width: 80,
            fixed: 'right',
            render: (_, row) =>
              row.can.adjust ? (
                <Button type="link" size="small" onClick={() => onAdjust(row)}>
                  {t('worklog.review.adjust')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
