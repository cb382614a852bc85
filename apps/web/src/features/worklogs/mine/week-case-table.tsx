import { projectDisplay, type WorklogWeek } from '@venus/shared';
import { Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type CaseWeekRow, caseWeekRows } from '../worklog-totals.ts';

/** Hours per case and day over the week, with the day totals and the week's total beneath. */
export function WeekCaseTable({ week, dates }: { week: WorklogWeek; dates: readonly string[] }) {
  const { t } = useTranslation();
  const rows = caseWeekRows(week.entries, dates);
  const dayHours = dates.map((date) => week.days.find((day) => day.date === date)?.hours ?? '0.0');
  return (
    <Table<CaseWeekRow>
      size="small"
      rowKey="projectId"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 760 }}
      aria-label={t('worklog.week.byCase')}
      columns={[
        {
          key: 'case',
          title: t('worklog.entry.field.projectId'),
          width: 240,
          ellipsis: true,
          render: (_, row) => projectDisplay({ name: row.projectName, number: row.projectNumber }),
        },
        ...dates.map((date, index) => ({
          key: date,
          title: `${t(`worklog.weekday.${dayjs(date).day()}`)} ${dayjs(date).format('MM-DD')}`,
          width: 84,
          align: 'right' as const,
          render: (_: unknown, row: CaseWeekRow) => (row.perDay[index] === '0.0' ? '' : row.perDay[index]),
        })),
        {
          key: 'total',
          title: t('worklog.week.total'),
          width: 84,
          align: 'right' as const,
          render: (_, row) => <strong>{row.total}</strong>,
        },
      ]}
      summary={() => (
        <Table.Summary.Row className="venus-worklogs__week-sum">
          <Table.Summary.Cell index={0}>{t('worklog.week.dayTotal')}</Table.Summary.Cell>
          {dayHours.map((hours, index) => (
            <Table.Summary.Cell key={dates[index]} index={index + 1} align="right">
              {hours}
            </Table.Summary.Cell>
          ))}
          <Table.Summary.Cell index={8} align="right">
            <strong data-testid="week-total">{week.totalHours}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
