import {
  type ConflictHistoryQuery,
  type ConflictHistoryRow,
  hasPermission,
  localizedName,
} from '@venus/shared';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import type { CaseAccess } from './case-access.ts';
import { AD_HOC_CHECK } from './conflict-checks.service.ts';
import type { CaseCollaborators } from './projects.collaborators.ts';
import { conflictChecks, conflictHits, projects } from './projects.tables.ts';

/** Reads every ad hoc check of the firm: the intake and conflicts team (and administrators). */
const READ_ALL_AD_HOC = 'hankun:project:listAllCase';

/**
 * The firm's conflict-check history (spec /project/checkHistory), by person and date, within the
 * walls: a case's checks only to whoever sees the case (decision 0025's one rule), and names
 * typed on the pre-check page, which may be a prospective client's secret, only to whoever typed
 * them and the intake team.
 */
export class ConflictCheckHistoryService {
  constructor(
    private readonly db: Database,
    private readonly access: CaseAccess,
    private readonly collaborators: Pick<CaseCollaborators, 'peopleByIds'>,
  ) {}

  async findFirmHistory(
    ctx: SignedInContext,
    query: ConflictHistoryQuery,
  ): Promise<{ rows: ConflictHistoryRow[]; total: number }> {
    const where = and(await this.readable(ctx), ...filtersOf(query));
    const [checks, [totals]] = await Promise.all([
      this.db
        .select({
          checkId: conflictChecks.checkId,
          checkedAt: conflictChecks.checkedAt,
          checkedBy: conflictChecks.checkedBy,
          queries: conflictChecks.queries,
          projectId: conflictChecks.projectId,
          number: projects.number,
          nameCn: projects.nameCn,
          nameEn: projects.nameEn,
        })
        .from(conflictChecks)
        .leftJoin(projects, eq(projects.projectId, conflictChecks.projectId))
        .where(where)
        .orderBy(
          query.isAsc === 'asc' || query.isAsc === 'ascending'
            ? conflictChecks.checkedAt
            : desc(conflictChecks.checkedAt),
          desc(conflictChecks.checkId),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db
        .select({ total: count() })
        .from(conflictChecks)
        .leftJoin(projects, eq(projects.projectId, conflictChecks.projectId))
        .where(where),
    ]);
    if (checks.length === 0) return { rows: [], total: totals?.total ?? 0 };
    const checkIds = checks.map((check) => check.checkId);
    const [tallies, people] = await Promise.all([
      this.db
        .select({
          checkId: conflictHits.checkId,
          hits: count(),
          unanswered: sql<number>`count(*) filter (where ${conflictHits.answer} is null)`.mapWith(Number),
        })
        .from(conflictHits)
        .where(inArray(conflictHits.checkId, checkIds))
        .groupBy(conflictHits.checkId),
      this.collaborators.peopleByIds(checks.map((check) => check.checkedBy)),
    ]);
    const tallyOf = new Map(tallies.map((tally) => [tally.checkId, tally]));
    return {
      total: totals?.total ?? 0,
      rows: checks.map((check) => ({
        checkId: check.checkId,
        checkedAt: check.checkedAt.toISOString(),
        checkedBy: check.checkedBy,
        checkedByName: localizedName(
          ctx.lang,
          people.get(check.checkedBy)?.nickName ?? '',
          people.get(check.checkedBy)?.nameEn,
        ),
        kind: check.projectId === null ? 'adHoc' : 'case',
        projectId: check.projectId,
        projectNumber: check.number ?? null,
        projectName: check.nameCn === null ? null : localizedName(ctx.lang, check.nameCn, check.nameEn ?? ''),
        names: check.queries.map((entry) => entry.name),
        hits: tallyOf.get(check.checkId)?.hits ?? 0,
        unanswered: tallyOf.get(check.checkId)?.unanswered ?? 0,
      })),
    };
  }

  /** Which checks this person may list: the wall's condition on the case, or one's own ad hoc names. */
  private async readable(ctx: SignedInContext): Promise<SQL | undefined> {
    const caseVisible = await this.access.visibleCondition(ctx, this.db);
    const ofCases = and(isNotNull(conflictChecks.projectId), caseVisible ?? undefined);
    const mayReadAllAdHoc =
      hasPermission(ctx.actor.permissions, READ_ALL_AD_HOC) ||
      hasPermission(ctx.actor.permissions, AD_HOC_CHECK);
    const adHoc = mayReadAllAdHoc
      ? isNull(conflictChecks.projectId)
      : and(isNull(conflictChecks.projectId), eq(conflictChecks.checkedBy, ctx.actor.userId));
    return or(ofCases, adHoc);
  }
}

/** The person and the days asked for; a day runs midnight to midnight in the server's zone. */
function filtersOf(query: ConflictHistoryQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.checkedBy !== undefined) filters.push(eq(conflictChecks.checkedBy, query.checkedBy));
  if (query.kind === 'case') filters.push(isNotNull(conflictChecks.projectId));
  if (query.kind === 'adHoc') filters.push(isNull(conflictChecks.projectId));
  if (query.beginDate) filters.push(gte(conflictChecks.checkedAt, startOfDay(query.beginDate)));
  if (query.endDate) {
    const after = startOfDay(query.endDate);
    after.setDate(after.getDate() + 1);
    filters.push(lt(conflictChecks.checkedAt, after));
  }
  return filters;
}

const startOfDay = (isoDate: string) => new Date(`${isoDate}T00:00:00`);
