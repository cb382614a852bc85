import { Alert, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  saving: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

const EMPTY = { reason: '' };

/** Undoing money (reversing an allocation, voiding a receipt) asks why; a refusal stays in the dialog. */
export function ReceiptReasonDialog({ open, title, saving, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [problem, setProblem] = useState('');
  const name = `receipt-reason-${useId()}`;
  useFormOnOpen(form, open, EMPTY);
  const confirm = async () => {
    const { reason } = await form.validateFields();
    setProblem('');
    try {
      await onConfirm(reason.trim());
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem(error.msg);
      return;
    }
    onClose();
  };
  return (
    <VenusDialog
      open={open}
      title={title}
      onConfirm={confirm}
      onCancel={onClose}
      afterClose={() => setProblem('')}
      confirmLoading={saving}
      danger
      maskClosable={false}
    >
      {problem ? <Alert type="error" showIcon message={problem} role="alert" /> : null}
      <Form form={form} name={name} layout="vertical">
        <Form.Item
          name="reason"
          label={t('receiptsView.reason')}
          rules={[{ required: true, whitespace: true, message: t('receipt.reasonRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
