import { hasPermission } from '@venus/shared';
import { and, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { projectMembers, projects } from './projects.tables.ts';

/** Sees every case: the intake team (decision 0025); administrators hold `*:*:*`. */
export const READ_ALL_CASES = 'hankun:project:listAllCase';
const FINANCE_ROLE = 'finance';

/** The approvals a person must decide now, by case: "auditors of its current step" see the case. */
export type PendingCaseIds = (userId: number, tx?: Executor) => Promise<number[]>;

export type CaseRowForAccess = Pick<typeof projects.$inferSelect, 'projectId' | 'applicantId' | 'restricted'>;

/**
 * The one rule of who sees a case (decision 0025), as a SQL condition for lists, counts, search
 * and export, and as a check for one case. Every read of a case goes through here.
 */
export class CaseAccess {
  constructor(private readonly pendingCaseIds: PendingCaseIds) {}

  seesEverything(ctx: Pick<SignedInContext, 'actor'>): boolean {
    return hasPermission(ctx.actor.permissions, READ_ALL_CASES);
  }

  /** The condition a case row must meet for this person to read it; null when every case is readable. */
  async visibleCondition(ctx: SignedInContext, tx?: Executor): Promise<SQL | null> {
    if (this.seesEverything(ctx)) return null;
    const me = ctx.actor.userId;
    const pending = await this.pendingCaseIds(me, tx);
    const conditions: SQL[] = [
      eq(projects.applicantId, me),
      exists(
        sql`(select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.projectId} and ${projectMembers.userId} = ${me})`,
      ),
    ];
    if (pending.length > 0) conditions.push(inArray(projects.projectId, pending));
    // Finance reads every open wall-free case for billing; a walled case only through the team.
    if (ctx.actor.roles.includes(FINANCE_ROLE)) conditions.push(eq(projects.restricted, false));
    return or(...conditions) ?? null;
  }

  /** Whether this person may read the case; callers answer 404 when not, as for a missing case. */
  async canView(
    ctx: Pick<SignedInContext, 'actor'>,
    project: CaseRowForAccess,
    tx: Executor,
  ): Promise<boolean> {
    return (await this.viewableAmong(ctx, [project], tx)).has(project.projectId);
  }

  /**
   * The ids of those cases this person may read: `canView` for many cases at once, with at most
   * one team query and one pending-task query however many cases are asked about (a conflict
   * check of a common name reaches hundreds of cases).
   */
  async viewableAmong(
    ctx: Pick<SignedInContext, 'actor'>,
    cases: readonly CaseRowForAccess[],
    tx: Executor,
  ): Promise<Set<number>> {
    if (this.seesEverything(ctx)) return new Set(cases.map((row) => row.projectId));
    const me = ctx.actor.userId;
    const finance = ctx.actor.roles.includes(FINANCE_ROLE);
    const viewable = new Set<number>();
    const undecided = new Set<number>();
    for (const row of cases)
      if (row.applicantId === me || (!row.restricted && finance)) viewable.add(row.projectId);
      else undecided.add(row.projectId);
    if (undecided.size === 0) return viewable;
    const memberOf = await tx
      .select({ projectId: projectMembers.projectId })
      .from(projectMembers)
      .where(and(inArray(projectMembers.projectId, [...undecided]), eq(projectMembers.userId, me)));
    for (const { projectId } of memberOf) {
      viewable.add(projectId);
      undecided.delete(projectId);
    }
    if (undecided.size === 0) return viewable;
    for (const projectId of await this.pendingCaseIds(me, tx))
      if (undecided.has(projectId)) viewable.add(projectId);
    return viewable;
  }
}
