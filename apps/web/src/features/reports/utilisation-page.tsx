import {
  UTILISATION_GROUPS,
  UTILISATION_PERMISSIONS,
  type UtilisationEntryFigure,
  type UtilisationFilters,
  type UtilisationGroup,
  type UtilisationRow,
} from '@venus/shared';
import { Form, Result, Segmented, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { useStatisticsRange } from '../../components/date-range/use-statistics-range.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { activeFilters } from '../../components/list-page/use-search-filters.ts';
import { ExportButton } from '../../components/spreadsheet/export-button.tsx';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useOffices } from '../cases/cases-api.ts';
import { incomeConditions } from './income-filters.tsx';
import { type IncomeSearch, incomeQuery } from './income-query.ts';
import { UTILISATION_REPORT, type UtilisationDrill, useUtilisationReport } from './utilisation-api.ts';
import { utilisationColumns } from './utilisation-columns.tsx';
import { UtilisationEntriesDrawer } from './utilisation-entries-drawer.tsx';
import { UtilisationTotals } from './utilisation-totals.tsx';
import './reports.css';

/** The income reports' conditions this report takes, and the timekeeper. */
const SHARED = new Set(['period', 'officeId', 'partnerId', 'deptId', 'projectId']);
type UtilisationSearch = Pick<IncomeSearch, 'period' | 'officeId' | 'partnerId' | 'deptId' | 'projectId'> & {
  userId?: number;
};

function conditions(t: TFunction, offices: readonly { deptId: number; label: string }[]): SearchCondition[] {
  const shared = incomeConditions(t, offices)
    .filter((condition) => SHARED.has(condition.name))
    // Here the department is the timekeeper's unit, not the responsible partner's.
    .map((condition) =>
      condition.name === 'deptId' ? { ...condition, label: t('utilisationView.field.dept') } : condition,
    );
  return [
    ...shared,
    {
      name: 'userId',
      label: t('utilisationView.field.lawyer'),
      input: <UserPicker allowClear />,
      advanced: true,
    },
  ];
}

/**
 * 报表 › 利用率 (issue 21 must-hold 3, decision 0056): the period's hours against target, the worked
 * value and what the bills made of it, what came in, and the work still unbilled, by lawyer,
 * responsible partner, department or office. Without 全所数据 the server answers one's own.
 */
export function UtilisationPage() {
  const { t } = useTranslation();
  const allowed = useHasPermission(UTILISATION_PERMISSIONS.list);
  return allowed ? <Utilisation /> : <Result status="403" title={t('result.unauthorized')} />;
}

function Utilisation() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const statistics = useStatisticsRange();
  const offices = useOffices();
  const [form] = Form.useForm<UtilisationSearch>();
  const [search, setSearch] = useState<Partial<UtilisationSearch>>({});
  const [groupBy, setGroupBy] = useState<UtilisationGroup>('lawyer');
  const { userId, ...income } = search;
  const filters: UtilisationFilters = {
    ...incomeQuery(income, statistics),
    ...(userId ? { userId } : {}),
    groupBy,
  };
  const officeOptions = (offices.data ?? []).map((office) => ({
    deptId: office.deptId,
    label: language === 'en' ? office.deptNameEn || office.deptName : office.deptName,
  }));
  const title = t('utilisationView.title');
  return (
    <div className="venus-income venus-utilisation" data-group={groupBy}>
      <ListPage
        title={title}
        search={
          <SearchPanel<UtilisationSearch>
            form={form}
            conditions={conditions(t, officeOptions)}
            onSearch={(values) => setSearch(activeFilters(values))}
          />
        }
      >
        <Segmented<UtilisationGroup>
          className="venus-expense-report__groups"
          value={groupBy}
          onChange={setGroupBy}
          options={UTILISATION_GROUPS.map((group) => ({
            value: group,
            label: t(`utilisationView.by.${group}`),
          }))}
        />
        {/* A new grouping or search starts on its first page with its own columns. */}
        <UtilisationTable key={`${groupBy}:${JSON.stringify(filters)}`} filters={filters} title={title} />
      </ListPage>
    </div>
  );
}

function UtilisationTable({ filters, title }: { filters: UtilisationFilters; title: string }) {
  const { t, i18n } = useTranslation();
  const [picked, setPicked] = useState<Omit<UtilisationDrill, 'filters'> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(
    () =>
      utilisationColumns(t, filters.groupBy, (row: UtilisationRow, figure: UtilisationEntryFigure) =>
        setPicked({ figure, key: row.key, label: row.label || '—' }),
      ),
    [i18n.language, filters.groupBy],
  );
  const table = useDataTable<UtilisationRow>({ tableId: `utilisation-${filters.groupBy}`, columns });
  const { data, isFetching } = useUtilisationReport({ ...filters, ...table.query }, table.ready);
  return (
    <>
      <Typography.Paragraph
        type="secondary"
        className="venus-income__period"
        data-testid="utilisation-period"
      >
        {t('reportsView.periodLine', { from: data?.from ?? filters.from, to: data?.to ?? filters.to })}
      </Typography.Paragraph>
      <DataTable<UtilisationRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="key"
        toolbar={
          <ExportButton
            path={`${UTILISATION_REPORT}/export`}
            filters={filters}
            fileName={title}
            total={data?.total ?? 0}
          />
        }
        ariaLabel={title}
        sumBar={<UtilisationTotals totals={data?.totals} />}
      />
      <UtilisationEntriesDrawer drill={picked && { ...picked, filters }} onClose={() => setPicked(null)} />
    </>
  );
}
