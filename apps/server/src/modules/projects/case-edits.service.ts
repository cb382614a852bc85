import { CASE_STATUS, type CaseEditInput, type CaseNoteInput, hasPermission, TEAM_ROLE } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { conflict, forbidden } from '../../platform/http/app-error.ts';
import { CASE_ADMIN_PERMISSIONS } from './case-abilities.ts';
import { assertCaseCodes, type ProjectRow } from './case-record.ts';
import type { CasesService } from './cases.service.ts';
import type { CaseCollaborators } from './projects.collaborators.ts';
import { projectEvents, projects } from './projects.tables.ts';

type EditableField = Exclude<keyof CaseEditInput, 'projectId'>;

/** People on the team who report the case's progress; secretaries keep the file, not the notes. */
const NOTE_ROLES: readonly string[] = [TEAM_ROLE.partner, TEAM_ROLE.lead, TEAM_ROLE.member];

const hasEnded = (project: ProjectRow) =>
  project.status === CASE_STATUS.closed || project.status === CASE_STATUS.declined;

/** Changes to a case outside its application: an administrator's correction, the team's notes. */
export class CaseEditsService {
  constructor(
    private readonly db: Database,
    private readonly cases: CasesService,
    private readonly collaborators: Pick<CaseCollaborators, 'dictValues'>,
  ) {}

  /**
   * An administrator corrects the descriptive fields of a case that has not ended (spec
   * editProject), with no new approval: a typo in the name, the wrong practice area. The number
   * stays as given, and only the fields that really change are written, audited and shown in the
   * case's history.
   */
  async correct(ctx: SignedInContext, { projectId, ...fields }: CaseEditInput): Promise<void> {
    if (!hasPermission(ctx.actor.permissions, CASE_ADMIN_PERMISSIONS.edit)) throw forbidden();
    await assertCaseCodes(this.collaborators, fields);
    await this.db.transaction(async (tx) => {
      const project = await this.cases.lockVisible(ctx, projectId, tx);
      if (hasEnded(project)) throw conflict('case.notEditable');
      const changed = (Object.keys(fields) as EditableField[]).filter(
        (field) => fields[field] !== undefined && fields[field] !== project[field],
      );
      if (changed.length === 0) return;
      const after = Object.fromEntries(changed.map((field) => [field, fields[field]]));
      await tx
        .update(projects)
        .set({ ...after, updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(projects.projectId, projectId));
      await tx.insert(projectEvents).values({
        projectId,
        action: 'edit',
        fromStatus: project.status,
        toStatus: project.status,
        detail: changed.join(','),
        actorId: ctx.actor.userId,
      });
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'project',
        entityId: projectId,
        before: Object.fromEntries(changed.map((field) => [field, project[field]])),
        after,
      });
    });
  }

  /**
   * A progress note from the team (spec remarkSave): kept as a dated event in the case's history,
   * never replacing an earlier one, until the case has ended.
   */
  async addNote(ctx: SignedInContext, input: CaseNoteInput) {
    return this.db.transaction(async (tx) => {
      const project = await this.cases.getVisible(ctx, input.projectId, tx);
      const team = await this.cases.teamOf(project.projectId, tx);
      const reports = team.some(
        (member) => member.userId === ctx.actor.userId && NOTE_ROLES.includes(member.role),
      );
      if (!reports) throw forbidden();
      if (hasEnded(project)) throw conflict('case.notEditable');
      const [event] = await tx
        .insert(projectEvents)
        .values({
          projectId: project.projectId,
          action: 'note',
          fromStatus: project.status,
          toStatus: project.status,
          comment: input.remark,
          actorId: ctx.actor.userId,
        })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'insert',
        entity: 'projectNote',
        entityId: project.projectId,
        after: event,
      });
      return {
        eventId: event!.eventId,
        action: event!.action,
        fromStatus: event!.fromStatus,
        toStatus: event!.toStatus,
        comment: event!.comment,
        actorId: event!.actorId,
        actorName: ctx.actor.nickName,
        at: event!.at.toISOString(),
      };
    });
  }
}
