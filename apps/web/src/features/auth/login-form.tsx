import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { loginSchema, USERNAME_MAX_LENGTH } from '@venus/shared';
import { Alert, App, Button, Form, Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { signIn } from './auth-api.ts';
import { CaptchaField } from './captcha-field.tsx';
import { loadMfaStep } from './load-mfa-step.ts';
import type { PendingSecondStep } from './login-mfa-step.tsx';
import { useCaptcha } from './use-captcha.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

interface LoginValues {
  username: string;
  password: string;
  code?: string;
}

/** The password step; with a second factor in use or required, `onSecondStep` takes over. */
export function LoginForm({ onSecondStep }: { onSecondStep: (pending: PendingSecondStep) => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<LoginValues>();
  const finish = useFinishSignIn();
  const { captcha, refresh, check } = useCaptcha();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const passwordRef = useRef<InputRef>(null);

  useEffect(() => {
    void check('');
  }, [check]);

  const onFinish = async (values: LoginValues) => {
    const parsed = loginSchema.safeParse({ ...values, uuid: captcha?.uuid ?? '' });
    if (!parsed.success) return;
    setSubmitting(true);
    setError(null);
    // Fetched while the password is checked; a step that cannot load fails the sign-in here.
    const mfaStep = loadMfaStep();
    mfaStep.catch(() => undefined);
    try {
      const result = await signIn(parsed.data);
      if (result?.mfa && result.challenge) {
        await mfaStep;
        onSecondStep({ step: result.mfa, challenge: result.challenge, username: parsed.data.username });
        return;
      }
      if (!result?.token) {
        void modal.error({
          title: t('common.notice'),
          content: t('login.invalidResponse'),
          okText: t('common.ok'),
        });
        return;
      }
      await finish();
    } catch (failure) {
      setError(isApiError(failure) && failure.msg ? failure.msg : t('error.system'));
      form.setFieldsValue({ password: '', code: '' });
      passwordRef.current?.focus();
      await check(parsed.data.username);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={() => setError(null)}
    >
      <Form.Item
        name="username"
        label={t('field.username')}
        rules={[schemaRule(loginSchema.shape.username, 'username', t)]}
      >
        <Input
          prefix={<UserOutlined />}
          maxLength={USERNAME_MAX_LENGTH}
          autoComplete="username"
          placeholder={t('login.usernamePlaceholder')}
          autoFocus
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('field.password')}
        rules={[schemaRule(loginSchema.shape.password, 'password', t)]}
      >
        <Input.Password
          ref={passwordRef}
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
        />
      </Form.Item>
      {captcha && <CaptchaField captcha={captcha} onRefresh={() => void refresh()} />}
      {error && <Alert type="error" showIcon title={error} className="venus-login__error" role="alert" />}
      <Button type="primary" htmlType="submit" block loading={submitting} className="venus-login__submit">
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );
}
