import { PROFILE_FIELD_NAMES, type StaffRecordView } from '@venus/shared';
import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { refusalOnForm } from '../../components/form/server-field-errors.ts';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { usePeopleMutations } from './people-api.ts';
import { ProfileFields, profileValues } from './profile-fields.tsx';

/**
 * The person asks HR to correct their record (decision 0059): the form starts from the record as
 * it stands; only the fields changed are sent, with the reason. Sensitive fields are HR's to change.
 */
export function CorrectionDialog({ record, onClose }: { record: StaffRecordView; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [problem, setProblem] = useState<string | null>(null);
  const { askCorrection } = usePeopleMutations();
  const label = (key: string) => t(`peopleUi.${key}`);
  useFormOnOpen(form, true, { ...record, reason: '' });

  const submit = async () => {
    setProblem(null);
    const values = (await form.validateFields()) as Record<string, unknown>;
    const asked = profileValues(values);
    const current = profileValues(record as unknown as Record<string, unknown>);
    const changes = Object.fromEntries(
      PROFILE_FIELD_NAMES.filter((name) => JSON.stringify(asked[name]) !== JSON.stringify(current[name])).map(
        (name) => [name, asked[name]],
      ),
    );
    if (Object.keys(changes).length === 0) {
      setProblem(t('people.nothingToCorrect'));
      return;
    }
    try {
      await askCorrection.mutateAsync({ changes, reason: String(values.reason ?? '') });
      onClose();
    } catch (error) {
      const shown = refusalOnForm(form, error, { inputs: new Set(['reason']) });
      if (shown) setProblem(shown);
    }
  };

  return (
    <VenusDialog
      open
      width={880}
      title={label('askCorrection')}
      onConfirm={submit}
      onCancel={onClose}
      confirmText={label('send')}
      confirmLoading={askCorrection.isPending}
      maskClosable={false}
    >
      <Form form={form} name="staff-correction" layout="vertical" data-testid="correction-form">
        <Alert type="info" showIcon title={label('correctionHint')} className="venus-people-problem" />
        {problem ? <Alert type="error" showIcon title={problem} className="venus-people-problem" /> : null}
        <ProfileFields />
        <Form.Item
          name="reason"
          label={label('reason')}
          className="venus-people-remark"
          rules={[{ required: true, whitespace: true, message: t('people.reasonRequired') }]}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
