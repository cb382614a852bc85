import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMfaStatus } from './mfa-api.ts';
import { MfaDisableDialog } from './mfa-disable-dialog.tsx';
import { MfaEnrolDialog } from './mfa-enrol-dialog.tsx';
import './account-security.css';

/**
 * The personal settings page's two-step verification card (issue 8 item 4, decision 0002): its
 * state, turning it on with an authenticator app, and off with a code or a recovery code.
 */
export function MfaSettings() {
  const { t } = useTranslation();
  const { data, isLoading } = useMfaStatus();
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const enabled = data?.enabled ?? false;
  const required = data?.required ?? false;

  return (
    <Card title={t('mfa.title')} className="venus-settings__card venus-mfa-settings">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <div className="venus-mfa-settings__status">
            <SafetyCertificateOutlined />
            <Typography.Text strong>{t('mfa.state')}</Typography.Text>
            <Tag color={enabled ? 'success' : 'default'}>{t(enabled ? 'mfa.stateOn' : 'mfa.stateOff')}</Tag>
            {required ? <Tag color="gold">{t('mfa.requiredTag')}</Tag> : null}
            {enabled ? (
              <Typography.Text type="secondary">
                {t('mfa.recoveryLeft', { count: data?.recoveryCodesLeft ?? 0 })}
              </Typography.Text>
            ) : null}
          </div>
          <Typography.Paragraph type="secondary" className="venus-mfa-settings__hint">
            {t('mfa.hint')}
          </Typography.Paragraph>
          <div className="venus-mfa-settings__actions">
            {enabled ? (
              <Tooltip title={required ? t('mfa.requiredHint') : undefined}>
                <Button danger disabled={required} onClick={() => setDialog('disable')}>
                  {t('mfa.disable')}
                </Button>
              </Tooltip>
            ) : (
              <Button type="primary" onClick={() => setDialog('enable')}>
                {t('mfa.enable')}
              </Button>
            )}
          </div>
        </>
      )}
      <MfaEnrolDialog open={dialog === 'enable'} onClose={() => setDialog(null)} />
      <MfaDisableDialog open={dialog === 'disable'} onClose={() => setDialog(null)} />
    </Card>
  );
}
