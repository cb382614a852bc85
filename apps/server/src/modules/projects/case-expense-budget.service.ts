import { CASE_STATUS, type CaseExpenseBudgetInput } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { conflict, forbidden } from '../../platform/http/app-error.ts';
import { mayKeepCaseSettings } from './case-abilities.ts';
import type { CasesService } from './cases.service.ts';
import { projects } from './projects.tables.ts';

/**
 * The case's expense budget (spec /project/budget, decision 0044): what the team may spend in
 * expense claims. Claims that would pass it are warned of, never refused: the partner decides.
 */
export class CaseExpenseBudgetService {
  constructor(
    private readonly db: Database,
    private readonly cases: CasesService,
  ) {}

  async set(ctx: SignedInContext, input: CaseExpenseBudgetInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const project = await this.cases.lockVisible(ctx, input.projectId, tx);
      if (!mayKeepCaseSettings(ctx, await this.cases.teamOf(project.projectId, tx))) throw forbidden();
      if (project.status === CASE_STATUS.closed || project.status === CASE_STATUS.declined)
        throw conflict('case.notEditable');
      await tx
        .update(projects)
        .set({ expenseBudget: input.expenseBudget, updatedBy: ctx.actor.userId })
        .where(eq(projects.projectId, project.projectId));
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'project',
        entityId: project.projectId,
        before: { expenseBudget: project.expenseBudget },
        after: { expenseBudget: input.expenseBudget },
      });
    });
  }
}
