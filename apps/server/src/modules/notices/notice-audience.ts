import { localizedName, type NoticeAudience } from '@venus/shared';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { NoticeCollaborators } from './notices.collaborators.ts';

export interface Audience {
  audience: NoticeAudience;
  deptIds: number[];
  userIds: number[];
}

/**
 * The people an audience names at this moment (decision 0058): everyone in service, the people in
 * service of the chosen departments or offices, or the chosen people. Called once, at publication:
 * the list it answers is written down and never recomputed, so someone who joins a department later
 * does not receive its past notices, and someone who leaves keeps their receipt.
 */
export async function resolveAudience(
  tx: Executor,
  collaborators: NoticeCollaborators,
  target: Audience,
): Promise<number[]> {
  if (target.audience === 'all') return collaborators.allActiveUserIds(tx);
  if (target.audience === 'depts') return collaborators.activeUserIdsInUnits(target.deptIds, tx);
  return collaborators.activeUserIds(target.userIds, tx);
}

/** Refuses a draft whose chosen departments or people are not (any more) there. */
export async function assertTargets(
  tx: Executor,
  collaborators: NoticeCollaborators,
  target: Audience,
): Promise<void> {
  if (target.audience === 'depts') {
    const units = await collaborators.unitNames();
    const known = (id: number) => units.get(id)?.isActive === true && units.get(id)?.kind !== 'firm';
    if (!target.deptIds.every(known)) throw badRequest('notice.deptNotFound', undefined, 'deptIds');
  }
  if (target.audience === 'users') {
    const active = await collaborators.activeUserIds(target.userIds, tx);
    if (active.length !== target.userIds.length)
      throw badRequest('notice.userNotFound', undefined, 'userIds');
  }
}

/** Names of people and units for views, in the reader's language. */
export async function namesFor(collaborators: NoticeCollaborators, lang: string, userIds: readonly number[]) {
  const [people, units] = await Promise.all([collaborators.peopleByIds(userIds), collaborators.unitNames()]);
  const person = (userId: number) => {
    const found = people.get(userId);
    return { userId, name: found ? localizedName(lang, found.nickName, found.nameEn) : String(userId) };
  };
  const unitName = (deptId: number | null) => {
    const found = deptId === null ? undefined : units.get(deptId);
    return found ? localizedName(lang, found.name, found.nameEn) : '';
  };
  const unit = (deptId: number) => ({ deptId, name: unitName(deptId) || String(deptId) });
  return { person, unit, unitName, deptOf: (userId: number) => people.get(userId)?.deptId ?? null };
}

/** The offices, practice groups and departments a notice may go to, in the reader's language. */
export async function audienceUnits(collaborators: NoticeCollaborators, lang: string) {
  const units = await collaborators.unitNames();
  return [...units]
    .filter(([, unit]) => unit.isActive && unit.kind !== 'firm')
    .map(([deptId, unit]) => ({
      deptId,
      name: localizedName(lang, unit.name, unit.nameEn),
      kind: unit.kind,
    }));
}
