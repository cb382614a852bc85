import { hasPermission, WORKLOG_PERMISSIONS } from '@venus/shared';
import type { DeviceClass } from '../../../app/device.ts';

/**
 * Spec §6 floating timer: on a desktop (a phone has no room to float it over pages), for people
 * holding the timer permission, unless their personal setting showFloatTimer turned it off.
 */
export function showsFloatingTimer(
  permissions: readonly string[],
  device: DeviceClass,
  showFloatTimer: boolean | undefined,
): boolean {
  return (
    device !== 'mobile' && showFloatTimer !== false && hasPermission(permissions, WORKLOG_PERMISSIONS.timer)
  );
}
