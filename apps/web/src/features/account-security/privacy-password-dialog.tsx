import { closePrivacyPasswordSchema, savePrivacyPasswordSchema } from '@venus/shared';
import { Alert, App, Form, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { setPrivacyToken } from '../../app/api/privacy-unlock.ts';
import { useClosePrivacyPassword, useSavePrivacyPassword } from './account-security-api.ts';
import { CodeField } from './code-field.tsx';
import { PasswordPairFields } from './password-pair-fields.tsx';
import './account-security.css';

/** set: no privacy password yet; change: replace it; close: remove it. */
export type PrivacyDialogMode = 'set' | 'change' | 'close';

interface PrivacyForm {
  passwd: string;
  againPasswd: string;
  verificationCode: string;
}

const fields = savePrivacyPasswordSchema.shape;

/** Each privacy-password change needs a code mailed to the user (spec §2, §7 Settings). */
export function PrivacyPasswordDialog({
  mode,
  onClose,
}: {
  mode: PrivacyDialogMode | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PrivacyForm>();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSavePrivacyPassword();
  const close = useClosePrivacyPassword();

  useEffect(() => {
    if (!mode) return;
    form.resetFields();
    setFailure(null);
  }, [mode, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setFailure(null);
    try {
      if (mode === 'close') {
        await close.mutateAsync(closePrivacyPasswordSchema.parse(values));
      } else {
        await save.mutateAsync(values);
      }
      // Any unlock held belonged to the old password; the server has already ended it.
      setPrivacyToken(null);
      void message.success(t('tip.operation.success'));
      onClose();
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('error.system'));
    }
  };

  return (
    <Modal
      open={mode !== null}
      title={mode ? t(`accountSecurity.privacy.${mode}`) : ''}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: mode === 'close' }}
      confirmLoading={save.isPending || close.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="privacy-password" layout="vertical" className="venus-account-form">
        {failure ? (
          <Alert type="error" showIcon title={failure} className="venus-account-form__alert" />
        ) : null}
        {mode === 'close' ? (
          <Typography.Paragraph type="secondary">
            {t('accountSecurity.privacy.closeHint')}
          </Typography.Paragraph>
        ) : (
          <PasswordPairFields
            name="passwd"
            confirmName="againPasswd"
            schemas={{ password: fields.passwd, confirm: fields.againPasswd }}
          />
        )}
        <CodeField purpose="privacy" onError={setFailure} />
      </Form>
    </Modal>
  );
}
