import { type FeeAgreementView, feeAgreementEndSchema, formatIsoDate } from '@venus/shared';
import { DatePicker, Form, Input } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../../components/dialog/venus-dialog.tsx';
import { isoDateField } from '../../../components/form/iso-date-field.ts';
import { useFormOnOpen } from '../../../components/form/use-form-on-open.ts';
import { useFormSubmit } from '../../../components/form/use-form-submit.ts';
import { schemaRule } from '../../../components/form/zod-rule.ts';
import { useFeeAgreementMutations } from './fee-arrangements-api.ts';

interface EndValues {
  endedOn: string;
  reason: string;
}

const fields = feeAgreementEndSchema.shape;

/** Ends an agreement early (terminated, replaced by a new letter): no reminder or postponement follows. */
export function FeeAgreementEndDialog({
  agreement,
  open,
  onClose,
}: {
  agreement: FeeAgreementView;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EndValues>();
  const formName = `fee-agreement-end-${useId()}`;
  const { end } = useFeeAgreementMutations();
  const initial = useMemo(() => ({ endedOn: formatIsoDate(new Date()) }), []);
  useFormOnOpen(form, open, initial);
  const submit = useFormSubmit(form);
  const save = () =>
    submit(
      (typed) =>
        end.mutateAsync({
          agreementId: agreement.agreementId,
          endedOn: typed.endedOn,
          reason: typed.reason.trim(),
        }),
      t('feeAgreementUi.endedMessage'),
      onClose,
    );
  return (
    <VenusDialog
      open={open}
      title={t('feeAgreementUi.endTitle')}
      onConfirm={save}
      onCancel={onClose}
      confirmLoading={end.isPending}
      maskClosable={false}
    >
      <Form<EndValues> form={form} name={formName} layout="vertical">
        <Form.Item
          name="endedOn"
          label={t('feeAgreementUi.endedOn')}
          required
          rules={[schemaRule(fields.endedOn, 'endedOn', t)]}
          {...isoDateField}
        >
          <DatePicker />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('feeAgreementUi.endReason')}
          required
          rules={[schemaRule(fields.reason, 'reason', t)]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
