import { LockOutlined, StarFilled } from '@ant-design/icons';
import { CASE_END_FILE_TYPE, CASE_FILE_SOURCE, type CaseDetail } from '@venus/shared';
import { Card, Flex, Result, Spin, Tabs, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useApprovalDetail } from '../../components/approval-timeline/approval-detail-api.ts';
import { ApprovalTimeline } from '../../components/approval-timeline/approval-timeline.tsx';
import { localName } from '../../components/format/local-name.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { CaseFeesTab } from '../billing/arrangements/case-fees-tab.tsx';
import { CaseBillsTab } from '../billing/case-bills-tab.tsx';
import { CaseExpensesTab } from '../expenses/case-expenses-tab.tsx';
import { FilePanel } from '../files/file-panel.tsx';
import { CaseTimePanel } from '../worklogs/case-time-panel.tsx';
import { CaseActions } from './case-actions.tsx';
import { CaseEvents } from './case-events.tsx';
import { CaseOverview, CaseTeam } from './case-overview.tsx';
import { CasePartiesTab } from './case-parties-tab.tsx';
import { CASE_DETAIL_TABS, type CaseDetailTab, type CaseSubPage } from './case-paths.ts';
import { CaseStageTag } from './case-stage-tag.tsx';
import { CaseSubLinks } from './case-sub-page.tsx';
import { useCaseDetail } from './cases-api.ts';
import { CheckHistory } from './check-history.tsx';
import './cases.css';

const tabOf = (name: string | null): CaseDetailTab =>
  (CASE_DETAIL_TABS as readonly string[]).includes(name ?? '') ? (name as CaseDetailTab) : 'overview';

/** Spec /jurisdiction/projectDetail/:title?projectId=&tabName= */
export function CaseDetailPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const projectId = Number(query.get('projectId') ?? 0);
  const detail = useCaseDetail(projectId);
  if (detail.isLoading) return <Spin />;
  // One not allowed to see it is told the same as for a case that does not exist (decision 0025).
  if (detail.isError || !detail.data) return <Result status="404" title={t('casesUi.notFound')} />;
  return <CaseDetailView detail={detail.data} initialTab={tabOf(query.get('tabName'))} />;
}

function CaseDetailView({ detail, initialTab }: { detail: CaseDetail; initialTab: CaseDetailTab }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // The tab is the page's own state: changing the query would open another tab (spec §4 Tabs).
  const [tab, setTab] = useState<CaseDetailTab>(initialTab);
  useEffect(() => setTab(initialTab), [initialTab]);
  const name = localName(language, detail.nameCn, detail.nameEn);
  const withLinks = (pages: readonly CaseSubPage[], body: ReactNode) => (
    <Flex vertical gap={12}>
      {body}
      <CaseSubLinks detail={detail} pages={pages} />
    </Flex>
  );
  const items = [
    // Each tab links the case's own page of the same matter (spec §2 Cases sub-pages).
    {
      key: 'overview',
      label: t('casesUi.detail.tabs.overview'),
      children: withLinks(['related', 'budget', 'expenseType'], <CaseOverview detail={detail} />),
    },
    {
      key: 'parties',
      label: t('casesUi.detail.tabs.parties'),
      children: withLinks(
        ['contact'],
        <CasePartiesTab detail={detail} onShowChecks={() => setTab('checks')} />,
      ),
    },
    {
      key: 'team',
      label: t('casesUi.detail.tabs.team'),
      children: withLinks(['lawyer'], <CaseTeam detail={detail} />),
    },
    {
      key: 'time',
      label: t('casesUi.detail.tabs.time'),
      children: <CaseTimePanel projectId={detail.projectId} />,
    },
    {
      key: 'bills',
      label: t('casesUi.detail.tabs.bills'),
      children: <CaseBillsTab projectId={detail.projectId} />,
    },
    // How the case is charged, its history and its lawyer-fee agreements (decision 0040).
    {
      key: 'fees',
      label: t('casesUi.detail.tabs.fees'),
      children: <CaseFeesTab projectId={detail.projectId} />,
    },
    {
      key: 'expenses',
      label: t('casesUi.detail.tabs.expenses'),
      children: <CaseExpensesTab projectId={detail.projectId} />,
    },
    { key: 'files', label: t('casesUi.detail.tabs.files'), children: <CaseFiles detail={detail} /> },
    {
      key: 'checks',
      label: t('casesUi.detail.tabs.checks'),
      children: <CheckHistory projectId={detail.projectId} />,
    },
    { key: 'history', label: t('casesUi.detail.tabs.history'), children: <CaseHistory detail={detail} /> },
  ];
  return (
    <div className="venus-cases venus-cases--detail" data-project={detail.projectId}>
      <Card variant="borderless" className="venus-cases__section">
        <Flex wrap gap={12} justify="space-between" align="flex-start">
          <div className="venus-cases__heading">
            <Typography.Title level={4} className="venus-cases__title">
              {detail.restricted ? <LockOutlined aria-label={t('casesUi.restricted')} /> : null}
              {detail.special ? (
                <StarFilled className="venus-cases__mark--special" aria-label={t('casesUi.special')} />
              ) : null}
              <span>{detail.number ? `${detail.number}:${name}` : name}</span>
              <CaseStageTag status={detail.status} />
            </Typography.Title>
            <Typography.Text type="secondary">
              {detail.clientName}
              {detail.partnerName ? ` · ${t('casesUi.field.partner')} ${detail.partnerName}` : ''}
            </Typography.Text>
          </div>
          <CaseActions detail={detail} />
        </Flex>
      </Card>
      <Card variant="borderless" className="venus-cases__section">
        <Tabs activeKey={tab} onChange={(key) => setTab(key as CaseDetailTab)} items={items} />
      </Card>
    </div>
  );
}

function CaseFiles({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const me = useUserInfo().data?.user.userId;
  const owner = useMemo(
    () => ({ source: CASE_FILE_SOURCE, onlyId: String(detail.projectId), type: '' }),
    [detail.projectId],
  );
  const archive = useMemo(
    () => ({ source: CASE_FILE_SOURCE, onlyId: String(detail.projectId), type: CASE_END_FILE_TYPE }),
    [detail.projectId],
  );
  const onTeam = detail.applicantId === me || detail.team.some((member) => member.userId === me);
  const permission = useMemo(() => ({ add: onTeam, edit: onTeam, remove: onTeam, download: true }), [onTeam]);
  // The closing archive (judgment, settlement, closing memorandum) is what closing checks for.
  return (
    <Flex vertical gap={16}>
      <FilePanel owner={owner} title={t('casesUi.detail.filesTitle')} permission={permission} />
      <div data-testid="case-closing-archive">
        <Typography.Paragraph type="secondary">{t('casesUi.detail.archiveHint')}</Typography.Paragraph>
        <FilePanel owner={archive} title={t('casesUi.detail.archiveTitle')} permission={permission} />
      </div>
    </Flex>
  );
}

function CaseHistory({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const approval = useApprovalDetail(detail.instanceId ?? undefined);
  return (
    <Flex vertical gap={16}>
      {detail.instanceId !== null ? (
        <Card size="small" title={t('casesUi.detail.currentRequest')}>
          <ApprovalTimeline detail={approval.data} />
        </Card>
      ) : null}
      <CaseEvents events={detail.events} />
    </Flex>
  );
}
