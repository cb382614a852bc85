import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';

export type SealDecision = 'audit' | 'back' | 'reject' | 'handOut' | 'receive';

/** The approver's decision (with a comment; a send-back or rejection needs one), or the custodian's hand-out and return. */
export function SealDecisionDialog({
  decision,
  saving,
  onConfirm,
  onClose,
}: {
  decision: SealDecision | null;
  saving: boolean;
  onConfirm: (decision: SealDecision, comment: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ comment: string }>();
  const needsReason = decision === 'back' || decision === 'reject';
  return (
    <VenusDialog
      open={decision !== null}
      title={decision ? t(`sealsUi.actions.${decision}`) : ''}
      confirmLoading={saving}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      onConfirm={async () => {
        const { comment } = await form.validateFields();
        await onConfirm(decision!, comment ?? '');
        onClose();
      }}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="comment"
          label={t(
            decision === 'handOut' || decision === 'receive'
              ? 'sealsUi.field.remark'
              : 'sealsUi.field.comment',
          )}
          rules={
            needsReason ? [{ required: true, whitespace: true, message: t('sealsUi.reasonRequired') }] : []
          }
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
