import { TEAM_ROLE } from '@venus/shared';
import { and, eq, ilike, inArray, not, or, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { CaseScope } from '../../platform/db/case-scope.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/paging.ts';
import type { CaseAccess } from './case-access.ts';
import { projectMembers, projects } from './projects.tables.ts';

/**
 * What other domains (time, and later bills and expenses) ask of cases, so they never read the
 * case tables: facts of cases by id, teams, who leads what, and which walled cases someone is
 * outside of. Answers are not filtered by the wall; callers apply `canView` / `hiddenCaseIds`.
 */
export class CaseDirectory {
  constructor(
    private readonly db: Database,
    private readonly access: CaseAccess,
  ) {}

  async casesByIds(projectIds: readonly number[], tx: Executor = this.db) {
    const unique = [...new Set(projectIds)];
    if (unique.length === 0) return new Map<number, CaseFacts>();
    const rows = await tx
      .select({
        projectId: projects.projectId,
        number: projects.number,
        nameCn: projects.nameCn,
        nameEn: projects.nameEn,
        clientId: projects.clientId,
        status: projects.status,
        restricted: projects.restricted,
        feeType: projects.feeType,
        currency: projects.currency,
        officeId: projects.officeId,
      })
      .from(projects)
      .where(inArray(projects.projectId, unique));
    return new Map<number, CaseFacts>(rows.map((row) => [row.projectId, row]));
  }

  async teamsOf(projectIds: readonly number[], tx: Executor = this.db) {
    const unique = [...new Set(projectIds)];
    if (unique.length === 0) return [];
    return tx.select().from(projectMembers).where(inArray(projectMembers.projectId, unique));
  }

  async canView(ctx: SignedInContext, projectId: number, tx: Executor = this.db): Promise<boolean> {
    const [row] = await tx.select().from(projects).where(eq(projects.projectId, projectId));
    return row !== undefined && (await this.access.canView(ctx, row, tx));
  }

  /** Cases on which the person is the responsible partner or a lead lawyer. */
  async caseIdsLedBy(userId: number, tx: Executor = this.db): Promise<number[]> {
    const rows = await tx
      .select({ projectId: projectMembers.projectId })
      .from(projectMembers)
      .where(
        and(
          eq(projectMembers.userId, userId),
          inArray(projectMembers.role, [TEAM_ROLE.partner, TEAM_ROLE.lead]),
        ),
      );
    return rows.map((row) => row.projectId);
  }

  /** Walled cases this person may not see; few, so callers exclude them by id. */
  async hiddenCaseIds(ctx: SignedInContext, tx: Executor = this.db): Promise<number[]> {
    const visible = await this.access.visibleCondition(ctx, tx);
    if (!visible) return [];
    const rows = await tx
      .select({ projectId: projects.projectId })
      .from(projects)
      .where(and(eq(projects.restricted, true), not(visible)));
    return rows.map((row) => row.projectId);
  }

  /**
   * The caller's scope for a list of case records: `everything` (a holder of a firm-wide list
   * permission) is every case except the walled ones they are outside of, by the same rule as
   * `CaseAccess`; otherwise the cases they are on (team) or applied for, wall or not.
   */
  async scopeOf(ctx: SignedInContext, everything: boolean, tx: Executor = this.db): Promise<CaseScope> {
    if (everything) return { all: true, except: await this.hiddenCaseIds(ctx, tx) };
    const me = ctx.actor.userId;
    // Two index reads joined (decision 0048): the left join with `or` read every case of the firm.
    const rows = await tx
      .select({ projectId: projectMembers.projectId })
      .from(projectMembers)
      .where(eq(projectMembers.userId, me))
      .union(tx.select({ projectId: projects.projectId }).from(projects).where(eq(projects.applicantId, me)));
    return { all: false, caseIds: rows.map((row) => row.projectId) };
  }

  /** Case ids by their numbers, compared without regard to case, in one query (imports name cases by number). */
  async caseIdsByNumbers(numbers: readonly string[], tx: Executor = this.db): Promise<Map<string, number>> {
    const wanted = [...new Set(numbers.map((text) => text.trim().toUpperCase()))].filter(Boolean);
    if (wanted.length === 0) return new Map();
    const rows = await tx
      .select({ projectId: projects.projectId, number: projects.number })
      .from(projects)
      .where(inArray(sql`upper(${projects.number})`, wanted));
    return new Map(rows.map((row) => [row.number!.toUpperCase(), row.projectId]));
  }

  async caseIdsMatching(text: string, tx: Executor = this.db): Promise<number[]> {
    const pattern = containsPattern(text);
    const rows = await tx
      .select({ projectId: projects.projectId })
      .from(projects)
      .where(
        or(ilike(projects.number, pattern), ilike(projects.nameCn, pattern), ilike(projects.nameEn, pattern)),
      );
    return rows.map((row) => row.projectId);
  }
}

export interface CaseFacts {
  projectId: number;
  number: string | null;
  nameCn: string;
  nameEn: string;
  clientId: number;
  status: number;
  restricted: boolean;
  feeType: string;
  currency: string;
  officeId: number;
}

export type { CaseScope };
