import { ArrowLeftOutlined } from '@ant-design/icons';
import type { MfaEnrolment, MfaSignInStep } from '@venus/shared';
import { Alert, Button, Form, type InputRef, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { MfaCodeField } from '../../components/mfa/mfa-code-field.tsx';
import { RecoveryCodeList } from '../../components/mfa/recovery-code-list.tsx';
import { TotpSecretPanel } from '../../components/mfa/totp-secret-panel.tsx';
import { enrolAtSignIn, signInWithCode } from './auth-api.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** The password was right; the session waits for this step (decision 0002). */
export interface PendingSecondStep {
  step: MfaSignInStep;
  challenge: string;
  username: string;
}

/**
 * The second step of signing in: the six-digit code from the authenticator app (or a recovery
 * code); or, for a person whose role requires the factor and who has none yet, the enrolment
 * first (QR code, first code, recovery codes shown once), then the session.
 */
export function LoginMfaStep({ pending, onRestart }: { pending: PendingSecondStep; onRestart: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const finish = useFinishSignIn();
  const codeRef = useRef<InputRef>(null);
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const enrolling = pending.step === 'enrol';
  // An enrolment asks for the code once its secret is shown.
  const codeAsked = !enrolling || enrolment !== null;

  useEffect(() => {
    if (!enrolling) return;
    let current = true;
    enrolAtSignIn({ challenge: pending.challenge })
      .then((answer) => current && setEnrolment(answer))
      .catch(
        (failure: unknown) => current && setError(isApiError(failure) ? failure.msg : t('error.system')),
      );
    return () => {
      current = false;
    };
  }, [enrolling, pending.challenge, t]);

  const onFinish = async ({ code }: { code: string }) => {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await signInWithCode({ challenge: pending.challenge, code: code.trim() });
      // The session is open; an enrolment's recovery codes are shown before going on.
      if (answer.recoveryCodes?.length) setRecoveryCodes(answer.recoveryCodes);
      else await finish();
    } catch (failure) {
      setError(isApiError(failure) && failure.msg ? failure.msg : t('error.system'));
      form.setFieldsValue({ code: '' });
      codeRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  if (recoveryCodes) {
    return (
      <div className="venus-login__mfa">
        <RecoveryCodeList codes={recoveryCodes} />
        <Button
          type="primary"
          block
          size="large"
          className="venus-login__submit"
          onClick={() => void finish()}
        >
          {t('mfa.continue')}
        </Button>
      </div>
    );
  }

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={() => setError(null)}
      className="venus-login__mfa"
    >
      <Typography.Paragraph type="secondary">
        {t(enrolling ? 'mfa.loginEnrolHint' : 'mfa.loginVerifyHint', { username: pending.username })}
      </Typography.Paragraph>
      {enrolling && enrolment ? <TotpSecretPanel enrolment={enrolment} vertical /> : null}
      {enrolling && !enrolment && !error ? <Skeleton active /> : null}
      {codeAsked ? <MfaCodeField allowRecovery={!enrolling} autoFocus inputRef={codeRef} /> : null}
      {error && <Alert type="error" showIcon title={error} className="venus-login__error" role="alert" />}
      {codeAsked ? (
        <Button type="primary" htmlType="submit" block loading={submitting} className="venus-login__submit">
          {t(enrolling ? 'mfa.confirmEnableSignIn' : 'mfa.verify')}
        </Button>
      ) : null}
      <Button
        type="link"
        block
        icon={<ArrowLeftOutlined />}
        onClick={onRestart}
        className="venus-login__back"
      >
        {t('mfa.backToPassword')}
      </Button>
    </Form>
  );
}
