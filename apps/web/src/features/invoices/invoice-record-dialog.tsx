import { formatIsoDate, type InvoiceDetailView } from '@venus/shared';
import { App, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { useInvoiceActions } from './invoices-api.ts';

export type RecordMode = 'record' | 'reverse';

interface RecordValues {
  invoiceNumber: string;
  invoiceDate: Dayjs;
  reason?: string;
}

/**
 * Finance's 登记发票 (number and date of the invoice it made, which approves the request) and
 * 红冲 (a red-letter invoice for the whole of a recorded one, with its own number and a reason).
 * The invoice's file is attached on the page beforehand; it goes along.
 */
export function InvoiceRecordDialog({
  invoice,
  mode,
  onClose,
}: {
  invoice: InvoiceDetailView;
  mode: RecordMode | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RecordValues>();
  const formName = `invoice-${mode}-${useId()}`;
  const { record, reverse } = useInvoiceActions();
  useFormOnOpen(form, mode !== null, { invoiceDate: dayjs() });
  const confirm = async () => {
    if (!mode) return;
    const values = await form.validateFields();
    const common = {
      invoiceId: invoice.invoiceId,
      invoiceNumber: values.invoiceNumber.trim(),
      invoiceDate: formatIsoDate(values.invoiceDate.toDate()),
    };
    try {
      if (mode === 'record') {
        await record.mutateAsync({ ...common, fileId: invoice.fileId, comment: '' });
      } else {
        await reverse.mutateAsync({ ...common, reason: (values.reason ?? '').trim() });
      }
    } catch {
      return; // The refusal is shown; the dialog stays open.
    }
    void message.success(t(mode === 'record' ? 'invoicesUi.recorded' : 'invoicesUi.reversed'));
    onClose();
  };
  return (
    <VenusDialog
      open={mode !== null}
      title={mode ? t(`invoicesUi.${mode}Title`) : ''}
      onConfirm={confirm}
      onCancel={onClose}
      confirmLoading={record.isPending || reverse.isPending}
      danger={mode === 'reverse'}
      maskClosable={false}
    >
      <Form form={form} name={formName} layout="vertical">
        <Form.Item
          name="invoiceNumber"
          label={t(mode === 'reverse' ? 'invoicesUi.redNumber' : 'invoicesUi.field.invoiceNumber')}
          rules={[
            { required: true, whitespace: true, message: t('invoicesUi.numberRequired') },
            { pattern: /^[0-9A-Za-z-]{1,40}$/, message: t('invoice.invalidNumber') },
          ]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="invoiceDate"
          label={t('invoicesUi.field.invoiceDate')}
          rules={[{ required: true, message: t('invoicesUi.dateRequired') }]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        {mode === 'reverse' ? (
          <Form.Item
            name="reason"
            label={t('invoicesUi.reason')}
            rules={[{ required: true, whitespace: true, message: t('invoice.reasonRequired') }]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
          </Form.Item>
        ) : null}
      </Form>
    </VenusDialog>
  );
}
