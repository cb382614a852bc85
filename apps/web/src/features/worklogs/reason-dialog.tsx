import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';

interface ReasonDialogProps {
  open: boolean;
  title: ReactNode;
  label: string;
  /** A send-back and a write-off say why; a confirmation's comment is optional. */
  required: boolean;
  loading: boolean;
  danger?: boolean;
  confirmText?: string;
  children?: ReactNode;
  onConfirm: (text: string) => Promise<unknown>;
  onClose: () => void;
}

const EMPTY = { text: '' };

/** A decision on time that carries a comment or a reason: confirm, send back, write off. */
export function ReasonDialog({
  open,
  title,
  label,
  required,
  loading,
  danger,
  confirmText,
  children,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text: string }>();
  const formName = `worklog-reason-${useId()}`;
  useFormOnOpen(form, open, EMPTY);
  const confirm = async () => {
    const { text } = await form.validateFields();
    try {
      await onConfirm((text ?? '').trim());
    } catch {
      // The API client has shown the refusal; the dialog stays open to try again.
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
      confirmLoading={loading}
      confirmText={confirmText}
      danger={danger}
      maskClosable={false}
    >
      {children}
      <Form form={form} name={formName} layout="vertical">
        <Form.Item
          name="text"
          label={label}
          rules={required ? [{ required: true, whitespace: true, message: t('worklog.reasonRequired') }] : []}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
