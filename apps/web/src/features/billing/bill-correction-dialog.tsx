import type { BillDetail } from '@venus/shared';
import { Form, Input, Radio, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { CurrencyAmount } from './currency-amount.tsx';

export type CorrectionKind = 'credit' | 'writeOff';

export interface CorrectionValues {
  whole: boolean;
  amount?: string;
  reason: string;
}

interface BillCorrectionDialogProps {
  kind: CorrectionKind | null;
  bill: BillDetail;
  saving: boolean;
  onConfirm: (kind: CorrectionKind, values: CorrectionValues) => Promise<unknown>;
  onClose: () => void;
}

const EMPTY: CorrectionValues = { whole: true, reason: '' };

/**
 * A credit note (whole or partial) or a write-off of the balance, asked of finance with a reason.
 * The request goes to approval; a refusal keeps the dialog open with the server's message.
 */
export function BillCorrectionDialog({ kind, bill, saving, onConfirm, onClose }: BillCorrectionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CorrectionValues>();
  const formName = `bill-correction-${useId()}`;
  useFormOnOpen(form, kind !== null, EMPTY);
  const whole = Form.useWatch('whole', form);
  const confirm = async () => {
    if (!kind) return;
    const values = await form.validateFields();
    try {
      await onConfirm(kind, { ...values, reason: values.reason.trim() });
    } catch {
      // The API client has shown the server's refusal; the dialog stays open.
      return;
    }
    onClose();
  };
  return (
    <VenusDialog
      open={kind !== null}
      title={kind ? t(`billsView.actions.${kind}`) : ''}
      onConfirm={confirm}
      onCancel={onClose}
      confirmLoading={saving}
      danger
      maskClosable={false}
    >
      <Typography.Paragraph>
        {t('billsView.field.balance')} <CurrencyAmount currency={bill.currency} value={bill.balance} />
      </Typography.Paragraph>
      <Form form={form} name={formName} layout="vertical">
        {kind === 'credit' ? (
          <Form.Item name="whole" label={t('billsView.corrections.kind')}>
            <Radio.Group
              options={[
                { value: true, label: t('billsView.corrections.whole') },
                { value: false, label: t('billsView.corrections.partial') },
              ]}
            />
          </Form.Item>
        ) : null}
        {kind === 'credit' && whole === false ? (
          <Form.Item
            name="amount"
            label={`${t('billsView.corrections.amount')} (${bill.currency})`}
            rules={[{ required: true, message: t('billsView.corrections.amountRequired') }]}
          >
            <MoneyInput />
          </Form.Item>
        ) : null}
        <Form.Item
          name="reason"
          label={t('billsView.corrections.reason')}
          rules={[{ required: true, whitespace: true, message: t('billsView.corrections.reasonRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
