import type { PersonalSettings, PersonalSettingsPatch } from '@venus/shared';
import { App, Card, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePersonalSettingsQuery, useSavePersonalSettings } from '../../app/settings/use-user-settings.ts';
import { useDeviceClass } from '../../app/use-device.ts';
import { Select } from '../../components/select/select.tsx';
import { SettingRow } from './setting-row.tsx';
import { canChooseFloatTimer } from './setting-visibility.ts';

type BooleanOption = {
  [K in keyof PersonalSettings]: PersonalSettings[K] extends boolean ? K : never;
}[keyof PersonalSettings];

/** Layouts of the new-settlement page (decision 0010): 0 the whole form on one page, 1 step by step. */
const SETTLE_LAYOUTS = [0, 1] as const;

/** The options of the personal setting object (spec §3), each saved the moment it changes. */
export function PersonalOptions({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const device = useDeviceClass();
  const { data: settings, isLoading } = usePersonalSettingsQuery();
  const save = useSavePersonalSettings();

  const change = (patch: PersonalSettingsPatch) =>
    save.mutate(patch, { onSuccess: () => void message.success(t('userSettings.saved')) });

  if (!settings) return <Card loading={isLoading} />;

  const toggle = (name: BooleanOption) => (
    <SettingRow
      key={name}
      title={t(`userSettings.options.${name}.title`)}
      hint={t(`userSettings.options.${name}.hint`)}
    >
      <Switch
        checked={settings[name]}
        aria-label={t(`userSettings.options.${name}.title`)}
        onChange={(checked) => change({ [name]: checked })}
      />
    </SettingRow>
  );

  return (
    <>
      <Card title={t('userSettings.groups.tabs')} className="venus-settings__card">
        {toggle('doubleClickCloseTags')}
        {toggle('showSingleTag')}
        {toggle('clickMaskClosePopup')}
      </Card>

      <Card title={t('userSettings.groups.worklog')} className="venus-settings__card">
        <SettingRow
          title={t('userSettings.options.latelyWorklogRange.title')}
          hint={t('userSettings.options.latelyWorklogRange.hint')}
        >
          <Radio.Group
            optionType="button"
            value={settings.latelyWorklogRange}
            aria-label={t('userSettings.options.latelyWorklogRange.title')}
            options={[3, 7].map((days) => ({ value: days, label: t('userSettings.days', { count: days }) }))}
            onChange={(event) => change({ latelyWorklogRange: event.target.value as 3 | 7 })}
          />
        </SettingRow>
        {toggle('retainLastWriteWorklogProject')}
        {canChooseFloatTimer(permissions, device) ? toggle('showFloatTimer') : null}
      </Card>

      <Card title={t('userSettings.groups.search')} className="venus-settings__card">
        {toggle('searchHistory')}
        {toggle('searchUseLocalCache')}
      </Card>

      <Card title={t('userSettings.groups.display')} className="venus-settings__card">
        {toggle('hoverOpenQuickEntry')}
        {toggle('showCopyIcon')}
        {toggle('showLeaveList')}
        {toggle('latestTime')}
        <SettingRow
          title={t('userSettings.options.aiLocation.title')}
          hint={t('userSettings.options.aiLocation.hint')}
        >
          <Radio.Group
            optionType="button"
            value={settings.aiLocation}
            aria-label={t('userSettings.options.aiLocation.title')}
            options={([1, 2, 3] as const).map((value) => ({
              value,
              label: t(`userSettings.aiLocations.${value}`),
            }))}
            onChange={(event) => change({ aiLocation: event.target.value as 1 | 2 | 3 })}
          />
        </SettingRow>
        <SettingRow
          title={t('userSettings.options.newSettleProjectLayout.title')}
          hint={t('userSettings.options.newSettleProjectLayout.hint')}
        >
          <Select
            className="venus-settings__select"
            value={settings.newSettleProjectLayout}
            aria-label={t('userSettings.options.newSettleProjectLayout.title')}
            options={SETTLE_LAYOUTS.map((value) => ({
              value,
              label: t(`userSettings.settleLayouts.${value}`),
            }))}
            onChange={(value) => change({ newSettleProjectLayout: value })}
          />
        </SettingRow>
      </Card>
    </>
  );
}
