import { CheckCircleFilled } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusLogo } from '../../components/brand/venus-logo.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { loadedMfaStep } from './load-mfa-step.ts';
import { LoginForm } from './login-form.tsx';
import type { PendingSecondStep } from './login-mfa-step.tsx';
import './login-page.css';

const HIGHLIGHTS = ['cases', 'finance', 'collaboration'] as const;

export function LoginPage() {
  const { t } = useTranslation();
  // Set once the password was right and a second factor is asked for (decision 0002).
  const [pending, setPending] = useState<PendingSecondStep | null>(null);
  const MfaStep = loadedMfaStep();

  useEffect(() => {
    document.title = `${t('login.title')} - ${t('app.name')}`;
  }, [t]);

  return (
    <div className="venus-login">
      <aside className="venus-login__brand">
        <div className="venus-login__product">
          <VenusLogo size={40} />
          <span>{t('app.name')}</span>
        </div>
        <div className="venus-login__pitch">
          <h1>{t('app.subtitle')}</h1>
          <p>{t('login.tagline')}</p>
          <ul>
            {HIGHLIGHTS.map((key) => (
              <li key={key}>
                <CheckCircleFilled />
                <span>{t(`login.highlights.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="venus-login__notice">{t('login.internalUse')}</div>
      </aside>
      <main className="venus-login__main">
        <div className="venus-login__toolbar">
          <LanguageSwitch />
        </div>
        <div className="venus-login__panel">
          <div className="venus-login__compact-brand">
            <VenusLogo size={36} />
            <div>
              <div className="venus-login__compact-name">{t('app.name')}</div>
              <div className="venus-login__compact-subtitle">{t('app.subtitle')}</div>
            </div>
          </div>
          <h2 className="venus-login__title">{t(pending ? 'mfa.loginTitle' : 'login.title')}</h2>
          {pending ? null : <p className="venus-login__hint">{t('login.hint')}</p>}
          {pending && MfaStep ? (
            <MfaStep pending={pending} onRestart={() => setPending(null)} />
          ) : (
            <LoginForm onSecondStep={setPending} />
          )}
        </div>
        <footer className="venus-login__footer">{t('login.copyright', { year: dayjs().year() })}</footer>
      </main>
    </div>
  );
}
