import { CASE_STATUS, type CaseExpenseTypesInput, type CaseTeamInput, hasPermission } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { badRequest, conflict, forbidden } from '../../platform/http/app-error.ts';
import { CASE_ADMIN_PERMISSIONS, isPartnerOf, mayAskToClose } from './case-abilities.ts';
import type { CasesService } from './cases.service.ts';
import type { CaseCollaborators } from './projects.collaborators.ts';
import { projectExpenseTypes, projectMembers, projects } from './projects.tables.ts';

type EditableField = 'remark' | 'billRemind';

/** Changes to a case that need no audit step: its team, remark, bill reminder and expense types. */
export class CaseTeamService {
  constructor(
    private readonly db: Database,
    private readonly cases: CasesService,
    private readonly collaborators: CaseCollaborators,
  ) {}

  /** The responsible partner or an administrator replaces the team (spec resetProjectLawyer). */
  async resetTeam(ctx: SignedInContext, input: CaseTeamInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const project = await this.cases.lockVisible(ctx, input.projectId, tx);
      const before = await this.cases.teamOf(project.projectId, tx);
      if (!isPartnerOf(ctx, before) && !hasPermission(ctx.actor.permissions, CASE_ADMIN_PERMISSIONS.edit))
        throw forbidden();
      if (project.status === CASE_STATUS.closed || project.status === CASE_STATUS.declined)
        throw conflict('case.notEditable');
      const inService = await this.collaborators.peopleInService(
        input.team.map((member) => member.userId),
        tx,
      );
      input.team.forEach((member, index) => {
        if (!inService.has(member.userId))
          throw badRequest('case.memberNotInService', {}, `team.${index}.userId`);
      });
      await tx.delete(projectMembers).where(eq(projectMembers.projectId, project.projectId));
      await tx
        .insert(projectMembers)
        .values(input.team.map((member) => ({ ...member, projectId: project.projectId })));
      await tx
        .update(projects)
        .set({ updatedBy: ctx.actor.userId })
        .where(eq(projects.projectId, project.projectId));
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'projectTeam',
        entityId: project.projectId,
        before,
        after: input.team,
      });
    });
  }

  /** The team's partner or lead lawyer, or an administrator, keeps the remark and bill reminder. */
  async setText(ctx: SignedInContext, projectId: number, field: EditableField, value: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const project = await this.cases.lockVisible(ctx, projectId, tx);
      const team = await this.cases.teamOf(projectId, tx);
      if (!mayAskToClose(ctx, team) && !hasPermission(ctx.actor.permissions, CASE_ADMIN_PERMISSIONS.edit))
        throw forbidden();
      const [after] = await tx
        .update(projects)
        .set({ [field]: value, updatedBy: ctx.actor.userId })
        .where(eq(projects.projectId, projectId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'project',
        entityId: projectId,
        before: { [field]: project[field] },
        after: { [field]: after![field] },
      });
    });
  }

  /** The team's partner or lead lawyer, or an administrator, sets which expense types the case allows. */
  async setExpenseTypes(ctx: SignedInContext, input: CaseExpenseTypesInput): Promise<void> {
    // Before the transaction: the dictionary is read through its own service's connection.
    const known = await this.collaborators.dictValues('hk_expense_type');
    await this.db.transaction(async (tx) => {
      const project = await this.cases.lockVisible(ctx, input.projectId, tx);
      const team = await this.cases.teamOf(project.projectId, tx);
      if (!mayAskToClose(ctx, team) && !hasPermission(ctx.actor.permissions, CASE_ADMIN_PERMISSIONS.edit))
        throw forbidden();
      if (project.status === CASE_STATUS.closed || project.status === CASE_STATUS.declined)
        throw conflict('case.notEditable');
      input.expenseTypes.forEach((type, index) => {
        if (!known.has(type)) throw badRequest('case.unknownExpenseType', {}, `expenseTypes.${index}`);
      });
      const before = await this.cases.expenseTypesOf(project.projectId, tx);
      await tx.delete(projectExpenseTypes).where(eq(projectExpenseTypes.projectId, project.projectId));
      if (input.expenseTypes.length > 0)
        await tx
          .insert(projectExpenseTypes)
          .values(input.expenseTypes.map((expenseType) => ({ projectId: project.projectId, expenseType })));
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'projectExpenseTypes',
        entityId: project.projectId,
        before,
        after: input.expenseTypes,
      });
    });
  }
}
