import { PlusOutlined } from '@ant-design/icons';
import { CASE_STAGES, type CaseRow, type CaseStage } from '@venus/shared';
import { Button, Form, Input, Result } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { useIsMobile } from '../../app/use-device.ts';
import type { RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { DictSelect } from '../../components/dict/dict-select.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { CaseCards } from './case-cards.tsx';
import { caseColumns } from './case-columns.tsx';
import { auditRangeOf, auditStageOf, caseDetailPath, caseTitle } from './case-paths.ts';
import { type CaseListKind, useCaseList } from './cases-api.ts';
import { StageCounts } from './stage-counts.tsx';
import './cases.css';
import { Select } from '../../components/select/select.tsx';

interface Filters {
  keyword?: string;
  stage?: CaseStage;
  practiceArea?: string;
}

const AUDIT_PERMISSIONS: Partial<Record<CaseStage, string>> = {
  preCheck: 'hankun:project:listAllPreCheck',
  establishment: 'hankun:project:listAllStartCheck',
  closingAudit: 'hankun:project:listAllEndCheck',
};

/** Spec /project/management: the cases I applied for or work on. */
export function MyCasesPage() {
  return <CaseListPage kind="list" />;
}

/** Spec /project/listAll: every case I may see (decision 0025). */
export function AllCasesPage() {
  const allowed = useHasPermission('hankun:project:listAll');
  const { t } = useTranslation();
  return allowed ? <CaseListPage kind="listAll" /> : <Result status="403" title={t('result.unauthorized')} />;
}

/** Spec /project/auditList: the cases at one audit, by the status range in the query. */
export function AuditListPage() {
  const { t } = useTranslation();
  const range = auditRangeOf(useSearchParams()[0]);
  const stage = range ? auditStageOf(range) : null;
  const allowed = useHasPermission(stage ? (AUDIT_PERMISSIONS[stage] ?? '') : '');
  if (!range || !stage) return <Result status="404" title={t('casesUi.list.unknownAudit')} />;
  if (!allowed) return <Result status="403" title={t('result.unauthorized')} />;
  return <CaseListPage kind="auditList" range={range} auditStage={stage} />;
}

interface CaseListPageProps {
  kind: CaseListKind;
  range?: { statusFrom: number; statusTo: number };
  auditStage?: CaseStage;
}

function CaseListPage({ kind, range, auditStage }: CaseListPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [query] = useSearchParams();
  const mayApply = useHasPermission('hankun:project:myAdd');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(() => caseColumns(t), [t, i18n.language]);
  const table = useDataTable<CaseRow>({ tableId: `cases-${kind}`, columns });
  const [form] = Form.useForm<Filters>();
  const { filters, search } = useSearchFilters<Filters>(table.toFirstPage);
  const cases = useCaseList(kind, { ...filters, ...range, ...table.query }, table.ready);

  const open = (row: CaseRow) => void navigate(caseDetailPath(caseTitle(row), row.projectId));
  // A task of the spec's case codes opens this page with the case's id (spec task-code route map).
  const taskRecord = Number(query.get('id') ?? 0);
  useEffect(() => {
    if (taskRecord > 0)
      void navigate(caseDetailPath(t('casesUi.detail.title'), taskRecord), { replace: true });
  }, [taskRecord, navigate, t]);

  const chooseStage = (stage: CaseStage | undefined) => {
    form.setFieldValue('stage', stage);
    search(form.getFieldsValue(true) as Filters);
  };

  const conditions: SearchCondition[] = [
    { name: 'keyword', label: t('casesUi.list.keyword'), input: <Input allowClear maxLength={64} /> },
    ...(range
      ? []
      : [
          {
            name: 'stage',
            label: t('casesUi.field.stage'),
            input: (
              <Select
                allowClear
                options={CASE_STAGES.map((stage) => ({ value: stage, label: t(`casesUi.stage.${stage}`) }))}
              />
            ),
          },
        ]),
    {
      name: 'practiceArea',
      label: t('casesUi.field.practiceArea'),
      input: <DictSelect dictType="hk_practice_area" allowClear />,
      advanced: true,
    },
  ];

  const title = auditStage ? t(`casesUi.list.audit.${auditStage}`) : t(`casesUi.list.title.${kind}`);
  const toolbar = mayApply ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/project/settle')}>
      {t('casesUi.settle.title')}
    </Button>
  ) : null;
  const actions = (row: CaseRow): RowAction[] => [
    { key: 'view', label: t('casesUi.list.view'), onClick: () => open(row) },
  ];

  return (
    <div className="venus-cases venus-cases--list" data-list={kind}>
      {range ? null : (
        <StageCounts focus={kind === 'list' ? 'mine' : 'all'} stage={filters.stage} onChange={chooseStage} />
      )}
      <ListPage
        title={title}
        search={<SearchPanel<Filters> form={form} conditions={conditions} onSearch={search} />}
      >
        {isMobile ? (
          <CaseCards
            rows={cases.data?.rows}
            total={cases.data?.total ?? 0}
            loading={cases.isFetching}
            pageNum={table.pageNum}
            pageSize={table.pageSize}
            onPage={table.changePage}
            onOpen={open}
            toolbar={toolbar}
          />
        ) : (
          <DataTable<CaseRow>
            table={table}
            rows={cases.data?.rows}
            total={cases.data?.total ?? 0}
            loading={cases.isFetching}
            rowKey="projectId"
            toolbar={toolbar}
            rowActions={actions}
            actionsWidth={90}
            ariaLabel={title}
            rowProps={(row) => ({ onClick: () => open(row), className: 'venus-cases__row' })}
          />
        )}
      </ListPage>
    </div>
  );
}
