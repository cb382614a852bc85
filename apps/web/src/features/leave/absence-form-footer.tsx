import { LEAVE_REASON_MAX, leaveRequestSchema } from '@venus/shared';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
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
        <Input.TextArea rows={3} maxLength={LEAVE_REASON_MAX} showCount />
      </Form.Item>
      {amending ? (
        <Form.Item name="comment" label={t('leaveUi.amendComment')}>
          <Input maxLength={LEAVE_REASON_MAX} />
        </Form.Item>
      ) : null}
      <Button type="primary" onClick={() => void onSubmit().catch(() => {})} loading={saving}>
        {t(amending ? 'leaveUi.resubmit' : 'leaveUi.submit')}
      </Button>
    </>
  );
}
