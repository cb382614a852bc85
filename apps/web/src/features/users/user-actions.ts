import {
  hasPermission,
  nextUserStatus,
  USER_ACTIONS,
  USER_TRANSITIONS,
  type UserAction,
} from '@venus/shared';

/**
 * The lifecycle actions a row offers: those that apply to the user's status (the shared
 * transitions the server enforces) and that the signed-in person holds the permission for.
 */
export function lifecycleActionsFor(status: string, permissions: readonly string[]): UserAction[] {
  return USER_ACTIONS.filter(
    (action) =>
      nextUserStatus(status, action) !== null &&
      hasPermission(permissions, USER_TRANSITIONS[action].permission),
  );
}
