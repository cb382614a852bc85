import {
  ANALYSIS_PERMISSIONS,
  type IncomeBreakdown,
  type IncomeFilters,
  type IncomeShare,
  REPORT_PERMISSIONS,
} from '@venus/shared';
import { Form, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { useStatisticsRange } from '../../components/date-range/use-statistics-range.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useOffices } from '../cases/cases-api.ts';
import { useLeaderIncome } from './analysis-api.ts';
import type { IncomeDrill } from './income-api.ts';
import { FigureLink } from './income-columns.tsx';
import { IncomeEntriesDrawer } from './income-entries-drawer.tsx';
import { incomeConditions } from './income-filters.tsx';
import { type IncomeSearch, incomeQuery } from './income-query.ts';
import { FigureTotals } from './income-totals.tsx';
import { ShareCard, type ShareRow } from './share-card.tsx';
import './reports.css';

/** Each breakdown's card: how it is drawn, and the filter that narrows the report to one part. */
const CARDS: { breakdown: IncomeBreakdown; shape: 'ring' | 'ranking'; filter: keyof IncomeFilters }[] = [
  { breakdown: 'practiceArea', shape: 'ring', filter: 'practiceArea' },
  { breakdown: 'office', shape: 'ring', filter: 'officeId' },
  { breakdown: 'partner', shape: 'ranking', filter: 'partnerId' },
  { breakdown: 'client', shape: 'ranking', filter: 'clientId' },
];

/** The cards are not paged: a new search has no first page to return to. */
const UNPAGED = () => {};

/**
 * 经营分析 › 收入分析 (spec /analysis leader income, decision 0060): the period's case income by
 * practice area and office, and the partners and clients who brought most, each chart beside its
 * table; the totals are the case income report's, and a part's income opens the receipts behind it.
 */
export function LeaderIncomePage() {
  const { t } = useTranslation();
  const allowed = useHasPermission(ANALYSIS_PERMISSIONS.leaderIncome);
  return allowed ? <LeaderIncome /> : <Result status="403" title={t('result.unauthorized')} />;
}

function LeaderIncome() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const statistics = useStatisticsRange();
  const offices = useOffices();
  const mayDrill = useHasPermission(REPORT_PERMISSIONS.caseIncome);
  const [form] = Form.useForm<IncomeSearch>();
  const { filters: search, search: onSearch } = useSearchFilters<IncomeSearch>(UNPAGED);
  const filters = incomeQuery(search, statistics);
  const { data } = useLeaderIncome(filters);
  const [drill, setDrill] = useState<IncomeDrill | null>(null);
  const title = t('analysisView.leaderIncome.title');
  const officeOptions = (offices.data ?? []).map((office) => ({
    deptId: office.deptId,
    label: language === 'en' ? office.deptNameEn || office.deptName : office.deptName,
  }));
  const nameOf = (share: IncomeShare) =>
    share.others ? t('analysisView.others') : share.label || t('analysisView.unassigned');

  return (
    <div className="venus-income venus-analysis">
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
        <FigureTotals
          totals={data?.totals}
          figures={['billed', 'collected', 'income'] as const}
          labelOf={(figure) => t(`reportsView.figure.${figure}`)}
          onOpen={
            mayDrill ? (figure) => setDrill({ figure, label: t('reportsView.totals'), filters }) : undefined
          }
          testId="analysis-totals"
        />
        <div className="venus-analysis__grid">
          {CARDS.map(({ breakdown, shape, filter }) => {
            const shares = data?.breakdowns[breakdown] ?? [];
            const rows: (ShareRow & { share: IncomeShare })[] = shares.map((share) => ({
              key: share.others ? 'others' : share.key || 'unassigned',
              others: share.others,
              name: nameOf(share),
              amount: share.income,
              share,
            }));
            const cardTitle = t(`analysisView.leaderIncome.${breakdown}`);
            return (
              <ShareCard
                key={breakdown}
                title={cardTitle}
                rows={rows}
                whole={data?.totals.income ?? '0'}
                shape={shape}
                tenThousands
                testId={`analysis-${breakdown}`}
                figure={(row) => {
                  const { share } = row as ShareRow & { share: IncomeShare };
                  // The others and an unassigned group name no filter that would narrow to them.
                  if (!mayDrill || share.others || !share.key) return undefined;
                  const value = filter === 'practiceArea' ? share.key : Number(share.key);
                  return (
                    <FigureLink
                      value={share.income}
                      label={`${row.name} ${t('reportsView.figure.income')}`}
                      onOpen={() =>
                        setDrill({
                          figure: 'income',
                          label: row.name,
                          filters: { ...filters, [filter]: value },
                        })
                      }
                    />
                  );
                }}
              />
            );
          })}
        </div>
      </ListPage>
      <IncomeEntriesDrawer
        report="/hankun/report/projectIncome"
        drill={drill}
        onClose={() => setDrill(null)}
      />
    </div>
  );
}
