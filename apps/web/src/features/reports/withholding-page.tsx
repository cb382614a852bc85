import {
  WITHHOLDING_FIGURES,
  WITHHOLDING_PERMISSIONS,
  type WithholdingFilters,
  type WithholdingRow,
} from '@venus/shared';
import { Button, Form, Result, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { useStatisticsRange } from '../../components/date-range/use-statistics-range.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { ExportButton } from '../../components/spreadsheet/export-button.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useOffices } from '../cases/cases-api.ts';
import { incomeConditions } from './income-filters.tsx';
import { type IncomeSearch, incomeQuery } from './income-query.ts';
import { FigureTotals } from './income-totals.tsx';
import { useWithholdingReport, WITHHOLDING_REPORT, type WithholdingPartner } from './withholding-api.ts';
import { figureLabel, withholdingColumns } from './withholding-columns.tsx';
import { WithholdingMonthsDrawer } from './withholding-months-drawer.tsx';
import { WithholdingRulesDrawer } from './withholding-rules-drawer.tsx';
import './reports.css';

/** The income reports' conditions this report takes: a partner's income has no case or client. */
const CONDITIONS = new Set(['period', 'officeId', 'partnerId', 'deptId']);
type WithholdingSearch = Pick<IncomeSearch, 'period' | 'officeId' | 'partnerId' | 'deptId'>;

/**
 * 报表 › 合伙人预提 (spec /report/leaderWithholding, decision 0051): each partner's income of the
 * period, what the rules kept back of it (管理费, 风险金, 个税预提) and what is left to distribute.
 * A partner without 全所数据 sees their own row only (the server decides).
 */
export function WithholdingPage() {
  const { t } = useTranslation();
  const allowed = useHasPermission(WITHHOLDING_PERMISSIONS.report);
  return allowed ? <WithholdingReport /> : <Result status="403" title={t('result.unauthorized')} />;
}

function WithholdingReport() {
  const { t, i18n } = useTranslation();
  const { language } = useLanguage();
  const statistics = useStatisticsRange();
  const offices = useOffices();
  const [opened, setOpened] = useState<Pick<WithholdingPartner, 'partnerId' | 'partnerName'> | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [form] = Form.useForm<WithholdingSearch>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(
    () =>
      withholdingColumns(t, (row) => setOpened({ partnerId: row.partnerId, partnerName: row.partnerName })),
    [i18n.language],
  );
  const table = useDataTable<WithholdingRow>({ tableId: 'withholding', columns });
  const { filters: search, search: onSearch } = useSearchFilters<WithholdingSearch>(table.toFirstPage);
  const filters: WithholdingFilters = incomeQuery(search, statistics);
  const { data, isFetching } = useWithholdingReport({ ...filters, ...table.query }, table.ready);
  const title = t('withholdingView.title');
  const officeOptions = (offices.data ?? []).map((office) => ({
    deptId: office.deptId,
    label: language === 'en' ? office.deptNameEn || office.deptName : office.deptName,
  }));
  const toolbar = (
    <Space wrap>
      <ExportButton
        path={`${WITHHOLDING_REPORT}/export`}
        filters={filters}
        fileName={title}
        total={data?.total ?? 0}
      />
      <Button onClick={() => setRulesOpen(true)}>{t('withholdingView.rule.title')}</Button>
    </Space>
  );

  return (
    <div className="venus-income venus-withholding">
      <ListPage
        title={title}
        search={
          <SearchPanel<WithholdingSearch>
            form={form}
            conditions={incomeConditions(t, officeOptions).filter((condition) =>
              CONDITIONS.has(condition.name),
            )}
            onSearch={onSearch}
          />
        }
      >
        <Typography.Paragraph
          type="secondary"
          className="venus-income__period"
          data-testid="withholding-period"
        >
          {t('reportsView.periodLine', { from: data?.from ?? filters.from, to: data?.to ?? filters.to })}
        </Typography.Paragraph>
        <DataTable<WithholdingRow>
          table={table}
          rows={data?.rows}
          total={data?.total ?? 0}
          loading={isFetching}
          rowKey="partnerId"
          toolbar={toolbar}
          ariaLabel={title}
          sumBar={
            <FigureTotals
              totals={data?.totals}
              figures={WITHHOLDING_FIGURES}
              labelOf={(figure) => figureLabel(t, figure)}
              testId="withholding-totals"
            />
          }
        />
      </ListPage>
      <WithholdingMonthsDrawer partner={opened && { ...opened, filters }} onClose={() => setOpened(null)} />
      <WithholdingRulesDrawer open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </div>
  );
}
