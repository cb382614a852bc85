import { Button, Descriptions, Space, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useApprovalDetail } from '../../components/approval-timeline/approval-detail-api.ts';
import { ApprovalTimeline } from '../../components/approval-timeline/approval-timeline.tsx';
import { useTaskActions } from './approvals-api.ts';
import { approvalRecordViewOf } from './record-views.ts';
import { type DecisionKind, TaskDecisionDialog } from './task-decision-dialog.tsx';

export const INSTANCE_STATUS_COLOURS: Record<string, string> = {
  running: 'processing',
  sentBack: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

const DECISIONS: DecisionKind[] = ['approve', 'sendBack', 'reject', 'transfer'];

/**
 * A request as its approver or applicant sees it: what it is, where it stands, its timeline and
 * the buttons the viewer may press (a pending task of theirs; the applicant's withdrawal).
 */
export function ApprovalPanel({ instanceId, taskId }: { instanceId: number; taskId?: number }) {
  const { t } = useTranslation();
  const me = useUserInfo().data?.user.userId;
  const { data: detail, isLoading } = useApprovalDetail(instanceId);
  const { decide, withdraw } = useTaskActions();
  const [deciding, setDeciding] = useState<DecisionKind | null>(null);
  if (isLoading || !detail) return <Spin />;
  const { instance } = detail;
  const RecordView = approvalRecordViewOf(instance.businessType);
  const myTask = detail.pending.find((task) => task.taskId === taskId);
  const mayWithdraw =
    me === instance.applicantId && (instance.status === 'running' || instance.status === 'sentBack');
  return (
    <div className="venus-approval-panel" data-instance={instanceId}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'title', label: t('approvalsUi.column.title'), children: instance.title },
          { key: 'applicant', label: t('approvalsUi.column.applicant'), children: instance.applicantName },
          {
            key: 'status',
            label: t('field.status'),
            children: (
              <Tag color={INSTANCE_STATUS_COLOURS[instance.status]}>
                {t(`approvalsUi.instanceStatus.${instance.status}`)}
              </Tag>
            ),
          },
          {
            key: 'submitted',
            label: t('approvalsUi.column.submittedAt'),
            children: dayjs(instance.createdAt).format('YYYY-MM-DD HH:mm'),
          },
        ]}
      />
      {RecordView ? (
        <div className="venus-approval-panel__record">
          <Suspense fallback={<Spin />}>
            <RecordView recordId={instance.recordId} instanceStatus={instance.status} />
          </Suspense>
        </div>
      ) : null}
      {myTask || mayWithdraw ? (
        <Space wrap className="venus-approval-panel__actions">
          {myTask
            ? DECISIONS.map((kind) => (
                <Button
                  key={kind}
                  type={kind === 'approve' ? 'primary' : 'default'}
                  danger={kind === 'reject'}
                  onClick={() => setDeciding(kind)}
                >
                  {t(`approvalsUi.decide.${kind}`)}
                </Button>
              ))
            : null}
          {mayWithdraw ? (
            <Button loading={withdraw.isPending} onClick={() => withdraw.mutate(instanceId)}>
              {t('approvalsUi.withdraw')}
            </Button>
          ) : null}
        </Space>
      ) : null}
      <ApprovalTimeline detail={detail} />
      <TaskDecisionDialog
        kind={deciding}
        title={instance.title}
        saving={decide.isPending}
        onClose={() => setDeciding(null)}
        onDecide={(decision) =>
          myTask && decide.mutate({ taskId: myTask.taskId, decision }, { onSuccess: () => setDeciding(null) })
        }
      />
    </div>
  );
}
