import {
  type ConflictCheckInput,
  type ConflictCheckRow,
  type ConflictHitRow,
  type HitAnswerInput,
  hasPermission,
  localizedName,
} from '@venus/shared';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { badRequest, conflict, forbidden } from '../../platform/http/app-error.ts';
import type { ConflictIndex } from '../conflicts/conflict-index.service.ts';
import { APPLY_FOR_CASE, isPartnerOf } from './case-abilities.ts';
import type { CaseAccess } from './case-access.ts';
import type { ProjectRow } from './case-record.ts';
import type { CasesService } from './cases.service.ts';
import { carryOver, type HitRow, insertHits, type NewHit, newHitOf } from './conflict-hit-rows.ts';
import { type CaseCollaborators, clientDisplayName } from './projects.collaborators.ts';
import { conflictChecks, conflictHits, projectParties, projects } from './projects.tables.ts';

/** The ad hoc pre-check page (spec /projectManagement/preCheck). */
export const AD_HOC_CHECK = 'hankun:project:checkAllList';

type CheckRow = typeof conflictChecks.$inferSelect;

/** Runs, saves and answers conflict-of-interest checks (decision 0025). */
export class ConflictChecksService {
  constructor(
    private readonly db: Database,
    private readonly cases: CasesService,
    private readonly access: CaseAccess,
    private readonly index: ConflictIndex,
    private readonly collaborators: CaseCollaborators,
  ) {}

  /**
   * Checks a case's client and parties (or typed names) against every other case and client.
   * `newNamesOnCase`: only the names given, saved on the case, for a party change the caller is
   * already allowed to make (case-parties.service.ts).
   */
  async run(
    ctx: SignedInContext,
    input: ConflictCheckInput,
    { newNamesOnCase = false } = {},
  ): Promise<ConflictCheckRow> {
    const project =
      input.projectId === undefined ? null : await this.cases.getVisible(ctx, input.projectId, this.db);
    if (project && !newNamesOnCase) await this.assertMayCheck(ctx, project);
    else if (!project && !hasPermission(ctx.actor.permissions, AD_HOC_CHECK)) throw forbidden();
    const queries = project && !newNamesOnCase ? await this.queriesOf(project) : input.names;
    const found: NewHit[] = [];
    const hitsOf = await this.index.searchMany(queries, { excludeProjectId: project?.projectId });
    for (const [i, query] of queries.entries()) {
      for (const hit of hitsOf[i] ?? []) {
        // The case's own client is not a conflict with itself.
        if (project && hit.source === 'client' && hit.sourceId === project.clientId) continue;
        found.push(newHitOf(query.name, hit));
      }
    }
    // The row as inserted is the row a read would answer: no second statement for it.
    const { check, hits } = await this.db.transaction(async (tx) => {
      const [check] = await tx
        .insert(conflictChecks)
        .values({ projectId: project?.projectId ?? null, checkedBy: ctx.actor.userId, queries })
        .returning();
      const previous = project ? await this.previousHits(tx, project.projectId, check!.checkId) : [];
      const hits = await insertHits(tx, check!.checkId, carryOver(found, previous));
      await recordAudit(tx, ctx, {
        action: 'insert',
        entity: 'conflictCheck',
        entityId: check!.checkId,
        after: { ...check, hits: found.length },
      });
      return { check: check!, hits };
    });
    return (await this.views(ctx, [check], project, hits))[0]!;
  }

  /** Every check of a case, newest first, with the answers given (spec checkHistory). */
  async history(ctx: SignedInContext, projectId: number): Promise<ConflictCheckRow[]> {
    const project = await this.cases.getVisible(ctx, projectId, this.db);
    const checks = await this.db
      .select()
      .from(conflictChecks)
      .where(eq(conflictChecks.projectId, projectId))
      .orderBy(desc(conflictChecks.checkId));
    return this.views(ctx, checks, project);
  }

