import {
  DEFAULT_SCORE_RULES,
  type NarrativeScore,
  type ScoreRules,
  scoreNarrative,
  sortDirection,
  UNBILLED,
  type WorklogScoreQuery,
  type WorklogScoreRow,
} from '@venus/shared';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import type { WorklogAccess } from './worklog-access.ts';
import type { WorklogCases, WorklogPeople } from './worklogs.collaborators.ts';
import { worklogScoreRules, worklogs } from './worklogs.tables.ts';

const RULE_SET_ID = 1;
/** Entries re-scored per statement when the rules change. */
const RESCORE_BATCH = 1000;

export interface ScoredEntry {
  narrative: string;
  billable: boolean;
  taskCode: string;
  /** The case's client, for the clients whose guidelines require a task code. */
  clientId: number | null;
}

/**
 * Narrative scoring (spec /worklog/score, score/rule): the firm's rules, each entry scored with the
 * shared `scoreNarrative` when written, and re-scored while unbilled whenever the rules change, so
 * a lawyer sees why an entry scores low before sending it.
 */
export class WorklogScoreService {
  constructor(
    private readonly db: Database,
    private readonly cases: WorklogCases,
    private readonly people: WorklogPeople,
    private readonly access: WorklogAccess,
  ) {}

  async getRules(tx: Executor = this.db): Promise<ScoreRules> {
    const [row] = await tx
      .select({ rules: worklogScoreRules.rules })
      .from(worklogScoreRules)
      .where(eq(worklogScoreRules.ruleSetId, RULE_SET_ID));
    return row?.rules ?? DEFAULT_SCORE_RULES;
  }

  /** Scores one entry under the rules in force. */
  async score(entry: ScoredEntry, tx: Executor = this.db): Promise<NarrativeScore> {
    return scoreNarrative(entry, await this.getRules(tx));
  }

  /** Replaces the rules, audited, and re-scores every entry no bill has taken yet. */
  async putRules(ctx: SignedInContext, rules: ScoreRules): Promise<ScoreRules> {
    return this.db.transaction(async (tx) => {
      // One editor at a time: the first save has no row to lock yet.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hk_worklog_score_rule'))`);
      const before = await this.getRules(tx);
      const stamp = { updatedAt: new Date(), updatedBy: ctx.actor.userId };
      await tx
        .insert(worklogScoreRules)
        .values({ ruleSetId: RULE_SET_ID, rules, createdBy: ctx.actor.userId, ...stamp })
        .onConflictDoUpdate({ target: worklogScoreRules.ruleSetId, set: { rules, ...stamp } });
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'worklogScoreRule',
        entityId: RULE_SET_ID,
        before,
        after: rules,
      });
      await this.rescoreUnbilled(tx, rules);
      return rules;
    });
  }

  /** Scores per person over a period: entries, average and how many fell below the flag. */
  async findScores(
    ctx: SignedInContext,
    query: WorklogScoreQuery,
  ): Promise<{ rows: WorklogScoreRow[]; total: number }> {
    const rules = await this.getRules();
    const conditions: (SQL | undefined)[] = [
      ne(worklogs.status, 'writtenOff'),
      await this.access.firmScope(ctx),
      query.dateFrom ? gte(worklogs.workDate, query.dateFrom) : undefined,
      query.dateTo ? lte(worklogs.workDate, query.dateTo) : undefined,
    ];
    if (query.deptId !== undefined) {
      const members = await this.people.idsInUnit(query.deptId);
      if (members.length === 0) return { rows: [], total: 0 };
      conditions.push(inArray(worklogs.userId, members));
    }
    const where = and(...conditions);
    const average = sql<string>`round(avg(${worklogs.score}), 1)`;
    const entries = count();
    const sortable = { average, entries } as const;
    const sortColumn = query.orderByColumn ? sortable[query.orderByColumn] : average;
    const direction = query.orderByColumn && sortDirection(query.isAsc) === 'desc' ? desc : asc;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({
          userId: worklogs.userId,
          entries,
          average,
          flagged: sql<number>`(count(*) filter (where ${worklogs.score} < ${rules.flagBelow}))::int`,
        })
        .from(worklogs)
        .where(where)
        .groupBy(worklogs.userId)
        .orderBy(direction(sortColumn), asc(worklogs.userId))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db
        .select({ total: countDistinct(worklogs.userId) })
        .from(worklogs)
        .where(where),
    ]);
    const people = await this.people.byIds(rows.map((row) => row.userId));
    return {
      rows: rows.map((row) => ({
        userId: row.userId,
        userName: people.get(row.userId)?.nickName ?? '',
        userNameEn: people.get(row.userId)?.nameEn ?? '',
        entries: row.entries,
        average: Number(row.average),
        flagged: row.flagged,
      })),
      total: totals?.total ?? 0,
    };
  }

  /** Walks the unbilled entries by id in batches, writing only the scores that changed. */
  private async rescoreUnbilled(tx: Executor, rules: ScoreRules): Promise<void> {
    let after = 0;
    for (;;) {
      const batch = await tx
        .select({
          worklogId: worklogs.worklogId,
          projectId: worklogs.projectId,
          narrative: worklogs.narrative,
          billable: worklogs.billable,
          taskCode: worklogs.taskCode,
          score: worklogs.score,
          scoreReasons: worklogs.scoreReasons,
        })
        .from(worklogs)
        .where(
          and(
            inArray(worklogs.status, [...UNBILLED]),
            isNull(worklogs.billId),
            gt(worklogs.worklogId, after),
          ),
        )
        .orderBy(asc(worklogs.worklogId))
        .limit(RESCORE_BATCH);
      if (batch.length === 0) return;
      after = batch.at(-1)!.worklogId;
      const cases = await this.cases.casesByIds(
        batch.map((row) => row.projectId),
        tx,
      );
      const changed = batch
        .map((row) => ({
          row,
          scored: scoreNarrative({ ...row, clientId: cases.get(row.projectId)?.clientId ?? null }, rules),
        }))
        .filter(
          ({ row, scored }) =>
            row.score !== scored.score || row.scoreReasons.join(',') !== scored.reasons.join(','),
        );
      if (changed.length === 0) continue;
      const values = sql.join(
        changed.map(
          ({ row, scored }) =>
            sql`(${row.worklogId}::int, ${scored.score}::int, ${sql.param(scored.reasons)}::text[])`,
        ),
        sql`, `,
      );
      await tx.execute(
        sql`update ${worklogs} set score = v.score, score_reasons = v.reasons
            from (values ${values}) as v(id, score, reasons) where ${worklogs.worklogId} = v.id`,
      );
    }
  }
}
