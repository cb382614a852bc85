import type { IncomeFigure, IncomeFilters } from '@venus/shared';
import { Form, Result, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../app/session/use-permission.ts';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { useStatisticsRange } from '../../components/date-range/use-statistics-range.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { ExportButton } from '../../components/spreadsheet/export-button.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useOffices } from '../cases/cases-api.ts';
import {
  INCOME_REPORTS,
  type IncomeDrill,
  type IncomeReportKind,
  type IncomeRowOf,
  useIncomeReport,
} from './income-api.ts';
import { IncomeEntriesDrawer } from './income-entries-drawer.tsx';
import { incomeConditions } from './income-filters.tsx';
import { type IncomeSearch, incomeQuery } from './income-query.ts';
import { IncomeTotals } from './income-totals.tsx';
import './reports.css';

interface Picked {
  figure: IncomeFigure;
  label: string;
  filters: Partial<IncomeFilters>;
}

export interface IncomeReportPageProps<K extends IncomeReportKind> {
  kind: K;
  permission: string;
  title: string;
  /** The row's columns; a figure's click drills into it with the row's own filter. */
  columns: (open: (row: IncomeRowOf<K>, figure: IncomeFigure) => void) => DataColumn<IncomeRowOf<K>>[];
  rowKey: keyof IncomeRowOf<K> & string;
  /** The filter that narrows the report to one row, and the row's name for the drawer. */
  drillOf: (row: IncomeRowOf<K>) => { filters: Partial<IncomeFilters>; label: string };
}

/**
 * One income report as a list page (issue 21, decision 0042): the shared filters with the period
 * defaulting to spec §9's statistics period, the rows, the totals of the whole search, export, and
 * a drill-down from any figure to the bills and receipt allocations behind it.
 */
export function IncomeReportPage<K extends IncomeReportKind>(props: IncomeReportPageProps<K>) {
  const { t } = useTranslation();
  const allowed = useHasPermission(props.permission);
  return allowed ? <IncomeReport {...props} /> : <Result status="403" title={t('result.unauthorized')} />;
}

function IncomeReport<K extends IncomeReportKind>({
  kind,
  title,
  columns: columnsOf,
  rowKey,
  drillOf,
}: IncomeReportPageProps<K>) {
  const { t, i18n } = useTranslation();
  const { language } = useLanguage();
  const statistics = useStatisticsRange();
  const offices = useOffices();
  // The figure picked and the row's own narrowing; the search's filters join them at render, so
  // the drawer always shows the records behind the figure as it is on screen.
  const [picked, setPicked] = useState<Picked | null>(null);
  const [form] = Form.useForm<IncomeSearch>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(
    () => columnsOf((row, figure) => setPicked({ figure, ...drillOf(row) })),
    [i18n.language],
  );
  const table = useDataTable<IncomeRowOf<K>>({ tableId: `income-${kind}`, columns });
  const { filters: search, search: onSearch } = useSearchFilters<IncomeSearch>(table.toFirstPage);
  const filters = incomeQuery(search, statistics);
  const drill: IncomeDrill | null = picked
    ? { figure: picked.figure, label: picked.label, filters: { ...filters, ...picked.filters } }
    : null;
  const { data, isFetching } = useIncomeReport(kind, { ...filters, ...table.query }, table.ready);
  const officeOptions = (offices.data ?? []).map((office) => ({
    deptId: office.deptId,
    label: language === 'en' ? office.deptNameEn || office.deptName : office.deptName,
  }));
  const toolbar = (
    <ExportButton
      path={`${INCOME_REPORTS[kind]}/export`}
      filters={filters}
      fileName={title}
      total={data?.total ?? 0}
    />
  );

  return (
    <div className="venus-income" data-report={kind}>
      <ListPage
        title={title}
        search={
          <SearchPanel<IncomeSearch>
            form={form}
            conditions={incomeConditions(t, officeOptions)}
            onSearch={onSearch}
          />
        }
      >
        <Typography.Paragraph type="secondary" className="venus-income__period" data-testid="income-period">
          {t('reportsView.periodLine', { from: data?.from ?? filters.from, to: data?.to ?? filters.to })}
        </Typography.Paragraph>
        <DataTable<IncomeRowOf<K>>
          table={table}
          rows={data?.rows}
          total={data?.total ?? 0}
          loading={isFetching}
          rowKey={rowKey}
          toolbar={toolbar}
          ariaLabel={title}
          sumBar={
            <IncomeTotals
              totals={data?.totals}
              onOpen={(figure) => setPicked({ figure, label: t('reportsView.totals'), filters: {} })}
            />
          }
        />
      </ListPage>
      <IncomeEntriesDrawer report={INCOME_REPORTS[kind]} drill={drill} onClose={() => setPicked(null)} />
    </div>
  );
}