  /**
   * Records the applicant's answers on the case's current check, in the sending transaction.
   * Refuses when the check is not the case's latest, is older than the application's last
   * change, or leaves a hit unanswered.
   */
  async answerCurrentCheck(
    ctx: SignedInContext,
    tx: Executor,
    project: ProjectRow,
    checkId: number,
    answers: readonly HitAnswerInput[],
  ): Promise<void> {
    const [latest] = await tx
      .select()
      .from(conflictChecks)
      .where(eq(conflictChecks.projectId, project.projectId))
      .orderBy(desc(conflictChecks.checkId))
      .limit(1);
    if (!latest || latest.checkId !== checkId || latest.checkedAt < project.updatedAt)
      throw conflict('conflict.checkNotCurrent', {}, 'checkId');
    const hits = await tx.select().from(conflictHits).where(eq(conflictHits.checkId, checkId));
    const byHit = new Map(answers.map((answer) => [answer.hitId, answer]));
    for (const answer of answers)
      if (!hits.some((hit) => hit.hitId === answer.hitId))
        throw badRequest('conflict.unknownHit', {}, 'answers');
    const unanswered = hits.filter((hit) => !byHit.has(hit.hitId));
    if (unanswered.length > 0)
      throw badRequest('conflict.unanswered', { count: unanswered.length }, 'answers');
    if (hits.length === 0) return;
    // Every answer in one statement: a check of a common name may have hundreds of hits.
    const values = sql.join(
      hits.map((hit) => {
        const answer = byHit.get(hit.hitId)!;
        return sql`(${hit.hitId}::integer, ${answer.answer}::text, ${answer.note}::text)`;
      }),
      sql`, `,
    );
    await tx.execute(sql`
      update ${conflictHits}
      set carried = ${conflictHits.carried} and ${conflictHits.answer} is not distinct from answered.answer
            and ${conflictHits.note} = answered.note,
          answer = answered.answer, note = answered.note,
          answered_by = ${ctx.actor.userId}, answered_at = ${new Date()}
      from (values ${values}) as answered(hit_id, answer, note)
      where ${conflictHits.hitId} = answered.hit_id`);
  }

  /** The hits of the case's check before this one (the latest but one). */
  private async previousHits(tx: Executor, projectId: number, checkId: number): Promise<HitRow[]> {
    const [before] = await tx
      .select({ checkId: conflictChecks.checkId })
      .from(conflictChecks)
      .where(and(eq(conflictChecks.projectId, projectId), lt(conflictChecks.checkId, checkId)))
      .orderBy(desc(conflictChecks.checkId))
      .limit(1);
    if (!before) return [];
    return tx.select().from(conflictHits).where(eq(conflictHits.checkId, before.checkId));
  }

  private async assertMayCheck(ctx: SignedInContext, project: ProjectRow): Promise<void> {
    const team = await this.cases.teamOf(project.projectId, this.db);
    const applies = project.applicantId === ctx.actor.userId || isPartnerOf(ctx, team);
    if (!hasPermission(ctx.actor.permissions, APPLY_FOR_CASE) || !applies) throw forbidden();
  }

  /** Everything the case is known by: its client's names and every party's. */
  private async queriesOf(project: ProjectRow): Promise<{ name: string; registrationNumber: string }[]> {
    const client = (await this.collaborators.clientsByIds([project.clientId])).get(project.clientId);
    const parties = await this.db
      .select()
      .from(projectParties)
      .where(eq(projectParties.projectId, project.projectId));
    const queries: { name: string; registrationNumber: string }[] = [];
    const add = (names: readonly string[], registrationNumber: string) => {
      names.forEach((name, index) => {
        if (name.trim() && !queries.some((query) => query.name === name))
          queries.push({ name, registrationNumber: index === 0 ? registrationNumber : '' });
      });
    };
    if (client)
      add(
        [client.nameCn || client.nameEn, client.nameEn, ...client.formerNames, ...client.aliases],
        client.registrationNumber,
      );
    for (const party of parties)
      add([party.name, ...party.formerNames, ...party.aliases], party.registrationNumber);
    return queries;
  }

