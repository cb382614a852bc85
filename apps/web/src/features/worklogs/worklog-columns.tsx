import { projectDisplay, type WorklogView } from '@venus/shared';
import { Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { MoneyText } from '../../components/money/money-text.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { ScoreTag, WorklogStatusTag } from './worklog-status-tag.tsx';

/** The columns every worklog list shows; the managers' and reviewers' lists add the timekeeper. */
export function worklogColumns(
  t: TFunction,
  options: { withUser: boolean; flagBelow: number },
): DataColumn<WorklogView>[] {
  const label = (key: string) => t(`worklog.entry.field.${key}`);
  return [
    ...(options.withUser
      ? [
          {
            prop: 'userName',
            name: t('worklog.list.timekeeper'),
            width: 110,
            noHide: true,
            render: (_: unknown, row: WorklogView) =>
              (currentLanguage() === 'en' && row.userNameEn) || row.userName,
          },
        ]
      : []),
    { prop: 'workDate', name: label('workDate'), width: 110, sortable: true, noHide: true },
    {
      prop: 'projectName',
      name: label('projectId'),
      width: 240,
      render: (_, row) => projectDisplay({ name: row.projectName, number: row.projectNumber }),
    },
    {
      prop: 'hours',
      name: label('hours'),
      width: 90,
      sortable: true,
      render: (_, row) =>
        row.originalHours === null ? (
          row.hours
        ) : (
          <Tooltip
            title={t('worklog.list.adjustedFrom', { hours: row.originalHours, reason: row.adjustReason })}
          >
            <span className="venus-worklogs__adjusted">{row.hours} *</span>
          </Tooltip>
        ),
    },
    {
      prop: 'billable',
      name: label('billable'),
      width: 80,
      render: (_, row) => (row.billable ? t('worklog.entry.yes') : t('worklog.entry.no')),
    },
    { prop: 'narrative', name: label('narrative'), width: 280 },
    { prop: 'activityCode', name: label('activityCode'), width: 100 },
    { prop: 'taskCode', name: label('taskCode'), width: 100 },
    {
      prop: 'amount',
      name: t('worklog.entry.amount'),
      width: 130,
      render: (_, row) => (
        <Tooltip
          title={`${t('worklog.entry.rate')} ${row.currency} ${row.rate} · ${t(`worklog.rateSource.${row.rateSource}`)}`}
        >
          <span>
            {row.currency} <MoneyText value={row.amount} />
          </span>
        </Tooltip>
      ),
    },
    {
      prop: 'score',
      name: t('worklog.score.title'),
      width: 110,
      render: (_, row) => (
        <Tooltip title={row.scoreReasons.map((reason) => t(`worklog.scoreReason.${reason}`)).join('；')}>
          <span>
            <ScoreTag score={row.score} flagBelow={options.flagBelow} />
          </span>
        </Tooltip>
      ),
    },
    {
      prop: 'status',
      name: t('field.status'),
      width: 100,
      noHide: true,
      render: (_, row) => <WorklogStatusTag status={row.status} />,
    },
  ];
}
