import { hasPermission } from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import { forbidden } from '../../platform/http/app-error.ts';

/** HR reads everyone's leave and overtime, and keeps entitlements. */
export const READ_ALL_ABSENCES = 'hr:leave:list';
export const EDIT_ENTITLEMENTS = 'hr:leave:edit';

export const isHr = (ctx: SignedInContext) => hasPermission(ctx.actor.permissions, READ_ALL_ABSENCES);

/** `all` is HR's view; everyone else lists their own requests only. */
export function applicantFilterOf(ctx: SignedInContext, scope: 'mine' | 'all'): number | null {
  if (scope === 'mine') return ctx.actor.userId;
  if (!isHr(ctx)) throw forbidden();
  return null;
}

/** Who may open a request: its applicant, HR, and whoever its approval lets read it. */
export type MayViewRequest = (
  ctx: SignedInContext,
  instanceId: number,
  delegateUser: string | undefined,
) => Promise<boolean>;

export interface AbsencePerson {
  nickName: string;
  nameEn: string | null;
  deptId: number | null;
}

/** Names of applicants, asked of the people directory. */
export type PeopleLookup = (userIds: readonly number[]) => Promise<Map<number, AbsencePerson>>;

/** The half-day a period starts or ends in, as a sortable key: `2026-11-24#1` is that afternoon. */
export const halfDayKey = (day: string, half: 'am' | 'pm') => `${day}#${half === 'am' ? 0 : 1}`;
