import {
  BILLING_PERMISSIONS,
  CASE_STAGES,
  CASE_STATUS,
  type CaseListQuery,
  type CaseRow,
  type CaseStage,
  caseStageOf,
  caseStatusRange,
  hasPermission,
  localizedName,
  type ProjectSearchQuery,
  TEAM_ROLE,
} from '@venus/shared';
import {
  and,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lte,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { CaseAccess } from './case-access.ts';
import { rowView } from './cases.service.ts';
import { type CaseCollaborators, clientDisplayName } from './projects.collaborators.ts';
import { projectExpenseTypes, projectMembers, projects } from './projects.tables.ts';

/** My cases, all cases, the audit lists, and all cases narrowed to the special or the ended ones. */
export type CaseListScope = 'mine' | 'all' | 'audit' | 'special' | 'ended';

/** What narrows all cases to the special list (specialList) and to the ended list (endList). */
const SCOPE_CONDITIONS: Partial<Record<CaseListScope, SQL>> = {
  special: eq(projects.special, true),
  // Ended: the team asked to close (the closing audit) or the case is closed; a declined
  // application never opened, so it has nothing to end.
  ended: inArray(projects.status, [CASE_STATUS.closingAudit, CASE_STATUS.closed]),
};

/** The quick-start permission of each audit list (spec §2 Quick-start shortcuts, §6). */
const AUDIT_LIST_PERMISSIONS: readonly { from: number; to: number; permission: string }[] = [
  { from: 1, to: 5, permission: 'hankun:project:listAllPreCheck' },
  { from: 10, to: 10, permission: 'hankun:project:listAllStartCheck' },
  { from: 23, to: 23, permission: 'hankun:project:listAllEndCheck' },
];

const PICKER_LIMIT = 20;

/** My cases, all cases, the audit lists, counts by stage and the case picker, all behind the wall. */
export class CaseListsService {
  constructor(
    private readonly db: Database,
    private readonly access: CaseAccess,
    private readonly collaborators: CaseCollaborators,
  ) {}

  async findCases(
    ctx: SignedInContext,
    query: CaseListQuery,
    scope: CaseListScope,
  ): Promise<{ rows: CaseRow[]; total: number }> {
    const where = and(
      await this.conditions(ctx, query, scope === 'mine' ? 'mine' : query.focus),
      scope === 'audit' ? this.auditRanges(ctx, query) : SCOPE_CONDITIONS[scope],
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(projects)
        .where(where)
        .orderBy(
          orderOf(
            query,
            { number: projects.number, createdAt: projects.createdAt, status: projects.status },
            desc(projects.projectId),
          ),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(projects).where(where),
    ]);
    return { rows: await this.rowViews(ctx, rows), total: total?.total ?? 0 };
  }

  /** The row view of one case (spec base), for pages that need no detail; 404 behind the wall. */
  async getRow(ctx: SignedInContext, projectId: number): Promise<CaseRow> {
    const visible = await this.access.visibleCondition(ctx);
    const rows = await this.db
      .select()
      .from(projects)
      .where(and(eq(projects.projectId, projectId), visible ?? undefined));
    const [row] = await this.rowViews(ctx, rows);
    if (!row) throw notFound('case.notFound');
    return row;
  }

  /** How many cases in each stage, of every case I may see or only mine. */
  async countByStage(ctx: SignedInContext, focus: 'all' | 'mine'): Promise<Record<CaseStage, number>> {
    const where = await this.conditions(ctx, { keyword: '' } as CaseListQuery, focus);
    const rows = await this.db
      .select({ status: projects.status, total: count() })
      .from(projects)
      .where(where)
      .groupBy(projects.status);
    const counts = Object.fromEntries(CASE_STAGES.map((stage) => [stage, 0])) as Record<CaseStage, number>;
    for (const row of rows) counts[caseStageOf(row.status)] += row.total;
    return counts;
  }

  /**
   * The case picker: `number:name` of every case that is not walled, whoever asks (spec §3), plus
   * walled cases the person is inside the wall of.
   */
  async selectList(
    ctx: SignedInContext,
    query: ProjectSearchQuery,
  ): Promise<{ id: number; name: string; number: string | null }[]> {
    const visible = await this.access.visibleCondition(ctx);
    const wall = visible ? or(eq(projects.restricted, false), visible) : undefined;
    const text = query.query
      ? or(
          ilike(projects.nameCn, containsPattern(query.query)),
          ilike(projects.number, containsPattern(query.query)),
          ilike(projects.nameEn, containsPattern(query.query)),
        )
      : undefined;
    const byId = typeof query.id === 'number' ? eq(projects.projectId, query.id) : undefined;
    // Picking a case for a time entry offers only what the person may bill to: open, on its team.
    const billable =
      query.worklogType === undefined
        ? undefined
        : and(eq(projects.status, CASE_STATUS.active), this.onTeam(ctx.actor.userId));
    const rows = await this.db
      .select({
        id: projects.projectId,
        name: projects.nameCn,
        nameEn: projects.nameEn,
        number: projects.number,
      })
      .from(projects)
      .where(
        and(
          wall,
          billable,
          this.billableBy(ctx, query.billType),
          this.allowsExpense(query.expType),
          byId ?? text,
        ),
      )
      .orderBy(desc(projects.projectId))
      .limit(PICKER_LIMIT);
    return rows.map(({ id, name, nameEn, number }) => ({
      id,
      name: localizedName(ctx.lang, name, nameEn),
      number,
    }));
  }

  /**
   * Picking a case for a bill (billType) offers what the person may bill (decision 0030): open or
   * closing cases, on their team unless they see every bill. The bill's save checks it again.
   */
  private billableBy(ctx: SignedInContext, billType: number | undefined): SQL | undefined {
    if (billType === undefined) return undefined;
    const status = inArray(projects.status, [CASE_STATUS.active, CASE_STATUS.closingAudit]);
    if (hasPermission(ctx.actor.permissions, BILLING_PERMISSIONS.listAll)) return status;
    return and(status, this.onTeam(ctx.actor.userId));
  }

  /**
   * Picking a case for an expense of a type offers only open cases that allow the type (the
   * case's expenseType page; a case that lists none allows every type).
   */
  private allowsExpense(expType: number | undefined): SQL | undefined {
    if (expType === undefined) return undefined;
    const listed = (only?: SQL) =>
      sql`(select 1 from ${projectExpenseTypes} where ${projectExpenseTypes.projectId} = ${projects.projectId}${only ?? sql``})`;
    return and(
      eq(projects.status, CASE_STATUS.active),
      or(
        notExists(listed()),
        exists(listed(sql` and ${projectExpenseTypes.expenseType} = ${String(expType)}`)),
      ),
    );
  }

  /**
   * The audit stages this person may list: the range asked for if they hold its permission, or
   * every audit stage they hold one for.
   */
  private auditRanges(ctx: SignedInContext, query: CaseListQuery): SQL | undefined {
    const allowed = AUDIT_LIST_PERMISSIONS.filter((list) =>
      hasPermission(ctx.actor.permissions, list.permission),
    );
    const asked = query.statusFrom !== undefined || query.statusTo !== undefined;
    const lists = asked
      ? allowed.filter((list) => list.from === query.statusFrom && list.to === query.statusTo)
      : allowed;
    // A range asked for without its permission is refused; "every list I have" may be none.
    if (asked && lists.length === 0) throw forbidden();
    if (lists.length === 0) return sql`false`;
    return or(...lists.map((list) => and(gte(projects.status, list.from), lte(projects.status, list.to))));
  }

  private async conditions(
    ctx: SignedInContext,
    query: CaseListQuery,
    focus: 'all' | 'mine',
  ): Promise<SQL | undefined> {
    const me = ctx.actor.userId;
    const conditions: (SQL | undefined)[] = [];
    const visible = await this.access.visibleCondition(ctx);
    if (visible) conditions.push(visible);
    if (focus === 'mine') conditions.push(or(eq(projects.applicantId, me), this.onTeam(me)));
    if (query.keyword) {
      const pattern = containsPattern(query.keyword);
      conditions.push(
        or(ilike(projects.nameCn, pattern), ilike(projects.nameEn, pattern), ilike(projects.number, pattern)),
      );
    }
    if (query.stage) {
      const [from, to] = caseStatusRange(query.stage as CaseStage);
      conditions.push(gte(projects.status, from), lte(projects.status, to));
    }
    if (query.statusFrom !== undefined) conditions.push(gte(projects.status, query.statusFrom));
    if (query.statusTo !== undefined) conditions.push(lte(projects.status, query.statusTo));
    if (query.clientId !== undefined) conditions.push(eq(projects.clientId, query.clientId));
    if (query.practiceArea) conditions.push(eq(projects.practiceArea, query.practiceArea));
    return and(...conditions);
  }

  private onTeam(userId: number): SQL {
    return exists(
      sql`(select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.projectId} and ${projectMembers.userId} = ${userId})`,
    );
  }

  private async rowViews(ctx: SignedInContext, rows: (typeof projects.$inferSelect)[]): Promise<CaseRow[]> {
    const ids = rows.map((row) => row.projectId);
    const partners =
      ids.length === 0
        ? []
        : await this.db
            .select({ projectId: projectMembers.projectId, userId: projectMembers.userId })
            .from(projectMembers)
            .where(and(inArray(projectMembers.projectId, ids), eq(projectMembers.role, TEAM_ROLE.partner)));
    const partnerOf = new Map(partners.map((row) => [row.projectId, row.userId]));
    const [people, clients] = await Promise.all([
      this.collaborators.peopleByIds(partners.map((row) => row.userId)),
      this.collaborators.clientsByIds(rows.map((row) => row.clientId)),
    ]);
    return rows.map((row) => {
      const partnerId = partnerOf.get(row.projectId) ?? null;
      const partner = partnerId === null ? undefined : people.get(partnerId);
      return rowView(
        row,
        clientDisplayName(clients.get(row.clientId), ctx.lang),
        partnerId,
        partner ? localizedName(ctx.lang, partner.nickName, partner.nameEn) : '',
      );
    });
  }
}
