import type { BillDetail } from '@venus/shared';
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { billActions } from './bill-action-rules.ts';
import {
  BillCorrectionDialog,
  type CorrectionKind,
  type CorrectionValues,
} from './bill-correction-dialog.tsx';
import { billEditPath } from './bill-paths.ts';
import { BillSendDialog } from './bill-send-dialog.tsx';
import { downloadBillDocument, useBillActions } from './bills-api.ts';

/** Where a deleted draft leaves the person: their bills. */
const MY_BILLS = '/bill/billList';

/**
 * The buttons of a bill's page: its PDF, send it and its LEDES file once issued; submit, withdraw,
 * delete a draft; ask for a credit note or a write-off.
 */
export function BillActions({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const info = useUserInfo().data;
  const actions = billActions(bill, { userId: info?.user.userId, permissions: info?.permissions ?? [] });
  const { submit, withdraw, remove, credit, writeOff } = useBillActions();
  const [correcting, setCorrecting] = useState<CorrectionKind | null>(null);
  const [sending, setSending] = useState(false);
  const allowed = new Set(actions);

  const correct = async (kind: CorrectionKind, values: CorrectionValues) => {
    if (kind === 'credit') {
      await credit.mutateAsync({
        billId: bill.billId,
        whole: values.whole,
        reason: values.reason,
        ...(values.whole ? {} : { amount: values.amount }),
      });
    } else {
      await writeOff.mutateAsync({ billId: bill.billId, reason: values.reason });
    }
    void message.success(t('billsView.actions.requested'));
  };

  const fileName = bill.number ?? t('billsView.draft');
  return (
    <Space wrap className="venus-bills__actions">
      <Button onClick={() => void downloadBillDocument(bill.billId, 'pdf', `${fileName}.pdf`)}>
        {t('billsView.actions.pdf')}
      </Button>
      {allowed.has('send') ? (
        <Button type="primary" onClick={() => setSending(true)}>
          {t('billsView.actions.send')}
        </Button>
      ) : null}
      {allowed.has('ledes') ? (
        <Button onClick={() => void downloadBillDocument(bill.billId, 'ledes', `LEDES-${fileName}.txt`)}>
          {t('billsView.actions.ledes')}
        </Button>
      ) : null}
      {allowed.has('edit') ? (
        <Button onClick={() => void navigate(billEditPath(bill.billId))}>
          {t('billsView.actions.edit')}
        </Button>
      ) : null}
      {allowed.has('submit') ? (
        <Popconfirm
          title={t('billsView.actions.submitConfirm')}
          okText={t('billsView.actions.submit')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            submit.mutateAsync(bill.billId).then(() => message.success(t('billsView.actions.submitted')))
          }
        >
          <Button type="primary" loading={submit.isPending}>
            {t('billsView.actions.submit')}
          </Button>
        </Popconfirm>
      ) : null}
      {allowed.has('withdraw') && bill.instanceId !== null ? (
        <Popconfirm
          title={t('billsView.actions.withdrawConfirm')}
          okText={t('approvalsUi.withdraw')}
          cancelText={t('common.cancel')}
          onConfirm={() => withdraw.mutateAsync(bill.instanceId ?? 0)}
        >
          <Button loading={withdraw.isPending}>{t('approvalsUi.withdraw')}</Button>
        </Popconfirm>
      ) : null}
      {allowed.has('remove') ? (
        <Popconfirm
          title={t('billsView.actions.removeConfirm')}
          okText={t('list.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onConfirm={() => remove.mutateAsync(bill.billId).then(() => void navigate(MY_BILLS))}
        >
          <Button danger loading={remove.isPending}>
            {t('billsView.actions.remove')}
          </Button>
        </Popconfirm>
      ) : null}
      {allowed.has('credit') ? (
        <Button danger onClick={() => setCorrecting('credit')}>
          {t('billsView.actions.credit')}
        </Button>
      ) : null}
      {allowed.has('writeOff') ? (
        <Button danger onClick={() => setCorrecting('writeOff')}>
          {t('billsView.actions.writeOff')}
        </Button>
      ) : null}
      <BillCorrectionDialog
        kind={correcting}
        bill={bill}
        saving={credit.isPending || writeOff.isPending}
        onConfirm={correct}
        onClose={() => setCorrecting(null)}
      />
      {sending ? <BillSendDialog bill={bill} open={sending} onClose={() => setSending(false)} /> : null}
    </Space>
  );
}
