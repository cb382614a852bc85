import { CASE_STATUS, type CaseMoney, localizedName, translate, type WorkChecker } from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { mayKeepCaseSettings } from './case-abilities.ts';
import type { CasesService } from './cases.service.ts';
import type { CaseCollaborators } from './projects.collaborators.ts';

/**
 * What other domains say of a case (spec money, workChecker): its money at a glance and whether
 * someone may record time on it now. Each asks the domain that owns the answer, never its tables.
 */
export class CaseTimeMoneyService {
  constructor(
    private readonly db: Database,
    private readonly cases: CasesService,
    private readonly collaborators: Pick<
      CaseCollaborators,
      'worklogSums' | 'timeRefusal' | 'billingSums' | 'expenseSums'
    >,
  ) {}

  async money(ctx: SignedInContext, projectId: number): Promise<CaseMoney> {
    const project = await this.cases.getVisible(ctx, projectId, this.db);
    const [time, billing, expenses, team] = await Promise.all([
      this.collaborators.worklogSums(ctx, projectId),
      this.collaborators.billingSums(projectId),
      this.collaborators.expenseSums(projectId),
      this.cases.teamOf(projectId, this.db),
    ]);
    const ended = project.status === CASE_STATUS.closed || project.status === CASE_STATUS.declined;
    return {
      projectId,
      caseNumber: project.number,
      caseName: localizedName(ctx.lang, project.nameCn, project.nameEn),
      feeType: project.feeType,
      feeAmount: project.feeAmount,
      contingencyRate: project.contingencyRate,
      currency: project.currency,
      budget: project.budget,
      time,
      billed: billing.billed,
      received: billing.received,
      expenseBudget: project.expenseBudget,
      expenseSpent: expenses.spent,
      expensePending: expenses.pending,
      mayEditExpenseBudget: !ended && mayKeepCaseSettings(ctx, team),
    };
  }

  /**
   * Whether the person (the caller by default) may record time on the case now, by timekeeping's
   * own rule. Whoever sees the case sees its team, so telling the reasons apart reveals nothing.
   */
  async workChecker(ctx: SignedInContext, projectId: number, userId?: number): Promise<WorkChecker> {
    await this.cases.getVisible(ctx, projectId, this.db);
    const person = userId ?? ctx.actor.userId;
    const reason = await this.collaborators.timeRefusal(person, projectId);
    return {
      projectId,
      userId: person,
      allowed: reason === null,
      reason,
      message: reason === null ? '' : translate(ctx.lang, `case.time.${reason}`),
    };
  }
}
