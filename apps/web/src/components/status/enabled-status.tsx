import { Tag } from 'antd';
import type { TFunction } from 'i18next';

/** The system tables' status: '0' enabled (normal), '1' disabled; for roles, menus, departments. */
export type EnabledStatus = '0' | '1';

export function enabledStatusOptions(t: TFunction) {
  return [
    { value: '0', label: t('adminStatus.enabled') },
    { value: '1', label: t('adminStatus.disabled') },
  ];
}

export function EnabledStatusTag({ status, t }: { status: unknown; t: TFunction }) {
  return status === '0' ? (
    <Tag color="green">{t('adminStatus.enabled')}</Tag>
  ) : (
    <Tag>{t('adminStatus.disabled')}</Tag>
  );
}
