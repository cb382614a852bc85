import type { MfaEnrolment } from '@venus/shared';
import { Alert, Button, Form, Modal, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { MfaCodeField } from '../../components/mfa/mfa-code-field.tsx';
import { RecoveryCodeList } from '../../components/mfa/recovery-code-list.tsx';
import { TotpSecretPanel } from '../../components/mfa/totp-secret-panel.tsx';
import { useConfirmMfa, useStartMfa } from './mfa-api.ts';
import './account-security.css';

/**
 * Turning the second factor on: a new secret as a QR code and as text, the first code from the
 * app to confirm it, then the ten recovery codes, shown this once.
 */
export function MfaEnrolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const start = useStartMfa();
  const confirm = useConfirmMfa();
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync: startEnrolment } = start;

  useEffect(() => {
    if (!open) return;
    setEnrolment(null);
    setRecoveryCodes(null);
    setFailure(null);
    form.resetFields();
    // Each start replaces the secret: only the answer to this opening may be shown.
    let current = true;
    startEnrolment()
      .then((answer) => current && setEnrolment(answer))
      .catch((error: unknown) => current && setFailure(isApiError(error) ? error.msg : t('error.system')));
    return () => {
      current = false;
    };
  }, [open, form, startEnrolment, t]);

  const submit = async () => {
    const { code } = await form.validateFields();
    setFailure(null);
    try {
      const answer = await confirm.mutateAsync({ code: code.trim() });
      setRecoveryCodes(answer.recoveryCodes);
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('error.system'));
      form.setFieldsValue({ code: '' });
    }
  };

  const footer = recoveryCodes
    ? [
        <Button key="done" type="primary" onClick={onClose}>
          {t('mfa.savedCodes')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={confirm.isPending} disabled={!enrolment} onClick={submit}>
          {t('mfa.confirmEnable')}
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={t('mfa.enable')}
      footer={footer}
      width={680}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="mfa-enrol" layout="vertical" className="venus-account-form" onFinish={submit}>
        {failure ? (
          <Alert type="error" showIcon title={failure} className="venus-account-form__alert" />
        ) : null}
        {recoveryCodes ? (
          <RecoveryCodeList codes={recoveryCodes} />
        ) : enrolment ? (
          <>
            <TotpSecretPanel enrolment={enrolment} />
            <MfaCodeField autoFocus />
          </>
        ) : start.isPending ? (
          <Skeleton active />
        ) : null}
      </Form>
    </Modal>
  );
}
