import {
  CONFLICT_CHECK_KINDS,
  type ConflictCheckKind,
  type ConflictHistoryRow,
  type DateRange,
} from '@venus/shared';
import { Button, Form, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { DateRangePicker } from '../../components/date-range/date-range-picker.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { Select } from '../../components/select/select.tsx';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import { checkHistoryPath } from './case-paths.ts';
import { useConflictHistory } from './conflict-history-api.ts';

interface Filters {
  checkedBy?: number;
  period?: DateRange;
  kind?: ConflictCheckKind;
}

/**
 * Spec /project/checkHistory without a case: every conflict check of the firm by person and date,
 * as far as the reader's walls reach (the server decides which); a case's row opens its checks.
 */
export function ConflictHistoryPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<ConflictHistoryRow>[]>(
    () => [
      {
        prop: 'checkedAt',
        name: t('casesUi.firmChecks.checkedAt'),
        width: 150,
        sortable: true,
        noHide: true,
        render: (value) => dayjs(String(value)).format('YYYY-MM-DD HH:mm'),
      },
      { prop: 'checkedByName', name: t('casesUi.firmChecks.checkedBy'), width: 110 },
      {
        prop: 'projectName',
        name: t('casesUi.firmChecks.case'),
        width: 260,
        render: (_value, row) =>
          row.projectId === null ? (
            <Tag>{t('casesUi.firmChecks.kind.adHoc')}</Tag>
          ) : (
            <Button
              type="link"
              className="venus-cases__history-case"
              onClick={() => void navigate(checkHistoryPath(row.projectName ?? '', row.projectId as number))}
            >
              {row.projectNumber ? `${row.projectNumber}:${row.projectName}` : row.projectName}
            </Button>
          ),
      },
      {
        prop: 'names',
        name: t('casesUi.firmChecks.names'),
        width: 320,
        render: (_value, row) => (
          <Typography.Text ellipsis={{ tooltip: row.names.join('、') }}>
            {row.names.join('、')}
          </Typography.Text>
        ),
      },
      {
        prop: 'hits',
        name: t('casesUi.firmChecks.hits'),
        width: 110,
        render: (_value, row) =>
          row.hits === 0 ? (
            <Typography.Text type="secondary">{t('casesUi.firmChecks.noHits')}</Typography.Text>
          ) : (
            <Tag color={row.unanswered > 0 ? 'orange' : 'green'}>
              {t('casesUi.firmChecks.hitCount', { count: row.hits, unanswered: row.unanswered })}
            </Tag>
          ),
      },
    ],
    [t, i18n.language],
  );
  const table = useDataTable<ConflictHistoryRow>({ tableId: 'conflict-check-history', columns });
  const [form] = Form.useForm<Filters>();
  const { filters, search } = useSearchFilters<Filters>(table.toFirstPage);
  const { period, ...rest } = filters;
  const { data, isFetching } = useConflictHistory(
    { ...rest, beginDate: period?.start ?? undefined, endDate: period?.end ?? undefined, ...table.query },
    table.ready,
  );

  const conditions: SearchCondition[] = [
    { name: 'checkedBy', label: t('casesUi.firmChecks.checkedBy'), input: <UserPicker /> },
    { name: 'period', label: t('casesUi.firmChecks.period'), input: <DateRangePicker /> },
    {
      name: 'kind',
      label: t('casesUi.firmChecks.kindLabel'),
      input: (
        <Select
          allowClear
          options={CONFLICT_CHECK_KINDS.map((kind) => ({
            value: kind,
            label: t(`casesUi.firmChecks.kind.${kind}`),
          }))}
        />
      ),
    },
  ];

  return (
    <ListPage
      title={t('casesUi.firmChecks.title')}
      search={<SearchPanel<Filters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<ConflictHistoryRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="checkId"
        ariaLabel={t('casesUi.firmChecks.title')}
      />
    </ListPage>
  );
}
