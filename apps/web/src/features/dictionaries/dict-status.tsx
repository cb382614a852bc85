import { Tag } from 'antd';
import type { TFunction } from 'i18next';

/** '0' enabled, '1' disabled, for dictionaries and their options alike. */
export function dictStatusOptions(t: TFunction) {
  return [
    { value: '0', label: t('dictionariesAdmin.enabled') },
    { value: '1', label: t('dictionariesAdmin.disabled') },
  ];
}

export function dictStatusTag(t: TFunction, status: unknown) {
  return status === '0' ? (
    <Tag color="green">{t('dictionariesAdmin.enabled')}</Tag>
  ) : (
    <Tag>{t('dictionariesAdmin.disabled')}</Tag>
  );
}
