import { useQuery } from '@tanstack/react-query';
import { type DateRange, WORKLOG_STATUSES, type WorklogStatus } from '@venus/shared';
import { Input } from 'antd';
import type { TFunction } from 'i18next';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';
import { DateRangePicker } from '../../components/date-range/date-range-picker.tsx';
import { localName } from '../../components/format/local-name.ts';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { ProjectSearchBox } from '../../components/project-search/project-search-box.tsx';
import { Select } from '../../components/select/select.tsx';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { searchAnyCase } from './worklogs-api.ts';

export interface WorklogFilters {
  period?: DateRange;
  projectId?: number;
  status?: WorklogStatus;
  keyword?: string;
  userId?: number;
  deptId?: number;
}

/** The search panel's values as the list call's query (dateFrom / dateTo from the period). */
export function worklogQuery(filters: Partial<WorklogFilters>): QueryParams {
  const { period, ...rest } = filters;
  return { ...rest, dateFrom: period?.start ?? undefined, dateTo: period?.end ?? undefined };
}

interface DeptRow {
  deptId: number;
  deptName: string;
  deptNameEn: string;
}

/** Offices and practice groups, which everyone signed in may list. */
export function DeptSelect(props: { value?: number; onChange?: (value: number | undefined) => void }) {
  const { language } = useLanguage();
  const depts = useQuery({
    queryKey: ['system', 'dept', 'offices-and-groups'],
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => [
      ...(await api.get<DeptRow[]>('/system/dept/offices', { signal })),
      ...(await api.get<DeptRow[]>('/system/dept/groups', { signal })),
    ],
  });
  return (
    <Select<number>
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={depts.isLoading}
      options={(depts.data ?? []).map((dept) => ({
        value: dept.deptId,
        label: localName(language, dept.deptName, dept.deptNameEn),
      }))}
    />
  );
}

/** The conditions of a worklog list; the reviewers' and managers' lists add the person and group. */
export function worklogConditions(
  t: TFunction,
  options: { withUser?: boolean; withDept?: boolean; statuses?: readonly WorklogStatus[] } = {},
): SearchCondition[] {
  const statuses = options.statuses ?? WORKLOG_STATUSES;
  return [
    { name: 'period', label: t('worklog.list.period'), input: <DateRangePicker /> },
    {
      name: 'projectId',
      label: t('worklog.entry.field.projectId'),
      input: <ProjectSearchBox search={searchAnyCase} cacheName="worklog-filter-cases" />,
    },
    {
      name: 'status',
      label: t('field.status'),
      input: (
        <Select
          allowClear
          options={statuses.map((status) => ({ value: status, label: t(`worklog.status.${status}`) }))}
        />
      ),
    },
    {
      name: 'keyword',
      label: t('worklog.list.keyword'),
      input: <Input allowClear placeholder={t('worklog.list.keywordPlaceholder')} />,
    },
    ...(options.withUser
      ? [{ name: 'userId', label: t('worklog.list.timekeeper'), input: <UserPicker /> }]
      : []),
    ...(options.withDept ? [{ name: 'deptId', label: t('worklog.list.dept'), input: <DeptSelect /> }] : []),
  ];
}
