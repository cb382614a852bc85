import { DatePicker, Form, Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDateField } from '../form/iso-date-field.ts';
import { useFormOnOpen } from '../form/use-form-on-open.ts';
import { useFormSubmit } from '../form/use-form-submit.ts';
import { type SafeParser, schemaRule } from '../form/zod-rule.ts';
import { VenusDialog } from './venus-dialog.tsx';

/** A field of the dialog: its form name (the server's field), its label and its shared rule. */
interface DialogField {
  name: string;
  label: string;
  schema: SafeParser;
}

export interface DateReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  date: DialogField;
  reason: DialogField;
  /** The date the dialog opens with (today, say); empty when not given. */
  initialDate?: string | undefined;
  pending: boolean;
  /** Said when the server took it. */
  success: string;
  save: (values: { date: string; reason: string }) => Promise<unknown>;
}

/**
 * A date with the reason for it, as a record's step asks (an agreement's new expiry, its early
 * end): both checked by the shared schema's rules, a refusal shown on the field the server names.
 */
export function DateReasonDialog({
  open,
  onClose,
  title,
  date,
  reason,
  initialDate,
  pending,
  success,
  save,
}: DateReasonDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string>>();
  const formName = `date-reason-${useId()}`;
  useFormOnOpen(form, open, initialDate ? { [date.name]: initialDate } : undefined);
  const submit = useFormSubmit(form);
  const confirm = () =>
    submit(
      (typed) => save({ date: typed[date.name] ?? '', reason: (typed[reason.name] ?? '').trim() }),
      success,
      onClose,
    );
  return (
    <VenusDialog
      open={open}
      title={title}
      onConfirm={confirm}
      onCancel={onClose}
      confirmLoading={pending}
      maskClosable={false}
    >
      <Form form={form} name={formName} layout="vertical">
        <Form.Item
          name={date.name}
          label={date.label}
          required
          rules={[schemaRule(date.schema, date.name, t)]}
          {...isoDateField}
        >
          <DatePicker />
        </Form.Item>
        <Form.Item
          name={reason.name}
          label={reason.label}
          required
          rules={[schemaRule(reason.schema, reason.name, t)]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
