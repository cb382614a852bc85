import { Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useApprovalDetail } from '../../components/approval-timeline/approval-detail-api.ts';
import { ApprovalTimeline } from '../../components/approval-timeline/approval-timeline.tsx';
import { useAbsenceMutations } from './leave-api.ts';

interface AbsenceDetailProps {
  title: string;
  record: { applicantId: number; status: string; instanceId: number | null };
  description: ReactNode;
  amendPath: string;
}

/**
 * A leave or overtime request on its own page: what it is, its approval's timeline, and the
 * applicant's own actions (amend after a send-back, withdraw before the next decision).
 */
export function AbsenceDetail({ title, record, description, amendPath }: AbsenceDetailProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useUserInfo().data?.user.userId;
  const approval = useApprovalDetail(record.instanceId ?? undefined);
  const { withdraw } = useAbsenceMutations();
  const mine = me === record.applicantId;
  const open = record.status === 'approving' || record.status === 'sentBack';
  return (
    <div className="venus-leave venus-leave--detail">
      <Card
        variant="borderless"
        title={title}
        extra={
          mine ? (
            <Space wrap>
              {record.status === 'sentBack' ? (
                <Button type="primary" onClick={() => void navigate(amendPath)}>
                  {t('leaveUi.amend')}
                </Button>
              ) : null}
              {open && record.instanceId !== null ? (
                <Button
                  loading={withdraw.isPending}
                  onClick={() => record.instanceId && withdraw.mutate(record.instanceId)}
                >
                  {t('approvalsUi.withdraw')}
                </Button>
              ) : null}
            </Space>
          ) : null
        }
      >
        {description}
      </Card>
      <Card variant="borderless" title={t('leaveUi.timeline')}>
        <ApprovalTimeline detail={approval.data} />
      </Card>
    </div>
  );
}
