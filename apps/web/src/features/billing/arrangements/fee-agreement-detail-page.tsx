import {
  FEE_AGREEMENT_FILE_SOURCE,
  FEE_AGREEMENT_POSTPONE_BUSINESS_TYPE,
  type FeeAgreementView,
  feeAgreementPostponeSchema,
} from '@venus/shared';
import { Button, Card, Descriptions, Flex, Result, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRecordApproval } from '../../../components/approval-timeline/approval-detail-api.ts';
import { ApprovalTimeline } from '../../../components/approval-timeline/approval-timeline.tsx';
import { DateReasonDialog } from '../../../components/dialog/date-reason-dialog.tsx';
import { MoneyText } from '../../../components/money/money-text.tsx';
import { caseDetailPath } from '../../cases/case-paths.ts';
import { FilePanel } from '../../files/file-panel.tsx';
import { FeeAgreementEndDialog } from './fee-agreement-end-dialog.tsx';
import { FeeAgreementFormDialog } from './fee-agreement-form-dialog.tsx';
import { FeeAgreementStatus } from './fee-agreement-status.tsx';
import { useFeeAgreement, useFeeArrangementMutations } from './fee-arrangements-api.ts';

/** Spec /lawyerfee/lawyerDetail?id=: one lawyer-fee agreement, its reminders and its postponement. */
export function FeeAgreementDetailPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const agreement = useFeeAgreement(Number(query.get('id') ?? 0));
  if (agreement.isLoading) return <Spin />;
  if (agreement.isError || !agreement.data)
    return <Result status="404" title={t('feeAgreementUi.notFound')} />;
  return <FeeAgreementDetail agreement={agreement.data} />;
}

function FeeAgreementDetail({ agreement }: { agreement: FeeAgreementView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'postpone' | 'edit' | 'end' | null>(null);
  // The newest postponement, running or decided: its timeline stays on the page (decision 0046).
  const approval = useRecordApproval(FEE_AGREEMENT_POSTPONE_BUSINESS_TYPE, String(agreement.agreementId));
  const owner = useMemo(
    () => ({ source: FEE_AGREEMENT_FILE_SOURCE, onlyId: String(agreement.agreementId), type: '' }),
    [agreement.agreementId],
  );
  const close = () => setOpen(null);
  return (
    <Flex vertical gap={12} data-testid="fee-agreement" data-agreement={agreement.agreementId}>
      <Card variant="borderless">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {agreement.title || t('feeAgreementUi.title')}
            <span style={{ marginInlineStart: 8 }}>
              <FeeAgreementStatus agreement={agreement} />
            </span>
          </Typography.Title>
          <Space wrap>
            {agreement.canChange ? (
              <>
                <Button onClick={() => setOpen('edit')}>{t('feeAgreementUi.edit')}</Button>
                <Button danger onClick={() => setOpen('end')}>
                  {t('feeAgreementUi.end')}
                </Button>
              </>
            ) : null}
            {agreement.canPostpone ? (
              <Button type="primary" onClick={() => setOpen('postpone')}>
                {t('feeAgreementUi.postpone')}
              </Button>
            ) : null}
          </Space>
        </Flex>
        <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginTop: 12 }}>
          <Descriptions.Item label={t('feeAgreementUi.agreementNo')}>
            <span data-testid="fee-agreement-no">{agreement.agreementNo || '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('feeAgreementUi.case')}>
            <Link to={caseDetailPath(agreement.projectName, agreement.projectId, 'fees')}>
              {agreement.projectName}
            </Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('feeAgreementUi.signedOn')}>{agreement.signedOn}</Descriptions.Item>
          <Descriptions.Item label={t('feeAgreementUi.effectiveFrom')}>
            {agreement.effectiveFrom}
          </Descriptions.Item>
          <Descriptions.Item label={t('feeAgreementUi.expiresOn')}>
            <span data-testid="fee-agreement-expires">{agreement.expiresOn}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('feeAgreementUi.amount')}>
            {agreement.amount ? (
              <span>
                {agreement.currency} <MoneyText value={agreement.amount} />
              </span>
            ) : (
              '—'
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('feeAgreementUi.terms')} span={2}>
            {agreement.terms || '—'}
          </Descriptions.Item>
          {agreement.status === 'ended' ? (
            <Descriptions.Item label={t('feeAgreementUi.endedOn')} span={2}>
              {agreement.endedOn} {agreement.endReason}
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('feeAgreementUi.remark')}>{agreement.remark || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('feeAgreementUi.reminders')}>
            <Flex gap={4} wrap data-testid="fee-agreement-reminders">
              {agreement.reminders.length === 0
                ? '—'
                : agreement.reminders.map((reminder) => (
                    <Tag key={`${reminder.expiresOn}-${reminder.taskCode}`}>
                      {t(`feeAgreementUi.reminder.${reminder.taskCode}`, { date: reminder.expiresOn })}
                    </Tag>
                  ))}
            </Flex>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <div data-testid="fee-agreement-file">
        <FilePanel
          owner={owner}
          title={t('feeAgreementUi.file')}
          permission={{ add: agreement.canChange, edit: false, download: true, remove: false }}
        />
      </div>
      {approval.data ? (
        <Card
          variant="borderless"
          title={t('feeAgreementUi.postponement')}
          data-testid="fee-agreement-postponement"
        >
          <ApprovalTimeline detail={approval.data} />
        </Card>
      ) : null}
      <PostponeDialog agreement={agreement} open={open === 'postpone'} onClose={close} />
      <FeeAgreementFormDialog
        projectId={agreement.projectId}
        agreement={agreement}
        open={open === 'edit'}
        onClose={close}
      />
      <FeeAgreementEndDialog agreement={agreement} open={open === 'end'} onClose={close} />
    </Flex>
  );
}

const fields = feeAgreementPostponeSchema.shape;

/** A new expiry with the reason, sent to the responsible partner for approval (80003). */
function PostponeDialog({
  agreement,
  open,
  onClose,
}: {
  agreement: FeeAgreementView;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { postpone } = useFeeArrangementMutations();
  return (
    <DateReasonDialog
      open={open}
      onClose={onClose}
      title={t('feeAgreementUi.postponeTitle')}
      date={{ name: 'expiresOn', label: t('feeAgreementUi.newExpiry'), schema: fields.expiresOn }}
      reason={{ name: 'reason', label: t('feeAgreementUi.reason'), schema: fields.reason }}
      pending={postpone.isPending}
      success={t('feeAgreementUi.postponeSent')}
      save={({ date, reason }) =>
        postpone.mutateAsync({ agreementId: agreement.agreementId, expiresOn: date, reason })
      }
    />
  );
}
