import type { LoanDetail, LoanRepaymentRequest, LoanRepaymentRequestStatus } from '@venus/shared';
import { App, Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useApprovalDetail } from '../../components/approval-timeline/approval-detail-api.ts';
import { ApprovalTimeline } from '../../components/approval-timeline/approval-timeline.tsx';
import {
  type DecisionValues,
  type ExpenseDecision,
  ExpenseDecisionDialog,
} from '../expenses/expense-decision-dialog.tsx';
import { LoanAmount } from './loan-columns.tsx';
import { LoanRepayRequestDialog } from './loan-repay-request-dialog.tsx';
import { mayRequestRepayment, repaymentRequestActions } from './loan-repayment-request-rules.ts';
import { useRepaymentRequestActions } from './loans-api.ts';

const COLOURS: Record<LoanRepaymentRequestStatus, string> = {
  approving: 'processing',
  sentBack: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

const useViewer = () => {
  const info = useUserInfo().data;
  return { userId: info?.user.userId, permissions: info?.permissions ?? [] };
};

/** 申请还款 (decision 0053): the borrower's button on the loan's page, with its dialog. */
export function RepayRequestButton({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!mayRequestRepayment(loan, useViewer())) return null;
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('loansUi.repayRequest.request')}
      </Button>
      {open ? <LoanRepayRequestDialog loan={loan} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The loan's repayment requests, newest first, each with its status and the reader's buttons. */
export function LoanRepaymentRequests({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`loansUi.repayRequest.field.${key}`);
  const [newest] = loan.repaymentRequests;
  if (!newest) return null;
  return (
    <Card variant="borderless" title={t('loansUi.repayRequest.title')} data-testid="loan-repay-requests">
      <Table<LoanRepaymentRequest>
        size="small"
        rowKey="requestId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={loan.repaymentRequests}
        columns={[
          { dataIndex: 'requestId', title: label('requestId'), render: (id: number) => `#${id}` },
          {
            dataIndex: 'amount',
            title: label('amount'),
            align: 'right',
            render: (value: string) => <LoanAmount value={value} currency={loan.currency} />,
          },
          {
            dataIndex: 'method',
            title: label('method'),
            render: (method: string) => t(`expense.method.${method}`),
          },
          { dataIndex: 'plannedDate', title: label('plannedDate') },
          {
            dataIndex: 'status',
            title: label('status'),
            render: (status: LoanRepaymentRequestStatus, row) => (
              <Space direction="vertical" size={0}>
                <Tag color={COLOURS[status]} data-status={status}>
                  {t(`loan.repayRequest.status.${status}`)}
                </Tag>
                {row.returnComment && (status === 'sentBack' || status === 'rejected') ? (
                  <span className="venus-expenses__return">
                    {t('loansUi.repayRequest.returned', { comment: row.returnComment })}
                  </span>
                ) : null}
              </Space>
            ),
          },
          { dataIndex: 'remark', title: label('remark'), render: (remark: string) => remark || '—' },
          {
            key: 'actions',
            title: '',
            render: (_, row) => <RequestButtons loan={loan} request={row} />,
          },
        ]}
      />
      {newest?.instanceId ? (
        <RequestTimeline requestId={newest.requestId} instanceId={newest.instanceId} />
      ) : null}
    </Card>
  );
}

/** The newest request's own approval, under the list (the loan's approval keeps its card below). */
function RequestTimeline({ requestId, instanceId }: { requestId: number; instanceId: number }) {
  const { t } = useTranslation();
  const approval = useApprovalDetail(instanceId);
  return (
    <section style={{ marginTop: 16 }} data-testid="loan-repay-request-approval">
      <Typography.Title level={5}>
        {t('loansUi.repayRequest.approvalTitle', { id: requestId })}
      </Typography.Title>
      <ApprovalTimeline detail={approval.data} />
    </section>
  );
}

/** One request's buttons: amend or withdraw for the borrower, the decisions for the task's holder. */
function RequestButtons({ loan, request }: { loan: LoanDetail; request: LoanRepaymentRequest }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const viewer = useViewer();
  const open = request.status === 'approving' || request.status === 'sentBack';
  const approval = useApprovalDetail(open ? (request.instanceId ?? undefined) : undefined);
  const pending =
    approval.data?.instance.status === 'running' ? approval.data.pending.map((task) => task.assigneeId) : [];
  const actions = new Set(repaymentRequestActions(loan, request, pending, viewer));
  const run = useRepaymentRequestActions();
  const [deciding, setDeciding] = useState<ExpenseDecision | null>(null);
  const [amending, setAmending] = useState(false);
  const { requestId } = request;
  const done = (key: string) => void message.success(t(`loansUi.repayRequest.done.${key}`));

  const decide = async (decision: ExpenseDecision, values: DecisionValues) => {
    const comment = values.comment ?? '';
    if (decision === 'audit') await run.approve.mutateAsync({ requestId, comment });
    if (decision === 'back') await run.sendBack.mutateAsync({ requestId, comment });
    if (decision === 'reject') await run.reject.mutateAsync({ requestId, comment });
    done(decision);
  };
  const decisionButton = (decision: 'audit' | 'back' | 'reject') => (
    <Button
      size="small"
      type={decision === 'audit' ? 'primary' : 'default'}
      danger={decision !== 'audit'}
      onClick={() => setDeciding(decision)}
    >
      {t(`loansUi.repayRequest.actions.${decision}`)}
    </Button>
  );

  if (actions.size === 0) return null;
  return (
    <Space wrap size="small">
      {actions.has('resubmit') ? (
        <Button size="small" type="primary" onClick={() => setAmending(true)}>
          {t('loansUi.repayRequest.actions.resubmit')}
        </Button>
      ) : null}
      {actions.has('withdraw') ? (
        <Popconfirm
          title={t('loansUi.repayRequest.confirm.withdraw')}
          okText={t('loansUi.repayRequest.actions.withdraw')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            run.withdraw.mutateAsync({ requestId }).then(
              () => done('withdraw'),
              () => undefined,
            )
          }
        >
          <Button size="small">{t('loansUi.repayRequest.actions.withdraw')}</Button>
        </Popconfirm>
      ) : null}
      {actions.has('audit') ? decisionButton('audit') : null}
      {actions.has('back') ? decisionButton('back') : null}
      {actions.has('reject') ? decisionButton('reject') : null}
      <ExpenseDecisionDialog
        decision={deciding}
        saving={[run.approve, run.sendBack, run.reject].some((one) => one.isPending)}
        onConfirm={decide}
        onClose={() => setDeciding(null)}
      />
      {amending ? (
        <LoanRepayRequestDialog loan={loan} request={request} onClose={() => setAmending(false)} />
      ) : null}
    </Space>
  );
}
