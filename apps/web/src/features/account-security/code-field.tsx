import type { VerificationPurpose } from '@venus/shared';
import { verificationCodeSchema } from '@venus/shared';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { VerificationCodeButton } from '../../components/verification-code-button.tsx';

/** The e-mailed code with its send button, as every account-security form asks for it. */
export function CodeField({
  purpose,
  onError,
}: {
  purpose: VerificationPurpose;
  onError: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('field.verificationCode')} required extra={t('accountSecurity.codeHint')}>
      <Space.Compact className="venus-code-field">
        <Form.Item
          name="verificationCode"
          noStyle
          rules={[schemaRule(verificationCodeSchema, 'verificationCode', t)]}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('accountSecurity.codePlaceholder')}
            aria-label={t('field.verificationCode')}
          />
        </Form.Item>
        <VerificationCodeButton purpose={purpose} onError={onError} />
      </Space.Compact>
    </Form.Item>
  );
}
