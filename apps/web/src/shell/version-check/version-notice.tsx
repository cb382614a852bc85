import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './version-check.css';

/** The body of the version change notice: which version, and what changed in it. */
export function VersionNotice({ ver, notes }: { ver: string; notes: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="venus-version-notice">
      <Typography.Paragraph>{t('versionCheck.released', { ver })}</Typography.Paragraph>
      {notes ? <div className="venus-version-notice__notes">{notes}</div> : null}
      <Typography.Paragraph type="secondary">{t('versionCheck.reloadHint')}</Typography.Paragraph>
    </div>
  );
}
