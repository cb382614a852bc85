import { hasPermission } from '@venus/shared';
import { useUserInfo } from './session-queries.ts';

/**
 * Whether the signed-in person holds a permission (spec §6: the string or `*:*:*`). Hiding a
 * button is only convenience: the server checks every call.
 */
export function useHasPermission(permission: string): boolean {
  const { data } = useUserInfo();
  return data ? hasPermission(data.permissions, permission) : false;
}
