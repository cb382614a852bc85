import type { VerificationPurpose } from '@venus/shared';
import { ResultCode } from '@venus/shared';
import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api/api-client.ts';
import { isApiError } from '../app/api/api-error.ts';
import { countdownStartFor, secondsUntilResend } from './verification-countdown.ts';

interface VerificationCodeButtonProps {
  purpose: VerificationPurpose;
  /** Shown under the code field instead of a toast, when the form has a place for it. */
  onError?: (message: string) => void;
}

/**
 * Spec §4 Verification-code button: sends an e-mailed code, then stays disabled for a 60-second
 * countdown, then may send again. The server enforces the same pause.
 */
export function VerificationCodeButton({ purpose, onError }: VerificationCodeButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const remaining = secondsUntilResend(startedAt, now);

  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [startedAt]);

  const send = async () => {
    setSending(true);
    try {
      await api.post('/system/user/verificationCode', { purpose }, { errorHandling: 'caller' });
      setStartedAt(Date.now());
      setNow(Date.now());
      void message.success(t('verificationCode.sent'));
    } catch (error) {
      const text = isApiError(error) ? error.msg : t('error.system');
      if (isApiError(error) && error.code === ResultCode.TOO_MANY_REQUESTS) {
        const left = (error.data as { resendSeconds?: number } | undefined)?.resendSeconds;
        if (left) {
          setStartedAt(countdownStartFor(left, Date.now()));
          setNow(Date.now());
        }
      }
      if (onError) onError(text);
      else void message.error(text);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={send} loading={sending} disabled={remaining > 0} className="venus-code-button">
      {remaining > 0 ? t('accountSecurity.resendIn', { seconds: remaining }) : t('accountSecurity.sendCode')}
    </Button>
  );
}
