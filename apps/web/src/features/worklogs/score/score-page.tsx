import type { DateRange } from '@venus/shared';
import { Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table/data-column.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useDataTable } from '../../../components/data-table/use-data-table.ts';
import { DateRangePicker } from '../../../components/date-range/date-range-picker.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../../components/list-page/use-search-filters.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { DeptSelect } from '../worklog-filters.tsx';
import { useScoreRules } from '../worklogs-api.ts';
import { type ScoreRow, useScoreList } from './score-api.ts';
import '../worklogs.css';

interface Filters {
  period?: DateRange;
  deptId?: number;
}

/** Spec /worklog/score: each person's narrative scores over a period, and how many were flagged. */
export function ScorePage() {
  const { t, i18n } = useTranslation();
  const flagBelow = useScoreRules().data?.flagBelow ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<ScoreRow>[]>(
    () => [
      {
        prop: 'userName',
        name: t('worklog.list.timekeeper'),
        width: 160,
        noHide: true,
        render: (_, row) => (currentLanguage() === 'en' && row.userNameEn) || row.userName,
      },
      { prop: 'entries', name: t('worklog.scoreUi.entries'), width: 120, sortable: true },
      {
        prop: 'average',
        name: t('worklog.scoreUi.average'),
        width: 140,
        sortable: true,
        render: (_, row) => (
          <span className={row.average < flagBelow ? 'venus-worklogs__flagged' : undefined}>
            {row.average.toFixed(1)}
          </span>
        ),
      },
      {
        prop: 'flagged',
        name: t('worklog.scoreUi.flagged', { below: flagBelow }),
        width: 160,
        render: (_, row) => (
          <span className={row.flagged > 0 ? 'venus-worklogs__flagged' : undefined}>{row.flagged}</span>
        ),
      },
    ],
    [t, i18n.language, flagBelow],
  );
  const table = useDataTable<ScoreRow>({ tableId: 'worklog-score', columns });
  const [form] = Form.useForm<Filters>();
  const { filters, search } = useSearchFilters<Filters>(table.toFirstPage);
  const list = useScoreList(
    {
      dateFrom: filters.period?.start ?? undefined,
      dateTo: filters.period?.end ?? undefined,
      deptId: filters.deptId,
      ...table.query,
    },
    table.ready,
  );
  return (
    <div className="venus-worklogs">
      <ListPage
        title={t('worklog.scoreUi.title')}
        search={
          <SearchPanel<Filters>
            form={form}
            conditions={[
              { name: 'period', label: t('worklog.list.period'), input: <DateRangePicker /> },
              { name: 'deptId', label: t('worklog.list.dept'), input: <DeptSelect /> },
            ]}
            onSearch={search}
          />
        }
      >
        <DataTable<ScoreRow>
          table={table}
          rows={list.data?.rows}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          rowKey="userId"
          ariaLabel={t('worklog.scoreUi.title')}
        />
      </ListPage>
    </div>
  );
}
