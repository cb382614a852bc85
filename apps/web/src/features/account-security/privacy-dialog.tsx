import { verifyPrivacySchema } from '@venus/shared';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { setPrivacyToken } from '../../app/api/privacy-unlock.ts';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { verifyPrivacyPassword } from './account-security-api.ts';

/** The spec's passwd2: a random string per prompt, echoed by the server. */
const randomString = () => crypto.randomUUID().replaceAll('-', '');

interface PrivacyDialogProps {
  open: boolean;
  /** True once a right password was entered (its unlock token is kept), false when cancelled. */
  onAnswer: (unlocked: boolean) => void;
}

/** The privacy password dialog that privacy-prompt.tsx opens when the server asks for it. */
export default function PrivacyDialog({ open, onAnswer }: PrivacyDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ passwd: string }>();
  const [checking, setChecking] = useState(false);
  useFormOnOpen(form, open, undefined);

  const submit = async () => {
    const { passwd } = await form.validateFields();
    setChecking(true);
    try {
      const unlock = await verifyPrivacyPassword({ passwd, passwd2: randomString() });
      setPrivacyToken(unlock.token, unlock.expiresAt);
      onAnswer(true);
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
      onCancel={() => onAnswer(false)}
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
