import type { CaseDetail } from '@venus/shared';
import { Descriptions, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DictLabel } from '../../components/dict/dict-select.tsx';
import { localName } from '../../components/format/local-name.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { CaseParties } from './case-overview.tsx';
import { usePartyChange } from './case-parties-api.ts';
import { caseDetailPath, caseTitle } from './case-paths.ts';
import { CaseStageTag } from './case-stage-tag.tsx';
import { useCaseDetail, useCheckHistory } from './cases-api.ts';
import { CheckCard } from './check-history.tsx';
import { ConflictHits } from './conflict-hits.tsx';
import './cases.css';

function CaseSummary({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = localName(language, detail.nameCn, detail.nameEn);
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        {
          key: 'case',
          label: t('casesUi.field.name'),
          children: (
            <Link to={caseDetailPath(caseTitle(detail), detail.projectId)}>
              {detail.number ? `${detail.number}:${name}` : name}
            </Link>
          ),
        },
        { key: 'client', label: t('casesUi.field.client'), children: detail.clientName },
        {
          key: 'kind',
          label: t('casesUi.field.projectType'),
          children: (
            <>
              <DictLabel dictType="hk_practice_area" value={detail.practiceArea} /> ·{' '}
              <DictLabel dictType="hk_project_type" value={detail.projectType} />
            </>
          ),
        },
        { key: 'partner', label: t('casesUi.field.partner'), children: detail.partnerName },
        { key: 'stage', label: t('casesUi.field.stage'), children: <CaseStageTag status={detail.status} /> },
        ...(detail.description
          ? [{ key: 'description', label: t('casesUi.field.description'), children: detail.description }]
          : []),
      ]}
    />
  );
}

function RecordFrame({
  recordId,
  children,
}: {
  recordId: string;
  children: (detail: CaseDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const detail = useCaseDetail(Number(recordId));
  if (detail.isLoading) return <Spin />;
  if (!detail.data) return <Typography.Text type="secondary">{t('casesUi.notFound')}</Typography.Text>;
  return (
    <Flex vertical gap={12} className="venus-cases__record">
      <CaseSummary detail={detail.data} />
      <Typography.Text strong>{t('casesUi.settle.parties')}</Typography.Text>
      <CaseParties detail={detail.data} />
      {children(detail.data)}
    </Flex>
  );
}

/** The application's record in the task centre: the case, its parties, the hits and the applicant's answers. */
export function CaseApplicationRecord({ recordId }: { recordId: string }) {
  return (
    <RecordFrame recordId={recordId}>{(detail) => <AnsweredHits projectId={detail.projectId} />}</RecordFrame>
  );
}

function AnsweredHits({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const history = useCheckHistory(projectId);
  // The answers were given on the latest check, the one the application was sent with.
  const latest = history.data?.[0];
  if (history.isLoading) return <Spin />;
  return (
    <>
      <Typography.Text strong>{t('casesUi.record.answers')}</Typography.Text>
      {latest ? (
        latest.hits.length > 0 ? (
          <ConflictHits check={latest} />
        ) : (
          <Typography.Text type="secondary">{t('casesUi.settle.noHits')}</Typography.Text>
        )
      ) : (
        <Typography.Text type="secondary">{t('casesUi.check.none')}</Typography.Text>
      )}
    </>
  );
}

/** The closing request in the task centre: the case, its parties, the reason and the overridden checks. */
export function CaseClosingRecord({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  return (
    <RecordFrame recordId={recordId}>
      {(detail) => {
        const request = detail.events.find((event) => event.action === 'closing.request');
        // Written in the request's own transaction, so they carry its time.
        const overrides = detail.events.filter(
          (event) => event.action === 'closing.override' && event.at === request?.at,
        );
        return (
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'reason', label: t('casesUi.close.reason'), children: request?.comment ?? '—' },
              ...overrides.map((event) => ({
                key: `override-${event.eventId}`,
                label: t('casesUi.record.override'),
                children: event.comment,
              })),
            ]}
          />
        );
      }}
    </RecordFrame>
  );
}

/**
 * A party change in the task centre (issue 27 item 9): the case and its parties now, the parties
 * as the change would make them, why, and the hits of the check of the new names.
 */
export function CasePartiesRecord({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const change = usePartyChange(Number(recordId));
  const history = useCheckHistory(change.data?.projectId ?? 0);
  if (change.isLoading) return <Spin />;
  if (!change.data) return <Typography.Text type="secondary">{t('casesUi.notFound')}</Typography.Text>;
  const check = history.data?.find((entry) => entry.checkId === change.data.checkId);
  return (
    <RecordFrame recordId={String(change.data.projectId)}>
      {() => (
        <>
          <Typography.Text strong>{t('casesUi.partyChange.recordTitle')}</Typography.Text>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'parties',
                label: t('casesUi.detail.tabs.parties'),
                children: change.data.parties.map((party) => party.name).join('、'),
              },
              { key: 'reason', label: t('casesUi.partyChange.reason'), children: change.data.reason },
              {
                key: 'status',
                label: t('field.status'),
                children: t(`casesUi.partyChange.status.${change.data.status}`),
              },
            ]}
          />
          {check ? <CheckCard check={check} withAnswers={false} /> : <Spin />}
        </>
      )}
    </RecordFrame>
  );
}
