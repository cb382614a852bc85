import { BILLING_PERMISSIONS, hasPermission, TEAM_ROLE } from '@venus/shared';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { forbidden, notFound } from '../../../platform/http/app-error.ts';
import type { ArrangementCases, ArrangementCaseTerms } from './arrangements.collaborators.ts';

/** Who may change how a case is charged: its responsible partner or lead lawyer, or finance. */
const CHANGING_ROLES: readonly string[] = [TEAM_ROLE.partner, TEAM_ROLE.lead];

/**
 * Row access to a case's fee terms (decision 0040): reading follows the case's wall (a case outside
 * it answers 404, as a missing one); changing them needs `hankun:feeArrangement:edit` (the route)
 * and a place on the case as partner or lead, or finance's firm-wide `hankun:bill:listAll`.
 */
export class FeeArrangementAccess {
  constructor(private readonly cases: ArrangementCases) {}

  async readable(ctx: SignedInContext, projectId: number, tx: Executor): Promise<ArrangementCaseTerms> {
    const terms = await this.cases.termsOf(projectId, tx);
    if (!terms || !(await this.cases.canView(ctx, projectId, tx))) throw notFound('case.notFound');
    return terms;
  }

  async mayChange(ctx: SignedInContext, projectId: number, tx: Executor): Promise<boolean> {
    if (!hasPermission(ctx.actor.permissions, BILLING_PERMISSIONS.arrangementEdit)) return false;
    if (hasPermission(ctx.actor.permissions, BILLING_PERMISSIONS.listAll)) return true;
    const team = await this.cases.teamsOf([projectId], tx);
    return team.some((member) => member.userId === ctx.actor.userId && CHANGING_ROLES.includes(member.role));
  }

  async changeable(ctx: SignedInContext, projectId: number, tx: Executor): Promise<ArrangementCaseTerms> {
    const terms = await this.readable(ctx, projectId, tx);
    if (!(await this.mayChange(ctx, projectId, tx))) throw forbidden('feeArrangement.notOnCase');
    return terms;
  }
}
