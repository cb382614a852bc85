import { CASE_STATUS, type CaseDetail, hasPermission, TEAM_ROLE } from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { ProjectRow } from './case-record.ts';

/** The administrators' actions on cases (decision 0025), each its own permission. */
export const CASE_ADMIN_PERMISSIONS = {
  edit: 'hankun:project:editProject',
  restart: 'hankun:project:restart',
  reset: 'hankun:project:reset',
  special: 'hankun:project:special',
  ready: 'hankun:project:ready',
} as const;
export const APPLY_FOR_CASE = 'hankun:project:myAdd';

type Member = { userId: number; role: string };

/** The deal facts are filed while the case is open, closing, or after it closed. */
export const CLOSING_INFO_STATUSES: readonly number[] = [
  CASE_STATUS.active,
  CASE_STATUS.closingAudit,
  CASE_STATUS.closed,
];

export function isPartnerOf(ctx: SignedInContext, team: readonly Member[]): boolean {
  return team.some((member) => member.userId === ctx.actor.userId && member.role === TEAM_ROLE.partner);
}

/** May ask to close the case: its responsible partner or a lead lawyer. */
export function mayAskToClose(ctx: SignedInContext, team: readonly Member[]): boolean {
  return team.some(
    (member) =>
      member.userId === ctx.actor.userId &&
      (member.role === TEAM_ROLE.partner || member.role === TEAM_ROLE.lead),
  );
}

/** Keeps the case's notes, expense types and expense budget: its partner or a lead lawyer, or an editor of cases. */
export const mayKeepCaseSettings = (ctx: SignedInContext, team: readonly Member[]) =>
  mayAskToClose(ctx, team) || hasPermission(ctx.actor.permissions, CASE_ADMIN_PERMISSIONS.edit);

/** Who corrects a case's parties (issue 27 item 9): its team, any role, or an editor of cases. */
export const isTeamOrEditor = (ctx: SignedInContext, team: readonly Member[]) =>
  team.some((member) => member.userId === ctx.actor.userId) ||
  hasPermission(ctx.actor.permissions, CASE_ADMIN_PERMISSIONS.edit);

/** What the reader may do with the case now; the buttons follow it and every call checks again. */
export function caseAbilities(
  ctx: SignedInContext,
  project: ProjectRow,
  team: readonly Member[],
): CaseDetail['can'] {
  const held = ctx.actor.permissions;
  const isDraft = project.status === CASE_STATUS.draft;
  const applies =
    hasPermission(held, APPLY_FOR_CASE) &&
    (project.applicantId === ctx.actor.userId || isPartnerOf(ctx, team));
  const ended = project.status === CASE_STATUS.closed || project.status === CASE_STATUS.declined;
  const open = project.status === CASE_STATUS.active;
  return {
    edit: (applies && isDraft) || (open && hasPermission(held, CASE_ADMIN_PERMISSIONS.edit)),
    checkConflicts: applies && isDraft,
    settle: applies && isDraft,
    close: open && (mayAskToClose(ctx, team) || hasPermission(held, CASE_ADMIN_PERMISSIONS.edit)),
    restart: ended && hasPermission(held, CASE_ADMIN_PERMISSIONS.restart),
    reset: (open || ended) && hasPermission(held, CASE_ADMIN_PERMISSIONS.reset),
    setSpecial: hasPermission(held, CASE_ADMIN_PERMISSIONS.special),
    readyForSettlement: open && (isPartnerOf(ctx, team) || hasPermission(held, CASE_ADMIN_PERMISSIONS.ready)),
    closingInfo:
      CLOSING_INFO_STATUSES.includes(project.status) &&
      (mayAskToClose(ctx, team) || hasPermission(held, CASE_ADMIN_PERMISSIONS.edit)),
    // As case-team.service.ts decides: resetTeam and setText.
    editTeam: !ended && (isPartnerOf(ctx, team) || hasPermission(held, CASE_ADMIN_PERMISSIONS.edit)),
    editNotes: mayKeepCaseSettings(ctx, team),
    // As cases.service.ts createFollowOn decides.
    followOn:
      project.status === CASE_STATUS.closed &&
      hasPermission(held, APPLY_FOR_CASE) &&
      team.some((member) => member.userId === ctx.actor.userId),
    // As case-parties.service.ts decides.
    editParties: open && isTeamOrEditor(ctx, team),
  };
}
