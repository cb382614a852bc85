import { PASSWORD_MIN_LENGTH, resetPasswordSchema } from '@venus/shared';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { schemaRule } from '../../components/form/zod-rule.ts';
import type { UserRow } from './users-api.ts';

interface ResetPasswordDialogProps {
  user: UserRow | null;
  saving: boolean;
  onSave: (input: { userId: number; password: string }) => void;
  onClose: () => void;
}

/** An administrator sets a new password (imported accounts have none until then, decision 0012). */
export function ResetPasswordDialog({ user, saving, onSave, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const submit = async () => {
    const { password } = await form.validateFields();
    if (user) onSave({ userId: user.userId, password });
  };
  return (
    <VenusDialog
      open={user !== null}
      title={t('usersAdmin.resetPassword')}
      onConfirm={submit}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      confirmLoading={saving}
      maskClosable={false}
    >
      <Typography.Paragraph>
        {t('usersAdmin.resetPasswordFor', { name: user?.nickName ?? '', login: user?.userName ?? '' })}
      </Typography.Paragraph>
      <Form form={form} name="reset-password" layout="vertical">
        <Form.Item
          name="password"
          label={t('field.newPassword')}
          required
          extra={t('usersAdmin.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          rules={[schemaRule(resetPasswordSchema.shape.password, 'newPassword', t)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
