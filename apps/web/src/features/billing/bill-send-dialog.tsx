import type { BillDetail } from '@venus/shared';
import { Alert, App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { useBillActions } from './bills-api.ts';

/**
 * Mails the bill's PDF to the client (spec billSend): to the bill's contact unless others are
 * typed; a refused address or a mail server that would not take it is said in the dialog.
 */
export function BillSendDialog({
  bill,
  open,
  onClose,
}: {
  bill: BillDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { send } = useBillActions();
  const [recipients, setRecipients] = useState<string[]>(
    bill.billingContactEmail ? [bill.billingContactEmail] : [],
  );
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setProblem(null);
    try {
      const sending = await send.mutateAsync({ billId: bill.billId, recipients });
      if (sending.outcome === 'failed') {
        setProblem(t('billsView.send.failed', { error: sending.error }));
        return;
      }
      void message.success(t('billsView.send.sent', { recipients: sending.recipients.join(', ') }));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem(error.msg);
    }
  };

  return (
    <Modal
      open={open}
      title={t('billsView.send.title', { number: bill.number ?? '' })}
      okText={t('billsView.send.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={send.isPending}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('billsView.send.recipients')} extra={t('billsView.send.recipientsHint')}>
          <Select
            mode="tags"
            value={recipients}
            onChange={setRecipients}
            tokenSeparators={[',', ';', ' ']}
            open={false}
            aria-label={t('billsView.send.recipients')}
          />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} data-testid="bill-send-problem" /> : null}
    </Modal>
  );
}
