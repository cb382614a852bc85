import { Card, Descriptions, Flex, Result, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { audienceText } from './audience-fields.tsx';
import { idOf } from './notice-paths.ts';
import { useNotice } from './notices-queries.ts';
import { ReceiptsPanel } from './receipts-panel.tsx';
import './notices.css';

/**
 * Spec /notice/detail/:title?id=: the notice; opening it marks it read. Its author and
 * administration see below it whom it went to and who has read it.
 */
export function NoticeDetailPage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useNotice(idOf(useSearchParams()[0]));
  if (isLoading) return <Spin />;
  if (!data) {
    const said = isApiError(error) && error.msg ? error.msg : t('noticeUi.notFound');
    return <Result status="404" title={said} />;
  }
  const shown = data.received ?? data.sent!;
  const sent = data.sent;
  return (
    <Flex vertical gap={16} className="venus-notice-detail" data-notice={shown.noticeId}>
      <Card
        variant="borderless"
        title={shown.title}
        extra={sent ? <Tag>{t(`noticeUi.status_${sent.status}`)}</Tag> : null}
      >
        <Typography.Paragraph type="secondary">
          {shown.author.name}
          {shown.publishedAt ? ` · ${formatDateTime(shown.publishedAt)}` : ''}
        </Typography.Paragraph>
        <div className="venus-notice-content">{shown.content}</div>
      </Card>
      {sent ? (
        <Card variant="borderless" title={t('noticeUi.sentInfo')}>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'audience', label: t('noticeUi.audience'), children: audienceText(t, sent) },
              {
                key: 'count',
                label: t('noticeUi.readCount'),
                children: sent.status === 'draft' ? '—' : `${sent.readCount} / ${sent.recipientCount}`,
              },
              {
                key: 'withdrawn',
                label: t('noticeUi.withdrawnAt'),
                children: sent.withdrawnAt ? formatDateTime(sent.withdrawnAt) : '—',
              },
            ]}
          />
        </Card>
      ) : null}
      {sent && sent.status !== 'draft' ? <ReceiptsPanel kind="notice" id={sent.noticeId} /> : null}
    </Flex>
  );
}
