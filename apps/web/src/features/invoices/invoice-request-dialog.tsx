import { INVOICE_TYPES, type InvoiceDetailView, type InvoiceType } from '@venus/shared';
import { App, Form, Input, Radio, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { Select } from '../../components/select/select.tsx';
import { CurrencyAmount } from '../billing/currency-amount.tsx';
import { useInvoiceActions, useInvoiceOptions } from './invoices-api.ts';

interface RequestValues {
  invoiceTitleId: number;
  invoiceType: InvoiceType;
  amount: string;
  remark: string;
}

/**
 * 申请开票 (spec /bill/billOpenInvoice): the lawyer asks finance for an invoice on an issued bill,
 * with one of the client's titles, a type and an amount up to what the bill may still take. The
 * server checks the amount again under a lock; a refusal keeps the dialog open with its words.
 * With `amending`, the same form amends a request finance sent back and sends it again.
 */
export function InvoiceRequestDialog({
  bill,
  amending,
  open,
  onClose,
}: {
  bill: { billId: number; number: string | null; currency: string };
  amending?: InvoiceDetailView;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RequestValues>();
  const formName = `invoice-request-${useId()}`;
  const options = useInvoiceOptions(bill.billId, open);
  const { request, resubmit } = useInvoiceActions();
  const saving = amending ? resubmit : request;
  const initial = amending
    ? {
        invoiceTitleId: amending.invoiceTitleId ?? undefined,
        invoiceType: amending.invoiceType,
        amount: amending.amount,
        remark: amending.remark,
      }
    : options.data
      ? {
          invoiceTitleId: options.data.defaultTitleId ?? undefined,
          invoiceType: 'vatSpecial' as const,
          amount: options.data.available,
          remark: '',
        }
      : undefined;
  useFormOnOpen(form, open && options.data !== undefined, initial);
  const confirm = async () => {
    const values = await form.validateFields();
    const remark = values.remark ?? '';
    try {
      if (amending)
        await resubmit.mutateAsync({ invoiceId: amending.invoiceId, ...values, remark, comment: '' });
      else await request.mutateAsync({ billId: bill.billId, ...values, remark });
    } catch {
      return; // The API client has shown the refusal; the dialog stays open.
    }
    void message.success(t(amending ? 'invoicesUi.resubmitted' : 'invoicesUi.requested'));
    onClose();
  };
  return (
    <VenusDialog
      open={open}
      title={t(amending ? 'invoicesUi.resubmitTitle' : 'invoicesUi.requestTitle', {
        number: bill.number ?? '',
      })}
      onConfirm={confirm}
      onCancel={onClose}
      confirmLoading={saving.isPending}
      maskClosable={false}
    >
      <Typography.Paragraph data-available={options.data?.available}>
        {t('invoicesUi.available')}{' '}
        <CurrencyAmount currency={bill.currency} value={options.data?.available ?? '0.00'} />
      </Typography.Paragraph>
      <Form form={form} name={formName} layout="vertical">
        <Form.Item
          name="invoiceTitleId"
          label={t('invoicesUi.field.title')}
          rules={[{ required: true, message: t('invoicesUi.titleRequired') }]}
        >
          <Select
            loading={options.isLoading}
            options={(options.data?.titles ?? []).map((title) => ({
              value: title.invoiceTitleId,
              label: title.taxNumber ? `${title.title}（${title.taxNumber}）` : title.title,
            }))}
          />
        </Form.Item>
        <Form.Item name="invoiceType" label={t('invoicesUi.field.invoiceType')} rules={[{ required: true }]}>
          <Radio.Group
            options={INVOICE_TYPES.map((type) => ({ value: type, label: t(`invoice.type.${type}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={`${t('invoicesUi.field.amount')} (${bill.currency})`}
          rules={[{ required: true, message: t('invoicesUi.amountRequired') }]}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item name="remark" label={t('invoicesUi.field.remark')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
