import { SafetyOutlined } from '@ant-design/icons';
import { loginSchema } from '@venus/shared';
import { Form, Input, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../components/form/zod-rule.ts';
import type { Captcha } from './use-captcha.ts';

interface CaptchaFieldProps {
  captcha: Captcha;
  onRefresh: () => void;
}

/** The captcha answer beside its image; clicking the image fetches a new one. */
export function CaptchaField({ captcha, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('field.code')} htmlFor="login-code" required>
      <div className="venus-login__captcha">
        <Form.Item
          name="code"
          noStyle
          rules={[
            { required: true, whitespace: true, message: t('auth.captchaRequired') },
            schemaRule(loginSchema.shape.code, 'code', t),
          ]}
        >
          <Input
            id="login-code"
            prefix={<SafetyOutlined />}
            maxLength={16}
            autoComplete="off"
            placeholder={t('login.codePlaceholder')}
          />
        </Form.Item>
        <Tooltip title={t('login.refreshCaptcha')}>
          <button type="button" className="venus-login__captcha-image" onClick={onRefresh}>
            <img src={captcha.img} alt={t('login.captchaAlt')} />
          </button>
        </Tooltip>
      </div>
    </Form.Item>
  );
}
