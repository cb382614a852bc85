import { Form, type FormInstance, Input } from 'antd';
import type { ReactNode } from 'react';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useRequired } from './case-form-rules.ts';

/** What every case action's dialog is given by the case's action bar. */
export interface CaseDialogProps {
  projectId: number;
  open: boolean;
  onClose: () => void;
}

interface CaseFormDialogProps<V> {
  form: FormInstance<V>;
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Runs after the form is valid; the dialog closes once it succeeds, and stays open on a refusal. */
  onSubmit: (values: V) => Promise<unknown>;
  pending: boolean;
  confirmText?: ReactNode;
  width?: number;
  initialValues?: Partial<V>;
  children: ReactNode;
}

/** A case action asking for a few fields (restart, close): not closed by a stray click, emptied after. */
export function CaseFormDialog<V>({
  form,
  open,
  title,
  onClose,
  onSubmit,
  pending,
  confirmText,
  width,
  initialValues,
  children,
}: CaseFormDialogProps<V>) {
  const confirm = async () => {
    await onSubmit(await form.validateFields());
    onClose();
  };
  return (
    <VenusDialog
      open={open}
      title={title}
      onCancel={onClose}
      // An invalid form marks its fields; a refused call is shown by the API client.
      onConfirm={() => void confirm().catch(() => {})}
      confirmLoading={pending}
      confirmText={confirmText}
      afterClose={() => form.resetFields()}
      maskClosable={false}
      width={width}
    >
      <Form form={form} layout="vertical" initialValues={initialValues}>
        {children}
      </Form>
    </VenusDialog>
  );
}

/** The reason a case action asks for; the audit keeps it. */
export function ReasonField({ label, className }: { label: string; className?: string }) {
  const required = useRequired();
  return (
    <Form.Item
      name="reason"
      label={label}
      className={className}
      rules={required(label, { whitespace: true })}
    >
      <Input.TextArea rows={3} maxLength={1000} />
    </Form.Item>
  );
}
