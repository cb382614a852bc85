import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';

/**
 * The firm's user statuses (decision 0012). The spec's share list asks for "status 3" as the
 * people in service; 4 and 5 follow it. 0–2 are left free for states before joining.
 */
export const USER_STATUS = {
  inService: '3',
  disabled: '4',
  departed: '5',
} as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];
export const USER_STATUSES = [USER_STATUS.inService, USER_STATUS.disabled, USER_STATUS.departed] as const;
export const userStatusSchema = z.enum(USER_STATUSES, { message: 'validation.oneOf' });

/** What can happen to an account: who may do it, from which statuses, to which one. */
export const USER_ACTIONS = ['disable', 'enable', 'dimission', 'reinstate'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

interface Transition {
  from: readonly UserStatus[];
  to: UserStatus;
  /** The permission string the caller must hold. */
  permission: string;
  /** Whether the account's open sessions end at once. */
  endsSessions: boolean;
}

/**
 * Disabling is an IT/security measure (edit permission); a departure is an HR fact
 * (dimission permission). A departed person is never "disabled" afterwards: they are already out.
 */
export const USER_TRANSITIONS: Record<UserAction, Transition> = {
  disable: {
    from: [USER_STATUS.inService],
    to: USER_STATUS.disabled,
    permission: 'system:user:edit',
    endsSessions: true,
  },
  enable: {
    from: [USER_STATUS.disabled],
    to: USER_STATUS.inService,
    permission: 'system:user:edit',
    endsSessions: false,
  },
  dimission: {
    from: [USER_STATUS.inService, USER_STATUS.disabled],
    to: USER_STATUS.departed,
    permission: 'system:user:dimission',
    endsSessions: true,
  },
  reinstate: {
    from: [USER_STATUS.departed],
    to: USER_STATUS.inService,
    permission: 'system:user:dimission',
    endsSessions: false,
  },
};

/** The status after `action`, or null when the action does not apply to a user in `current`. */
export function nextUserStatus(current: string, action: UserAction): UserStatus | null {
  const transition = USER_TRANSITIONS[action];
  return (transition.from as readonly string[]).includes(current) ? transition.to : null;
}

/** The action that moves a user from `current` to `target`, or null when none does. */
export function actionBetween(current: string, target: string): UserAction | null {
  return USER_ACTIONS.find((action) => nextUserStatus(current, action) === target) ?? null;
}

/** Only people in service may sign in or keep a session. */
export function isInService(status: string): boolean {
  return status === USER_STATUS.inService;
}

/** Lifecycle actions name the user in the body, like RuoYi's changeStatus. */
export const userActionSchema = z.object({ userId: recordIdSchema });
export type UserActionInput = z.infer<typeof userActionSchema>;
