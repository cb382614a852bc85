import { LockOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrivacyStatus } from './account-security-api.ts';
import { type PrivacyDialogMode, PrivacyPasswordDialog } from './privacy-password-dialog.tsx';
import { SIGN_IN_HISTORY_PATH } from './sign-in-history-path.ts';
import './account-security.css';

/**
 * The personal settings page's privacy-password section (spec §2: "dialogs to change or close a
 * second privacy password"): its state, and set / change / close, each with an e-mailed code.
 */
export function PrivacyPasswordSettings() {
  const { t } = useTranslation();
  const { data, isLoading } = usePrivacyStatus();
  const [mode, setMode] = useState<PrivacyDialogMode | null>(null);
  const enabled = data?.enabled ?? false;

  return (
    <Card title={t('accountSecurity.privacy.title')} className="venus-settings__card venus-privacy-settings">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <div className="venus-privacy-settings__status">
            <LockOutlined />
            <Typography.Text strong>{t('accountSecurity.privacy.state')}</Typography.Text>
            <Tag color={enabled ? 'success' : 'default'}>
              {t(enabled ? 'accountSecurity.privacy.on' : 'accountSecurity.privacy.off')}
            </Tag>
          </div>
          <Typography.Paragraph type="secondary" className="venus-privacy-settings__hint">
            {t('accountSecurity.privacy.hint')}{' '}
            <Link to={SIGN_IN_HISTORY_PATH}>{t('accountSecurity.signInHistory')}</Link>
          </Typography.Paragraph>
          <div className="venus-privacy-settings__actions">
            {enabled ? (
              <>
                <Button onClick={() => setMode('change')}>{t('accountSecurity.privacy.change')}</Button>
                <Button danger onClick={() => setMode('close')}>
                  {t('accountSecurity.privacy.close')}
                </Button>
              </>
            ) : (
              <Button type="primary" onClick={() => setMode('set')}>
                {t('accountSecurity.privacy.set')}
              </Button>
            )}
          </div>
        </>
      )}
      <PrivacyPasswordDialog mode={mode} onClose={() => setMode(null)} />
    </Card>
  );
}
