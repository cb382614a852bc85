import { hasPermission } from '@venus/shared';
import type { DeviceClass } from '../../app/device.ts';

/** Spec §6: the language switch on the settings page needs this permission. */
export const CHANGE_LANGUAGE_PERMISSION = 'system:i18n:change';
/** Spec §6: the floating timer belongs to people who write worklogs (the spelling is the spec's). */
export const WRITE_WORKLOG_PERMISSION = 'hankun:jurisdiction:wirteWorklog';

export function canSwitchLanguage(permissions: readonly string[]): boolean {
  return hasPermission(permissions, CHANGE_LANGUAGE_PERMISSION);
}

/** The floating-timer option: worklog writers on a device wide enough to float a timer over pages. */
export function canChooseFloatTimer(permissions: readonly string[], device: DeviceClass): boolean {
  return device !== 'mobile' && hasPermission(permissions, WRITE_WORKLOG_PERMISSION);
}
