import type { ConflictCheckRow } from '@venus/shared';
import { Card, Empty, Flex, Result, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCaseDetail, useCheckHistory } from './cases-api.ts';
import { ConflictHits } from './conflict-hits.tsx';
import './cases.css';

/** One saved check: who ran it, over which names, what it found and how each hit was answered. */
export function CheckCard({ check, withAnswers = true }: { check: ConflictCheckRow; withAnswers?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      className="venus-cases__check"
      data-check={check.checkId}
      title={
        <Flex wrap gap={8} align="center">
          <span>{dayjs(check.checkedAt).format('YYYY-MM-DD HH:mm')}</span>
          <Typography.Text type="secondary">{check.checkedByName}</Typography.Text>
          {check.current ? <Tag color="green">{t('casesUi.check.current')}</Tag> : null}
        </Flex>
      }
      extra={
        <Tag color={check.hits.length > 0 ? 'orange' : 'default'}>
          {t('casesUi.check.hits', { count: check.hits.length })}
        </Tag>
      }
    >
      <Typography.Paragraph type="secondary" className="venus-cases__queries">
        {t('casesUi.check.searched')}
        {check.queries.map((query) => (
          <Tag key={query.name}>
            {query.registrationNumber ? `${query.name} (${query.registrationNumber})` : query.name}
          </Tag>
        ))}
      </Typography.Paragraph>
      {check.hits.length > 0 ? <ConflictHits check={check} withAnswers={withAnswers} /> : null}
    </Card>
  );
}

/** Every check of a case, newest first (spec /project/checkHistory and the detail's tab). */
export function CheckHistory({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const history = useCheckHistory(projectId);
  if (history.isLoading) return <Spin />;
  if (!history.data || history.data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('casesUi.check.none')} />;
  return (
    <Flex vertical gap={12}>
      {history.data.map((check) => (
        <CheckCard key={check.checkId} check={check} />
      ))}
    </Flex>
  );
}

/** Spec /project/checkHistory/:title?projectId= */
export function CheckHistoryPage() {
  const { t } = useTranslation();
  const projectId = Number(useSearchParams()[0].get('projectId') ?? 0);
  const detail = useCaseDetail(projectId);
  if (detail.isLoading) return <Spin />;
  if (detail.isError || !detail.data) return <Result status="404" title={t('casesUi.notFound')} />;
  const name = detail.data.number ? `${detail.data.number}:${detail.data.nameCn}` : detail.data.nameCn;
  return (
    <Card
      variant="borderless"
      title={t('casesUi.checks.pageTitle', { name })}
      className="venus-cases__section"
    >
      <CheckHistory projectId={projectId} />
    </Card>
  );
}
