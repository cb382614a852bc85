import { verifyPrivacySchema } from '@venus/shared';
import { Form, Input, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { setPrivacyToken, setPrivacyUnlocker } from '../../app/api/privacy-unlock.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { verifyPrivacyPassword } from './account-security-api.ts';

/** The spec's passwd2: a random string per prompt, echoed by the server. */
const randomString = () => crypto.randomUUID().replaceAll('-', '');

/**
 * Spec §8 code 10016 "open the password prompt" (global dialog "privacy verification code"):
 * mounted once; any call the server refuses with 10016 waits here, and is sent again after a
 * right password.
 */
export function PrivacyPrompt() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ passwd: string }>();
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const answer = useRef<((unlocked: boolean) => void) | null>(null);

  useEffect(() => {
    setPrivacyUnlocker(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          form.resetFields();
          setOpen(true);
        }),
    );
    return () => setPrivacyUnlocker(undefined);
  }, [form]);

  const finish = (unlocked: boolean) => {
    setOpen(false);
    answer.current?.(unlocked);
    answer.current = null;
  };

  const submit = async () => {
    const { passwd } = await form.validateFields();
    setChecking(true);
    try {
      const unlock = await verifyPrivacyPassword({ passwd, passwd2: randomString() });
      setPrivacyToken(unlock.token, unlock.expiresAt);
      finish(true);
    } catch (error) {
      form.setFields([{ name: 'passwd', errors: [isApiError(error) ? error.msg : t('error.system')] }]);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('accountSecurity.promptTitle')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={checking}
      onOk={submit}
      onCancel={() => finish(false)}
      forceRender
      width={420}
    >
      <Typography.Paragraph type="secondary">{t('accountSecurity.promptHint')}</Typography.Paragraph>
      <Form form={form} name="privacy-prompt" layout="vertical" onFinish={submit}>
        <Form.Item
          name="passwd"
          label={t('field.passwd')}
          required
          rules={[schemaRule(verifyPrivacySchema.shape.passwd, 'passwd', t)]}
        >
          <Input.Password autoComplete="off" autoFocus onPressEnter={submit} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
