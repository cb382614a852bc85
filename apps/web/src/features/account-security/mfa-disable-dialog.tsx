import { Alert, App, Form, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { MfaCodeField } from '../../components/mfa/mfa-code-field.tsx';
import { useDisableMfa } from './mfa-api.ts';
import './account-security.css';

/** Turning the second factor off takes a current code or a recovery code. */
export function MfaDisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string }>();
  const disable = useDisableMfa();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setFailure(null);
  }, [open, form]);

  const submit = async () => {
    const { code } = await form.validateFields();
    setFailure(null);
    try {
      await disable.mutateAsync({ code: code.trim() });
      void message.success(t('mfa.disabled'));
      onClose();
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('error.system'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('mfa.disable')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={disable.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="mfa-disable" layout="vertical" className="venus-account-form" onFinish={submit}>
        {failure ? (
          <Alert type="error" showIcon title={failure} className="venus-account-form__alert" />
        ) : null}
        <Typography.Paragraph type="secondary">{t('mfa.disableHint')}</Typography.Paragraph>
        <MfaCodeField allowRecovery autoFocus />
      </Form>
    </Modal>
  );
}
