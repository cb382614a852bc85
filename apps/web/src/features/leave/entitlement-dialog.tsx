import { entitlementSchema } from '@venus/shared';
import { App, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import { useAbsenceMutations, useBalances } from './leave-api.ts';

interface Values {
  userId: number;
  year: number;
  annualDays: number;
}

const fields = entitlementSchema.shape;

/**
 * HR sets how many days of annual leave a person has in a year; what they have now is shown
 * beside it, so HR sees the carry-over and what is already taken before changing it.
 */
export function EntitlementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { setEntitlement } = useAbsenceMutations();
  const userId = Form.useWatch('userId', form);
  const year = Form.useWatch('year', form) ?? new Date().getFullYear();
  const balance = useBalances(year, Number(userId), Boolean(userId) && open);

  const save = async () => {
    const values = await form.validateFields();
    await setEntitlement.mutateAsync({ ...values, userId: Number(values.userId) });
    void message.success(t('leaveUi.entitlementSaved'));
    onClose();
  };

  return (
    <VenusDialog
      open={open}
      title={t('leaveUi.setEntitlement')}
      onConfirm={() => void save().catch(() => {})}
      confirmLoading={setEntitlement.isPending}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      maskClosable={false}
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ year: new Date().getFullYear() }}>
        <Form.Item
          name="userId"
          label={t('leaveUi.applicant')}
          rules={[{ required: true, message: t('validation.required', { field: t('leaveUi.applicant') }) }]}
        >
          <UserPicker aria-label={t('leaveUi.applicant')} />
        </Form.Item>
        <Form.Item name="year" label={t('leaveUi.year')} rules={[schemaRule(fields.year, 'year', t)]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="annualDays"
          label={t('field.annualDays')}
          rules={[schemaRule(fields.annualDays, 'annualDays', t)]}
          extra={
            balance.data
              ? t('leaveUi.entitlementNow', {
                  entitled: balance.data.annual.entitled,
                  carried: balance.data.annual.carriedOver,
                  taken: balance.data.annual.taken,
                  available: balance.data.annual.available,
                })
              : undefined
          }
        >
          <InputNumber step={0.5} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
