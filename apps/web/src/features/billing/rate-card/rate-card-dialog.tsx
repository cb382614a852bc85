import { formatIsoDate, levelRateInputSchema } from '@venus/shared';
import { DatePicker, Form, Select } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error.ts';
import { VenusDialog } from '../../../components/dialog/venus-dialog.tsx';
import { DictSelect } from '../../../components/dict/dict-select.tsx';
import { isoDateField } from '../../../components/form/iso-date-field.ts';
import { applyServerErrors } from '../../../components/form/server-field-errors.ts';
import { useFormOnOpen } from '../../../components/form/use-form-on-open.ts';
import { schemaRule } from '../../../components/form/zod-rule.ts';
import { MoneyInput } from '../../../components/money/money-input.tsx';
import { LINE_CURRENCIES } from '../../expenses/expense-form-values.ts';
import { useRateCardMutations } from './rate-card-api.ts';

interface RateValues {
  level: string;
  currency: string;
  rate: string;
  effectiveFrom: string;
}

const fields = levelRateInputSchema.shape;

/** A level's new rate in a currency from a date: from that day it supersedes the one before. */
export function RateCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RateValues>();
  const formName = `rate-card-${useId()}`;
  const { save } = useRateCardMutations();
  const initial = useMemo(() => ({ currency: 'USD', effectiveFrom: formatIsoDate(new Date()) }), []);
  useFormOnOpen(form, open, initial);
  const submit = async () => {
    const typed = await form.validateFields();
    try {
      await save.mutateAsync(typed);
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      applyServerErrors(form, error.errors);
    }
  };
  return (
    <VenusDialog
      open={open}
      title={t('rateCardUi.addTitle')}
      onConfirm={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      maskClosable={false}
    >
      <Form<RateValues> form={form} name={formName} layout="vertical" data-testid="rate-card-form">
        <Form.Item
          name="level"
          label={t('rateCardUi.level')}
          required
          rules={[{ required: true, message: t('rateCardUi.levelRequired') }]}
        >
          <DictSelect dictType="hk_timekeeper_level" />
        </Form.Item>
        <Form.Item
          name="currency"
          label={t('rateCardUi.currency')}
          rules={[schemaRule(fields.currency, 'currency', t)]}
        >
          <Select options={LINE_CURRENCIES.map((code) => ({ value: code, label: code }))} />
        </Form.Item>
        <Form.Item
          name="rate"
          label={t('rateCardUi.rate')}
          required
          rules={[schemaRule(fields.rate, 'rate', t)]}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item
          name="effectiveFrom"
          label={t('rateCardUi.effectiveFrom')}
          required
          extra={t('rateCardUi.effectiveHint')}
          rules={[schemaRule(fields.effectiveFrom, 'effectiveFrom', t)]}
          {...isoDateField}
        >
          <DatePicker />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