  /** The checks as readers see them; `stored` are the hits of a check just saved, not read again. */
  private async views(
    ctx: SignedInContext,
    checks: CheckRow[],
    project: ProjectRow | null,
    stored?: HitRow[],
  ): Promise<ConflictCheckRow[]> {
    if (checks.length === 0) return [];
    const hits = stored
      ? [...stored].sort((a, b) => Number(b.score) - Number(a.score))
      : await this.db
          .select()
          .from(conflictHits)
          .where(
            inArray(
              conflictHits.checkId,
              checks.map((check) => check.checkId),
            ),
          )
          .orderBy(desc(conflictHits.score));
    const otherIds = [...new Set(hits.flatMap((hit) => (hit.projectId === null ? [] : [hit.projectId])))];
    const others =
      otherIds.length === 0
        ? []
        : await this.db.select().from(projects).where(inArray(projects.projectId, otherIds));
    const partyIds = hits.filter((hit) => hit.source === 'party').map((hit) => hit.sourceId);
    const parties =
      partyIds.length === 0
        ? []
        : await this.db
            .select({ partyId: projectParties.partyId, role: projectParties.role })
            .from(projectParties)
            .where(inArray(projectParties.partyId, partyIds));
    const [clients, people] = await Promise.all([
      this.collaborators.clientsByIds(hits.flatMap((hit) => (hit.clientId === null ? [] : [hit.clientId]))),
      this.collaborators.peopleByIds(checks.map((check) => check.checkedBy)),
    ]);
    const otherById = new Map(others.map((other) => [other.projectId, other]));
    // A hit is walled when its case is restricted and the reader is outside it; every restricted
    // case of the checks is judged at once (one query per kind, not per hit).
    const restricted = others.filter((other) => other.restricted);
    const inside = await this.access.viewableAmong(ctx, restricted, this.db);
    const walled = new Map(
      others.map((other) => [other.projectId, other.restricted && !inside.has(other.projectId)]),
    );
    const roleOf = new Map(parties.map((party) => [party.partyId, party.role]));
    const latestId = checks.reduce((max, check) => Math.max(max, check.checkId), 0);
    return checks.map((check) => ({
      checkId: check.checkId,
      projectId: check.projectId,
      checkedBy: check.checkedBy,
      checkedByName: people.get(check.checkedBy)?.nickName ?? '',
      checkedAt: check.checkedAt.toISOString(),
      queries: check.queries,
      current: project !== null && check.checkId === latestId && check.checkedAt >= project.updatedAt,
      hits: hits
        .filter((hit) => hit.checkId === check.checkId)
        .map((hit) =>
          hitView(
            hit,
            hit.projectId === null ? undefined : otherById.get(hit.projectId),
            walled,
            roleOf,
            clients,
            ctx.lang,
          ),
        ),
    }));
  }
}

function hitView(
  hit: HitRow,
  other: ProjectRow | undefined,
  walled: Map<number, boolean>,
  roleOf: Map<number, string>,
  clients: Map<number, { nameCn: string; nameEn: string }>,
  lang: string,
): ConflictHitRow {
  const base = {
    hitId: hit.hitId,
    queryName: hit.queryName,
    answer: hit.answer as ConflictHitRow['answer'],
    note: hit.note,
    previousHitId: hit.previousHitId,
    carried: hit.carried,
  };
  if (other && walled.get(other.projectId))
    // Inside a wall the checker is outside of: that there is a conflict, and nothing else.
    return {
      ...base,
      walled: true,
      matched: '',
      reason: '',
      basis: '',
      via: null,
      score: '',
      source: hit.source,
      projectId: null,
      projectNumber: null,
      projectName: null,
      projectStatus: null,
      partyRole: null,
      clientId: null,
      clientName: null,
    };
  return {
    ...base,
    walled: false,
    matched: hit.matched,
    reason: hit.reason,
    basis: hit.basis,
    via: hit.via,
    score: hit.score,
    source: hit.source,
    projectId: other?.projectId ?? null,
    projectNumber: other?.number ?? null,
    projectName: other ? localizedName(lang, other.nameCn, other.nameEn) : null,
    projectStatus: other?.status ?? null,
    partyRole: hit.source === 'party' ? (roleOf.get(hit.sourceId) ?? null) : null,
    clientId: hit.clientId,
    clientName: hit.clientId === null ? null : clientDisplayName(clients.get(hit.clientId), lang) || null,
  };
}
