import { LANGUAGES, type Language } from '@venus/shared';
import { Card, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { MfaSettings } from '../account-security/mfa-settings.tsx';
import { PrivacyPasswordSettings } from '../account-security/privacy-password-settings.tsx';
import { PersonalOptions } from './personal-options.tsx';
import { SettingRow } from './setting-row.tsx';
import { canSwitchLanguage } from './setting-visibility.ts';
import { TableLayouts } from './table-layouts.tsx';
import './user-settings.css';

/** The system language, for those allowed to change it here (spec §6 `system:i18n:change`). */
function LanguageOption() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <Card title={t('userSettings.groups.language')} className="venus-settings__card">
      <SettingRow title={t('userSettings.language.title')} hint={t('userSettings.language.hint')}>
        <Radio.Group
          optionType="button"
          value={language}
          aria-label={t('userSettings.language.title')}
          options={LANGUAGES.map((option) => ({ value: option, label: t(`language.${option}`) }))}
          onChange={(event) => setLanguage(event.target.value as Language)}
        />
      </SettingRow>
    </Card>
  );
}

/** `/user/setting`: the caller's own settings, kept on the server so they follow them everywhere. */
export function UserSettingsPage() {
  const { data: info } = useUserInfo();
  const permissions = info?.permissions ?? [];
  return (
    <div className="venus-settings">
      <PersonalOptions permissions={permissions} />
      {canSwitchLanguage(permissions) ? <LanguageOption /> : null}
      <TableLayouts />
      <PrivacyPasswordSettings />
      <MfaSettings />
    </div>
  );
}
