import { changePasswordByCodeSchema } from '@venus/shared';
import { Alert, App, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useChangePassword } from './account-security-api.ts';
import { CodeField } from './code-field.tsx';
import { PasswordPairFields } from './password-pair-fields.tsx';
import './account-security.css';

interface PasswordForm {
  nasPassword: string;
  againNasPassword: string;
  verificationCode: string;
}

const fields = changePasswordByCodeSchema.shape;

/** Spec §7 "Change password" with the §3 Password form: the e-mailed code proves it is you. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const [failure, setFailure] = useState<string | null>(null);
  const { data: info } = useUserInfo();
  const change = useChangePassword();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setFailure(null);
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields();
    if (!info) return;
    setFailure(null);
    try {
      await change.mutateAsync({ ...values, userId: info.user.userId, flag: 1 });
      void message.success(t('accountSecurity.passwordChanged'));
      onClose();
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('error.system'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('accountSecurity.changePassword')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={change.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="change-password" layout="vertical" className="venus-account-form">
        {failure ? (
          <Alert type="error" showIcon title={failure} className="venus-account-form__alert" />
        ) : null}
        <PasswordPairFields
          name="nasPassword"
          confirmName="againNasPassword"
          schemas={{ password: fields.nasPassword, confirm: fields.againNasPassword }}
        />
        <CodeField purpose="password" onError={setFailure} />
      </Form>
    </Modal>
  );
}
