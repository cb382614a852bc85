import { LEAVE_REASON_MAX, leaveAmendSchema, leaveRequestSchema } from '@venus/shared';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { submitting } from '../../components/form/validation-failure.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';

interface AbsenceFormFooterProps {
  /** Amending a sent-back request: the note for the approvers, and "resubmit". */
  amending: boolean;
  saving: boolean;
  onSubmit: () => Promise<unknown>;
}

/** The reason, the amendment's note and the submit button every leave and overtime form ends with. */
export function AbsenceFormFooter({ amending, saving, onSubmit }: AbsenceFormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="reason"
        label={t('field.reason')}
        rules={[schemaRule(leaveRequestSchema.shape.reason, 'reason', t)]}
      >
        <Input.TextArea rows={3} count={{ show: true, max: LEAVE_REASON_MAX }} />
      </Form.Item>
      {amending ? (
        <Form.Item
          name="comment"
          label={t('leaveUi.amendComment')}
          rules={[schemaRule(leaveAmendSchema.shape.comment, 'comment', t)]}
        >
          <Input count={{ max: LEAVE_REASON_MAX }} />
        </Form.Item>
      ) : null}
      <Button type="primary" onClick={() => void submitting(onSubmit)} loading={saving}>
        {t(amending ? 'leaveUi.resubmit' : 'leaveUi.submit')}
      </Button>
    </>
  );
}
