import { APPROVAL_COMMENT_MAX } from '@venus/shared';
import { Form, Input, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import type { TaskDecision } from './approvals-api.ts';

export type DecisionKind = TaskDecision['kind'];

interface DecisionForm {
  comment?: string;
  to?: 'applicant' | 'previous';
  userId?: number;
}

interface TaskDecisionDialogProps {
  kind: DecisionKind | null;
  title: string;
  saving: boolean;
  onDecide: (decision: TaskDecision) => void;
  onClose: () => void;
}

/**
 * The comment dialog of a decision. Sending back and rejecting must say why (the server says
 * so too); sending back asks to whom; a transfer asks to which colleague.
 */
export function TaskDecisionDialog({ kind, title, saving, onDecide, onClose }: TaskDecisionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DecisionForm>();
  const needsComment = kind === 'sendBack' || kind === 'reject';

  useEffect(() => {
    if (kind) form.setFieldsValue({ comment: '', to: 'applicant', userId: undefined });
  }, [kind, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const comment = values.comment?.trim() ?? '';
    if (kind === 'sendBack') onDecide({ kind, comment, to: values.to ?? 'applicant' });
    else if (kind === 'transfer') onDecide({ kind, comment, userId: Number(values.userId) });
    else if (kind) onDecide({ kind, comment });
  };

  return (
    <VenusDialog
      open={kind !== null}
      title={kind ? `${t(`approvalsUi.decide.${kind}`)} · ${title}` : ''}
      onConfirm={submit}
      onCancel={onClose}
      confirmLoading={saving}
      confirmText={kind ? t(`approvalsUi.decide.${kind}`) : undefined}
      danger={kind === 'reject'}
      maskClosable={false}
    >
      <Form form={form} layout="vertical" className="venus-task-decision" name="taskDecision">
        {kind === 'sendBack' ? (
          <Form.Item name="to" label={t('approvalsUi.sendBackTo')}>
            <Radio.Group
              options={[
                { value: 'applicant', label: t('approvalsUi.sendBackToApplicant') },
                { value: 'previous', label: t('approvalsUi.sendBackToPrevious') },
              ]}
            />
          </Form.Item>
        ) : null}
        {kind === 'transfer' ? (
          <Form.Item
            name="userId"
            label={t('approvalsUi.transferTo')}
            rules={[{ required: true, message: t('approvalsUi.transferToRequired') }]}
          >
            <UserPicker historyKind="approvalTransfer" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="comment"
          label={t('approvalsUi.comment')}
          rules={
            needsComment
              ? [{ required: true, whitespace: true, message: t('approvalsUi.commentRequired') }]
              : []
          }
        >
          <Input.TextArea
            rows={4}
            maxLength={APPROVAL_COMMENT_MAX}
            showCount
            placeholder={t(needsComment ? 'approvalsUi.commentWhy' : 'approvalsUi.commentOptional')}
          />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
