import { CASE_STATUS, hasPermission } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { FileSourcePolicy } from '../files/file-sources.ts';
import { CASE_ADMIN_PERMISSIONS } from './case-abilities.ts';
import type { CaseAccess } from './case-access.ts';
import { projectMembers, projects } from './projects.tables.ts';

/**
 * A case's files follow the wall: whoever sees the case sees them; its team adds and changes
 * them until the case is closed, administrators always (decision 0025).
 */
export function caseFilePolicy(db: Database, access: CaseAccess): FileSourcePolicy {
  const caseOf = async (onlyId: string) => {
    const projectId = Number(onlyId);
    if (!Number.isSafeInteger(projectId) || projectId <= 0) return null;
    const [row] = await db.select().from(projects).where(eq(projects.projectId, projectId));
    return row ?? null;
  };
  return {
    maySee: async (actor, onlyId) => {
      const project = await caseOf(onlyId);
      return project !== null && (await access.canView({ actor }, project, db));
    },
    mayChange: async (actor, onlyId) => {
      const project = await caseOf(onlyId);
      if (project === null || !(await access.canView({ actor }, project, db))) return false;
      if (hasPermission(actor.permissions, CASE_ADMIN_PERMISSIONS.edit)) return true;
      if (project.status === CASE_STATUS.closed || project.status === CASE_STATUS.declined) return false;
      const [member] = await db
        .select({ userId: projectMembers.userId })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, project.projectId), eq(projectMembers.userId, actor.userId)));
      return project.applicantId === actor.userId || member !== undefined;
    },
  };
}
