import { ACK_FILE_SOURCE, type AckDetail } from '@venus/shared';
import { Alert, App, Button, Card, Descriptions, Flex, Result, Spin, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { FilePanel } from '../files/file-panel.tsx';
import { audienceText } from './audience-fields.tsx';
import { idOf } from './notice-paths.ts';
import { useAck, useNoticeMutations } from './notices-queries.ts';
import { ReceiptsPanel } from './receipts-panel.tsx';
import './notices.css';

/**
 * Spec /ack/confirm and /ack/detailAck (:title?id=): the document and its files; the person asked
 * confirms here, once; its author and administration see who has and has not, and may cancel it.
 */
export function AckDetailPage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useAck(idOf(useSearchParams()[0]));
  if (isLoading) return <Spin />;
  if (!data) {
    const said = isApiError(error) && error.msg ? error.msg : t('noticeUi.notFound');
    return <Result status="404" title={said} />;
  }
  return <AckView detail={data} />;
}

function AckView({ detail }: { detail: AckDetail }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { confirmAck, cancelAck } = useNoticeMutations();
  const { received, sent } = detail;
  const shown = received ?? sent!;
  const owner = useMemo(
    () => ({ source: ACK_FILE_SOURCE, onlyId: String(shown.ackId), type: '' }),
    [shown.ackId],
  );
  const readOnly = useMemo(() => ({ add: false, edit: false, remove: false, download: true }), []);
  const confirm = () =>
    modal.confirm({
      title: t('noticeUi.confirm_confirm', { title: shown.title }),
      okText: t('noticeUi.ok'),
      cancelText: t('noticeUi.cancel'),
      onOk: () => confirmAck.mutateAsync(shown.ackId),
    });
  const cancel = () =>
    modal.confirm({
      title: t('noticeUi.confirm_cancelAck', { title: shown.title }),
      okText: t('noticeUi.ok'),
      cancelText: t('noticeUi.cancel'),
      okButtonProps: { danger: true },
      onOk: () => cancelAck.mutateAsync(shown.ackId),
    });
  return (
    <Flex vertical gap={16} className="venus-ack-detail" data-ack={shown.ackId}>
      <Card
        variant="borderless"
        title={shown.title}
        extra={
          <Flex gap={8} wrap align="center">
            {sent ? <Tag>{t(`noticeUi.ackStatus_${sent.status}`)}</Tag> : null}
            {sent?.status === 'sent' && sent.mayEdit ? (
              <Button danger onClick={cancel}>
                {t('noticeUi.cancelAck')}
              </Button>
            ) : null}
          </Flex>
        }
      >
        <Typography.Paragraph type="secondary">
          {shown.author.name}
          {'sentAt' in shown && shown.sentAt ? ` · ${formatDateTime(shown.sentAt)}` : ''}
          {shown.dueOn ? ` · ${t('noticeUi.dueBy', { day: shown.dueOn })}` : ''}
        </Typography.Paragraph>
        {shown.content ? <div className="venus-notice-content">{shown.content}</div> : null}
        {received ? (
          <div className="venus-ack-confirm">
            {received.confirmedAt ? (
              <Alert
                type="success"
                showIcon
                data-testid="ack-confirmed"
                title={t('noticeUi.confirmedOn', { at: formatDateTime(received.confirmedAt) })}
              />
            ) : (
              <Flex gap={12} align="center" wrap>
                <Typography.Text>{t('noticeUi.confirmHint')}</Typography.Text>
                <Button type="primary" loading={confirmAck.isPending} onClick={confirm}>
                  {t('noticeUi.confirmRead')}
                </Button>
              </Flex>
            )}
          </div>
        ) : null}
      </Card>
      <FilePanel owner={owner} title={t('noticeUi.ackFiles')} permission={readOnly} />
      {sent ? (
        <Card variant="borderless" title={t('noticeUi.sentInfo')}>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'audience', label: t('noticeUi.audience'), children: audienceText(t, sent) },
              {
                key: 'count',
                label: t('noticeUi.confirmedCount'),
                children: `${sent.confirmedCount} / ${sent.recipientCount}`,
              },
              {
                key: 'sentAt',
                label: t('noticeUi.sentAt'),
                children: sent.sentAt ? formatDateTime(sent.sentAt) : '—',
              },
            ]}
          />
        </Card>
      ) : null}
      {sent && sent.status !== 'draft' ? <ReceiptsPanel kind="ack" id={sent.ackId} /> : null}
    </Flex>
  );
}
