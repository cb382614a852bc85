import { BILLING_PERMISSIONS, CASE_STATUS, hasPermission, TEAM_ROLE } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../../../platform/http/app-error.ts';
import type { BillCase, BillCases } from './bills.collaborators.ts';
import { bills } from './bills.tables.ts';

export type BillRecord = typeof bills.$inferSelect;

/** Cases a bill may be made for: open, or closing (the last bill of a case) (decision 0030). */
const BILLABLE_CASE_STATUSES: readonly number[] = [CASE_STATUS.active, CASE_STATUS.closingAudit];

/**
 * Who may read and prepare bills (decision 0030): reading follows the case's wall, a bill
 * outside it answers 404 as a missing one; preparing needs the case team or `listAll`.
 */
export class BillAccess {
  constructor(private readonly cases: BillCases) {}

  /** The case to bill, its responsible partner, checked for the preparer. */
  async caseToBill(
    ctx: SignedInContext,
    projectId: number,
    tx: Executor,
  ): Promise<{ kase: BillCase; partnerId: number }> {
    const kase = (await this.cases.casesByIds([projectId], tx)).get(projectId);
    if (!kase || !(await this.cases.canView(ctx, projectId, tx))) throw notFound('case.notFound');
    if (!BILLABLE_CASE_STATUSES.includes(kase.status))
      throw conflict('bill.caseNotBillable', {}, 'projectId');
    const team = await this.cases.teamsOf([projectId], tx);
    const onTeam = team.some((member) => member.userId === ctx.actor.userId);
    if (!onTeam && !hasPermission(ctx.actor.permissions, BILLING_PERMISSIONS.listAll)) {
      throw forbidden('bill.notOnTeam');
    }
    const partner = team.find((member) => member.role === TEAM_ROLE.partner);
    if (!partner) throw conflict('bill.noCasePartner');
    return { kase, partnerId: partner.userId };
  }

  /** The bill's case as its titles name it (no access check: the caller has read the bill). */
  async caseOf(projectId: number, tx: Executor): Promise<BillCase | undefined> {
    return (await this.cases.casesByIds([projectId], tx)).get(projectId);
  }

  /** The bill, locked, when the caller may read it; 404 otherwise, as for a missing bill. */
  async readable(ctx: SignedInContext, billId: number, tx: Executor, lock = false): Promise<BillRecord> {
    const query = tx.select().from(bills).where(eq(bills.billId, billId));
    const [bill] = lock ? await query.for('update') : await query;
    if (!bill || !(await this.cases.canView(ctx, bill.projectId, tx))) throw notFound('bill.notFound');
    return bill;
  }

  /**
   * Whether the caller may read the bill's approval timeline from its page: whoever may list
   * bills and see the bill's case (finance reading an issued bill, a colleague on the team).
   */
  async mayRead(ctx: SignedInContext, billId: number, tx: Executor): Promise<boolean> {
    if (!hasPermission(ctx.actor.permissions, BILLING_PERMISSIONS.listMine)) return false;
    const [bill] = await tx
      .select({ projectId: bills.projectId })
      .from(bills)
      .where(eq(bills.billId, billId));
    return bill !== undefined && (await this.cases.canView(ctx, bill.projectId, tx));
  }

  /** A draft the caller may change: readable, on the team or `listAll`, and still a draft. */
  async editableDraft(ctx: SignedInContext, billId: number, tx: Executor): Promise<BillRecord> {
    const bill = await this.readable(ctx, billId, tx, true);
    const team = await this.cases.teamsOf([bill.projectId], tx);
    const onTeam = team.some((member) => member.userId === ctx.actor.userId);
    if (!onTeam && !hasPermission(ctx.actor.permissions, BILLING_PERMISSIONS.listAll)) {
      throw forbidden('bill.notOnTeam');
    }
    if (bill.status !== 'draft') throw conflict('bill.notDraft', { status: bill.status });
    return bill;
  }
}
