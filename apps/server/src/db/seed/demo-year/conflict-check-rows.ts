import { HIT_ANSWERS, type HitAnswer } from '@venus/shared';
import { sql } from 'drizzle-orm';
import type { ConflictIndex } from '../../../modules/conflicts/conflict-index.service.ts';
import { newHitOf } from '../../../modules/projects/conflict-hit-rows.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { conflictChecks, conflictHits } from '../../schema.ts';
import { HIT_NOTES } from './demo-cases.data.ts';
import type { CasePlan } from './demo-cases.ts';
import type { DemoContext } from './demo-context.ts';
import type { Person } from './firm.ts';
import { insertJsonRows } from './json-rows.ts';

/** A check a case's applicant ran; answered when the application was sent (null: not yet). */
export interface PlannedCheck {
  plan: CasePlan;
  projectId: number;
  at: Date;
  answeredAt: Date | null;
  answerer: Person;
}

/** The queries a conflict check asks for a case: its client's names and every party's. */
function queriesOf(plan: CasePlan): { name: string; registrationNumber: string }[] {
  const queries: { name: string; registrationNumber: string }[] = [];
  const add = (names: readonly string[], registrationNumber: string) =>
    names.forEach((name, index) => {
      if (name.trim() && !queries.some((query) => query.name === name))
        queries.push({ name, registrationNumber: index === 0 ? registrationNumber : '' });
    });
  const { client } = plan;
  add(
    [client.nameCn || client.nameEn, client.nameEn, ...client.formerNames, ...client.aliases],
    client.registrationNumber,
  );
  for (const party of plan.parties) add([party.name], party.registrationNumber);
  return queries;
}

/**
 * Each check as the conflict check would have found it: the real index search over every
 * client and party, leaving out hits on cases applied for after the check. The applicant
 * answers every hit when sending the application.
 */
export async function writeChecks(
  tx: Executor,
  ctx: DemoContext,
  index: ConflictIndex,
  checks: readonly PlannedCheck[],
): Promise<void> {
  const { rows: started } = await tx.execute<{ projectId: number; since: Date }>(
    sql`select project_id as "projectId", coalesce(applied_at, created_at) as since from hk_project`,
  );
  const since = new Map(started.map((row) => [row.projectId, new Date(row.since)]));
  const checkRows: (typeof conflictChecks.$inferInsert)[] = [];
  const hitRows: (typeof conflictHits.$inferInsert)[] = [];
  // Each distinct name is searched once (the same client is checked for each of its cases); a
  // case's own parties are left out afterwards, as `excludeProjectId` leaves them out.
  const distinct = new Map<string, { name: string; registrationNumber: string }>();
  for (const check of checks)
    for (const query of queriesOf(check.plan))
      distinct.set(`${query.name}|${query.registrationNumber}`, query);
  const searched = [...distinct.values()];
  const results = await index.searchMany(searched, { tx });
  const hitsOf = new Map(
    searched.map((query, i) => [`${query.name}|${query.registrationNumber}`, results[i] ?? []]),
  );
  for (const check of checks) {
    const checkId = ctx.ids.check.next();
    const queries = queriesOf(check.plan);
    checkRows.push({
      checkId,
      projectId: check.projectId,
      checkedBy: check.answerer.userId,
      checkedAt: check.at,
      queries,
    });
    // In a fixed order (equal scores come back in no particular order): the answers are drawn in it.
    const found = queries.map((query) =>
      (hitsOf.get(`${query.name}|${query.registrationNumber}`) ?? [])
        .filter((hit) => hit.projectId !== check.projectId)
        .sort(
          (a, b) =>
            a.source.localeCompare(b.source) ||
            a.sourceId - b.sourceId ||
            a.field.localeCompare(b.field) ||
            a.matched.localeCompare(b.matched),
        ),
    );
    let count = 0;
    queries.forEach((query, i) => {
      for (const hit of found[i] ?? []) {
        if (hit.source === 'client' && hit.sourceId === check.plan.client.clientId) continue;
        if (hit.projectId !== null && (since.get(hit.projectId) ?? check.at) >= check.at) continue;
        const answer: HitAnswer | null = check.answeredAt
          ? hit.reason === 'exact' || hit.reason === 'registrationNumber'
            ? ctx.prng.pick(['noConflict', 'waiverObtained'] as const)
            : ctx.prng.pick(HIT_ANSWERS)
          : null;
        count += 1;
        hitRows.push({
          ...newHitOf(query.name, hit),
          checkId,
          answer,
          note: answer ? ctx.prng.pick(HIT_NOTES[answer]) : '',
          answeredBy: answer ? check.answerer.userId : null,
          answeredAt: answer ? check.answeredAt : null,
        });
      }
    });
    ctx.audit.add(check.at, check.answerer, {
      action: 'insert',
      entity: 'conflictCheck',
      entityId: checkId,
      after: { checkId, projectId: check.projectId, checkedBy: check.answerer.userId, hits: count },
    });
  }
  await insertJsonRows(tx, conflictChecks, checkRows);
  await insertJsonRows(tx, conflictHits, hitRows);
}
