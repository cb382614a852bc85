import {
  EXPENSE_REPORT_GROUPS,
  EXPENSE_REPORT_PERMISSIONS,
  EXPENSE_REPORT_STATES,
  EXPENSE_TYPE_DICT,
  type ExpenseReportFilters,
  type ExpenseReportGroup,
  type ExpenseReportRow,
} from '@venus/shared';
import { Form, Result, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { DateRangePicker } from '../../components/date-range/date-range-picker.tsx';
import { useStatisticsRange } from '../../components/date-range/use-statistics-range.ts';
import { DictSelect } from '../../components/dict/dict-select.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { ProjectSearchBox } from '../../components/project-search/project-search-box.tsx';
import { Select } from '../../components/select/select.tsx';
import { ExportButton } from '../../components/spreadsheet/export-button.tsx';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import { searchCases } from '../cases/cases-api.ts';
import { DeptSelect } from '../worklogs/worklog-filters.tsx';
import {
  EXPENSE_REPORT_PATH,
  type ExpenseReportSearch,
  expenseReportQuery,
  useExpenseReport,
} from './expense-report-api.ts';
import { expenseReportColumns } from './expense-report-columns.tsx';
import { ExpenseReportTotals } from './expense-report-totals.tsx';
import './reports.css';

/**
 * 报表 › 费用明细 (spec /report/userExpenseIndex, the quick-start 个人费用; exportExpensesDetail and
 * /ovrd/report/expensesDetail open it too; decision 0047): expense lines of the period by line,
 * person, department, case, type or month, with the whole search's totals and the workbook.
 */
export function ExpenseReportPage() {
  const { t } = useTranslation();
  const allowed = useHasPermission(EXPENSE_REPORT_PERMISSIONS.list);
  return allowed ? <ExpenseReport /> : <Result status="403" title={t('result.unauthorized')} />;
}

function conditions(t: (key: string) => string, everyone: boolean): SearchCondition[] {
  const label = (key: string) => t(`reportsView.expenses.field.${key}`);
  return [
    { name: 'period', label: t('reportsView.field.period'), input: <DateRangePicker /> },
    // Without the whole-firm grant the report holds one's own lines: no one to pick.
    ...(everyone
      ? [{ name: 'applicantId', label: label('applicantName'), input: <UserPicker allowClear /> }]
      : []),
    { name: 'deptId', label: label('deptName'), input: <DeptSelect /> },
    {
      name: 'state',
      label: label('state'),
      input: (
        <Select
          allowClear
          options={EXPENSE_REPORT_STATES.map((state) => ({
            value: state,
            label: t(`reportsView.expenses.state.${state}`),
          }))}
        />
      ),
    },
    {
      name: 'projectId',
      label: label('caseName'),
      input: <ProjectSearchBox search={searchCases} cacheName="expense-report-cases" />,
      advanced: true,
    },
    {
      name: 'expenseType',
      label: label('expenseType'),
      input: <DictSelect dictType={EXPENSE_TYPE_DICT} allowClear />,
      advanced: true,
    },
    {
      name: 'kind',
      label: label('kind'),
      input: (
        <Select
          allowClear
          options={(['claim', 'daily'] as const).map((kind) => ({
            value: kind,
            label: t(`reportsView.expenses.kind.${kind}`),
          }))}
        />
      ),
      advanced: true,
    },
    {
      name: 'billable',
      label: label('billable'),
      input: (
        <Select
          allowClear
          options={[
            { value: 'true', label: t('reportsView.expenses.billable.true') },
            { value: 'false', label: t('reportsView.expenses.billable.false') },
          ]}
        />
      ),
      advanced: true,
    },
  ];
}

function ExpenseReport() {
  const { t } = useTranslation();
  const everyone = useHasPermission(EXPENSE_REPORT_PERMISSIONS.all);
  const statistics = useStatisticsRange();
  const [form] = Form.useForm<ExpenseReportSearch>();
  const [search, setSearch] = useState<Partial<ExpenseReportSearch>>({});
  const [groupBy, setGroupBy] = useState<ExpenseReportGroup>('line');
  const filters = expenseReportQuery(search, groupBy, statistics);
  const title = t('pages.userExpenseIndex');
  return (
    <div className="venus-expense-report" data-group={groupBy}>
      <ListPage
        title={title}
        search={
          <SearchPanel<ExpenseReportSearch>
            form={form}
            conditions={conditions(t, everyone)}
            onSearch={(values) =>
              setSearch(
                Object.fromEntries(
                  Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
                ),
              )
            }
          />
        }
      >
        <Segmented<ExpenseReportGroup>
          className="venus-expense-report__groups"
          value={groupBy}
          onChange={setGroupBy}
          options={EXPENSE_REPORT_GROUPS.map((group) => ({
            value: group,
            label: t(`reportsView.expenses.by.${group}`),
          }))}
        />
        {/* A new grouping or search starts on its first page with its own columns. */}
        <ExpenseReportTable key={`${groupBy}:${JSON.stringify(filters)}`} filters={filters} title={title} />
      </ListPage>
    </div>
  );
}

function ExpenseReportTable({ filters, title }: { filters: ExpenseReportFilters; title: string }) {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(() => expenseReportColumns(t, filters.groupBy), [i18n.language, filters.groupBy]);
  const table = useDataTable<ExpenseReportRow>({ tableId: `expense-report-${filters.groupBy}`, columns });
  const { data, isFetching } = useExpenseReport({ ...filters, ...table.query }, table.ready);
  return (
    <>
      <Typography.Paragraph
        type="secondary"
        className="venus-income__period"
        data-testid="expense-report-period"
      >
        {t('reportsView.periodLine', { from: data?.from ?? filters.from, to: data?.to ?? filters.to })}
      </Typography.Paragraph>
      <DataTable<ExpenseReportRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="key"
        ariaLabel={title}
        toolbar={
          <ExportButton
            path={`${EXPENSE_REPORT_PATH}/export`}
            filters={filters}
            fileName={title}
            total={data?.total ?? 0}
          />
        }
        sumBar={<ExpenseReportTotals totals={data?.totals} />}
      />
    </>
  );
}
