import { EditOutlined } from '@ant-design/icons';
import { CASE_STATUS, type CaseDetail, RESTART_STATUSES } from '@venus/shared';
import { Button, Checkbox, Form, Popconfirm, Radio, Space, Switch, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useApprovalDetail } from '../../components/approval-timeline/approval-detail-api.ts';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { type CaseDialogProps, CaseFormDialog, ReasonField } from './case-dialog-parts.tsx';
import { caseTitle, settlePath } from './case-paths.ts';
import { useCaseMutations } from './cases-api.ts';
import { CloseCaseDialog } from './close-case-dialog.tsx';
import { ClosingInfoButton } from './closing-info-button.tsx';

type Dialog = 'close' | 'restart' | 'ready' | null;

/** Spec §4 Case actions, each shown as the case's `can` allows; the server decides again. */
export function CaseActions({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { reset, special, withdraw, followOn } = useCaseMutations();
  const [dialog, setDialog] = useState<Dialog>(null);
  const me = useUserInfo().data?.user.userId;
  const request = useApprovalDetail(detail.instanceId ?? undefined).data?.instance;
  const { can, projectId } = detail;
  const isDraft = detail.status === CASE_STATUS.draft;
  // As on every request (approval-panel.tsx): its applicant may take it back until it is decided.
  const mayWithdraw =
    request !== undefined &&
    request.applicantId === me &&
    (request.status === 'running' || request.status === 'sentBack');
  return (
    <Space wrap className="venus-cases__detail-actions">
      {mayWithdraw ? (
        <Popconfirm
          title={t('casesUi.actions.withdrawConfirm')}
          okButtonProps={{ loading: withdraw.isPending }}
          onConfirm={() => withdraw.mutateAsync(request.instanceId)}
        >
          <Button>{t('approvalsUi.withdraw')}</Button>
        </Popconfirm>
      ) : null}
      {can.edit ? (
        <Button
          type={isDraft ? 'primary' : 'default'}
          icon={<EditOutlined />}
          onClick={() => void navigate(settlePath(caseTitle(detail), projectId))}
        >
          {t(isDraft ? 'casesUi.actions.continue' : 'casesUi.actions.edit')}
        </Button>
      ) : null}
      {can.close ? <Button onClick={() => setDialog('close')}>{t('casesUi.actions.close')}</Button> : null}
      {can.closingInfo ? <ClosingInfoButton detail={detail} /> : null}
      {can.readyForSettlement ? (
        <Button onClick={() => setDialog('ready')} disabled={detail.readyForSettlement}>
          {t(detail.readyForSettlement ? 'casesUi.actions.readyDone' : 'casesUi.actions.ready')}
        </Button>
      ) : null}
      {can.restart ? (
        <Button onClick={() => setDialog('restart')}>{t('casesUi.actions.restart')}</Button>
      ) : null}
      {can.followOn ? (
        <Popconfirm
          title={t('casesUi.actions.followOnConfirm')}
          okButtonProps={{ loading: followOn.isPending }}
          onConfirm={async () => {
            const draft = await followOn.mutateAsync(projectId);
            await navigate(settlePath(detail.nameCn, draft));
          }}
        >
          <Button>{t('casesUi.actions.followOn')}</Button>
        </Popconfirm>
      ) : null}
      {can.reset ? (
        <Popconfirm
          title={t('casesUi.actions.resetConfirm')}
          okButtonProps={{ danger: true, loading: reset.isPending }}
          onConfirm={() => reset.mutateAsync(projectId)}
        >
          <Button danger>{t('casesUi.actions.reset')}</Button>
        </Popconfirm>
      ) : null}
      {can.setSpecial ? (
        <Tooltip title={t('casesUi.actions.specialHint')}>
          <Space size={4}>
            <Switch
              size="small"
              checked={detail.special}
              loading={special.isPending}
              aria-label={t('casesUi.special')}
              onChange={(value) => special.mutate({ projectId, value })}
            />
            <Typography.Text>{t('casesUi.special')}</Typography.Text>
          </Space>
        </Tooltip>
      ) : null}
      <CloseCaseDialog projectId={projectId} open={dialog === 'close'} onClose={() => setDialog(null)} />
      <RestartDialog projectId={projectId} open={dialog === 'restart'} onClose={() => setDialog(null)} />
      <ReadyDialog projectId={projectId} open={dialog === 'ready'} onClose={() => setDialog(null)} />
    </Space>
  );
}

function RestartDialog({ projectId, open, onClose }: CaseDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ status: (typeof RESTART_STATUSES)[number]; reason: string }>();
  const { restart } = useCaseMutations();
  return (
    <CaseFormDialog
      form={form}
      open={open}
      title={t('casesUi.restart.title')}
      onClose={onClose}
      onSubmit={(values) => restart.mutateAsync({ projectId, ...values })}
      pending={restart.isPending}
      initialValues={{ status: CASE_STATUS.active }}
    >
      <Form.Item name="status" label={t('casesUi.restart.status')}>
        <Radio.Group
          options={RESTART_STATUSES.map((status) => ({
            value: status,
            label: t(status === CASE_STATUS.active ? 'casesUi.restart.reopen' : 'casesUi.restart.applyAgain'),
          }))}
        />
      </Form.Item>
      <ReasonField label={t('casesUi.restart.reason')} />
    </CaseFormDialog>
  );
}

function ReadyDialog({ projectId, open, onClose }: CaseDialogProps) {
  const { t } = useTranslation();
  const [notifyAll, setNotifyAll] = useState(false);
  const { ready } = useCaseMutations();
  return (
    <VenusDialog
      open={open}
      title={t('casesUi.ready.title')}
      onCancel={onClose}
      onConfirm={() => ready.mutate({ projectId, notifyAll }, { onSuccess: onClose })}
      confirmLoading={ready.isPending}
      afterClose={() => setNotifyAll(false)}
    >
      <Typography.Paragraph>{t('casesUi.ready.intro')}</Typography.Paragraph>
      <Checkbox checked={notifyAll} onChange={(event) => setNotifyAll(event.target.checked)}>
        {t('casesUi.ready.notifyAll')}
      </Checkbox>
    </VenusDialog>
  );
}
