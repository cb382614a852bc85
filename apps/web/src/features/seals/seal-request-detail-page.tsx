import type { SealRequestDetail } from '@venus/shared';
import { Alert, App, Button, Card, Descriptions, Popconfirm, Result, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error.ts';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useApprovalDetail } from '../../components/approval-timeline/approval-detail-api.ts';
import { ApprovalTimeline } from '../../components/approval-timeline/approval-timeline.tsx';
import { type SealDecision, SealDecisionDialog } from './seal-decision-dialog.tsx';
import { SealStampDialog } from './seal-stamp-dialog.tsx';
import { SealRequestStatusTag } from './seal-tags.tsx';
import { sealComparePath, sealEditPath, useSealRequest, useSealRequestActions } from './seals-api.ts';
import './seals.css';

const idOf = (query: URLSearchParams) => {
  const id = Number(query.get('id') ?? 0);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** Spec /v2/seal/detail/:title and detailV3, ?id= (task codes 151000–151006): one seal request. */
export function SealRequestDetailPage() {
  const { t } = useTranslation();
  const request = useSealRequest(idOf(useSearchParams()[0]));
  if (request.isLoading) return <Spin />;
  if (!request.data) {
    const said =
      isApiError(request.error) && request.error.msg ? request.error.msg : t('seal.requestNotFound');
    return <Result status="404" title={said} />;
  }
  return <SealRequestView request={request.data} />;
}

function SealRequestView({ request }: { request: SealRequestDetail }) {
  const { t } = useTranslation();
  const approval = useApprovalDetail(request.instanceId ?? undefined);
  const me = useUserInfo().data?.user.userId;
  const live = approval.data?.instance.status === 'running';
  const myTask = live && (approval.data?.pending ?? []).some((task) => task.assigneeId === me);
  const label = (key: string) => t(`sealsUi.field.${key}`);
  const isLend = request.kind === 'lend';
  return (
    <div
      className="venus-seals venus-seals--detail"
      data-request={request.requestId}
      data-status={request.status}
    >
      <Card
        variant="borderless"
        className="venus-seals__summary"
        title={t('sealsUi.detailTitle', { purpose: request.purpose })}
        extra={<SealActions request={request} mayDecide={myTask && request.status === 'approving'} />}
      >
        {request.returnComment && (request.status === 'sentBack' || request.status === 'rejected') ? (
          <Alert
            type="warning"
            showIcon
            message={t('sealsUi.returned', { comment: request.returnComment })}
          />
        ) : null}
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={label('requestId')}>{request.requestId}</Descriptions.Item>
          <Descriptions.Item label={t('field.status')}>
            <SealRequestStatusTag status={request.status} />
            {request.isOverdue ? <Tag color="error">{t('sealsUi.overdue')}</Tag> : null}
          </Descriptions.Item>
          <Descriptions.Item label={label('kind')}>{t(`sealsUi.kind.${request.kind}`)}</Descriptions.Item>
          <Descriptions.Item label={label('seal')}>
            {request.seal.name}（{request.seal.officeName} · {t(`sealsUi.type.${request.seal.type}`)}）
          </Descriptions.Item>
          <Descriptions.Item label={label('custodian')}>{request.seal.custodian.name}</Descriptions.Item>
          <Descriptions.Item label={label('applicant')}>{request.applicant.name}</Descriptions.Item>
          <Descriptions.Item label={label('case')}>{request.caseName || '—'}</Descriptions.Item>
          {request.kind === 'bid' ? (
            <Descriptions.Item label={label('tenderName')}>{request.tenderName}</Descriptions.Item>
          ) : null}
          {isLend ? (
            <>
              <Descriptions.Item label={label('expectedReturnDate')}>
                {request.expectedReturnDate}
              </Descriptions.Item>
              <Descriptions.Item label={label('lentAt')}>
                {request.lentAt?.slice(0, 16).replace('T', ' ') ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={label('returnedAt')}>
                {request.returnedAt?.slice(0, 16).replace('T', ' ') ?? '—'}
              </Descriptions.Item>
            </>
          ) : (
            <>
              <Descriptions.Item label={label('stampedBy')}>
                {request.stampedBy?.name ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={label('stampedAt')}>
                {request.stampedAt ? new Date(request.stampedAt).toLocaleString() : '—'}
              </Descriptions.Item>
            </>
          )}
          {request.stampRemark ? (
            <Descriptions.Item label={label('remark')}>{request.stampRemark}</Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      {isLend ? null : (
        <Card variant="borderless" title={t('sealsUi.documentsTitle')} data-testid="seal-documents">
          <Table
            size="small"
            rowKey="documentId"
            pagination={false}
            dataSource={request.documents}
            columns={[
              { key: 'file', title: label('document'), render: (_, row) => row.file.name },
              { dataIndex: 'copies', title: label('copies'), width: 90, align: 'right' },
              {
                key: 'stampedCopies',
                title: label('stampedCopies'),
                width: 110,
                align: 'right',
                render: (_, row) => row.stampedCopies ?? '—',
              },
              { key: 'scan', title: label('scan'), render: (_, row) => row.scan?.name ?? '—' },
            ]}
          />
        </Card>
      )}
      <Card variant="borderless" title={t('sealsUi.approvalTitle')}>
        <ApprovalTimeline detail={request.instanceId === null ? null : approval.data} />
      </Card>
    </div>
  );
}

/** The buttons of a request's page by its status and the reader; the server checks each again. */
function SealActions({ request, mayDecide }: { request: SealRequestDetail; mayDecide: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const run = useSealRequestActions();
  const [deciding, setDeciding] = useState<SealDecision | null>(null);
  const [stamping, setStamping] = useState(false);
  const { requestId, can } = request;
  const done = (key: string) => () => void message.success(t(`sealsUi.done.${key}`));
  const confirmed = (key: 'submit' | 'withdraw' | 'cancel', go: () => Promise<unknown>, danger = false) => (
    <Popconfirm
      title={t(`sealsUi.confirm.${key}`)}
      okText={t(`sealsUi.actions.${key}`)}
      okButtonProps={{ danger }}
      cancelText={t('common.cancel')}
      onConfirm={() => go().then(done(key), () => undefined)}
    >
      <Button type={key === 'submit' ? 'primary' : 'default'} danger={danger}>
        {t(`sealsUi.actions.${key}`)}
      </Button>
    </Popconfirm>
  );
  const decide = async (decision: SealDecision, comment: string) => {
    if (decision === 'audit') await run.approve.mutateAsync({ requestId, comment });
    if (decision === 'back') await run.sendBack.mutateAsync({ requestId, comment });
    if (decision === 'reject') await run.reject.mutateAsync({ requestId, comment });
    if (decision === 'handOut') await run.handOut.mutateAsync({ requestId, remark: comment });
    if (decision === 'receive') await run.receive.mutateAsync({ requestId, remark: comment });
    done(decision)();
  };
  const open = (decision: SealDecision, primary = true) => (
    <Button type={primary ? 'primary' : 'default'} danger={!primary} onClick={() => setDeciding(decision)}>
      {t(`sealsUi.actions.${decision}`)}
    </Button>
  );
  return (
    <Space wrap className="venus-seals__actions">
      {can.edit ? (
        <Button onClick={() => void navigate(sealEditPath(requestId, request.kind))}>
          {t('sealsUi.actions.edit')}
        </Button>
      ) : null}
      {can.submit ? confirmed('submit', () => run.submit.mutateAsync(requestId)) : null}
      {can.withdraw ? confirmed('withdraw', () => run.withdraw.mutateAsync(requestId)) : null}
      {can.cancel ? confirmed('cancel', () => run.cancel.mutateAsync(requestId), true) : null}
      {mayDecide ? (
        <>
          {open('audit')}
          {open('back', false)}
          {open('reject', false)}
        </>
      ) : null}
      {can.stamp ? (
        <Button type="primary" onClick={() => setStamping(true)}>
          {t('sealsUi.actions.stamp')}
        </Button>
      ) : null}
      {can.handOut ? open('handOut') : null}
      {can.receive ? open('receive') : null}
      {request.status === 'stamped' ? (
        <Button onClick={() => void navigate(sealComparePath(request.purpose, requestId))}>
          {t('sealsUi.actions.compare')}
        </Button>
      ) : null}
      <SealDecisionDialog
        decision={deciding}
        saving={[run.approve, run.sendBack, run.reject, run.handOut, run.receive].some(
          (one) => one.isPending,
        )}
        onConfirm={decide}
        onClose={() => setDeciding(null)}
      />
      {can.stamp ? (
        <SealStampDialog request={request} open={stamping} onClose={() => setStamping(false)} />
      ) : null}
    </Space>
  );
}
