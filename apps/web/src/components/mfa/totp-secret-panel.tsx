import type { MfaEnrolment } from '@venus/shared';
import { QRCode, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './mfa.css';

/** Groups of four, as authenticator apps show a key typed in by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A new TOTP secret to add to an authenticator app: the QR code of its otpauth URI, and the key
 * as text for a phone that cannot scan (or a person who prefers to type it).
 */
export function TotpSecretPanel({
  enrolment,
  vertical = false,
}: {
  enrolment: MfaEnrolment;
  vertical?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className={vertical ? 'venus-totp venus-totp--vertical' : 'venus-totp'}>
      <QRCode value={enrolment.otpauthUri} size={168} bordered={false} className="venus-totp__qr" />
      <div className="venus-totp__text">
        <Typography.Paragraph>{t('mfa.scanHint')}</Typography.Paragraph>
        <div id={labelId} className="venus-totp__label">
          {t('mfa.secretLabel')}
        </div>
        <Typography.Text
          code
          className="venus-totp__secret"
          aria-labelledby={labelId}
          copyable={{ text: enrolment.secret }}
        >
          {grouped(enrolment.secret)}
        </Typography.Text>
      </div>
    </div>
  );
}
