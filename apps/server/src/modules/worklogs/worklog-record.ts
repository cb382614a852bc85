import { CASE_STATUS, type Language, localizedName, type WorklogView } from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { WorklogAccess } from './worklog-access.ts';
import type {
  WorklogCase,
  WorklogCaseMember,
  WorklogCases,
  WorklogPeople,
} from './worklogs.collaborators.ts';
import type { worklogs } from './worklogs.tables.ts';

export type WorklogRow = typeof worklogs.$inferSelect;

/** A case's name in the reader's language, falling back to the other one. */
export function caseNameIn(kase: Pick<WorklogCase, 'nameCn' | 'nameEn'> | undefined, lang: Language): string {
  return kase ? localizedName(lang, kase.nameCn, kase.nameEn) : '';
}

/**
 * Rows of `hk_worklog` as every worklog page shows them: names of the timekeeper and the case in
 * the reader's language and what the reader may do. Loads people, cases and teams once per batch.
 */
export class WorklogRecords {
  constructor(
    private readonly cases: WorklogCases,
    private readonly people: WorklogPeople,
    private readonly access: WorklogAccess,
  ) {}

  async toViews(ctx: SignedInContext, rows: readonly WorklogRow[], tx?: Executor): Promise<WorklogView[]> {
    if (rows.length === 0) return [];
    const projectIds = rows.map((row) => row.projectId);
    // One after the other: inside a transaction the three share one connection.
    const people = await this.people.byIds(
      rows.map((row) => row.userId),
      tx,
    );
    const cases = await this.cases.casesByIds(projectIds, tx);
    const members = await this.cases.teamsOf(projectIds, tx);
    const teams = new Map<number, WorklogCaseMember[]>();
    for (const member of members) {
      const team = teams.get(member.projectId) ?? [];
      team.push(member);
      teams.set(member.projectId, team);
    }
    return rows.map((row) => {
      const person = people.get(row.userId);
      const kase = cases.get(row.projectId);
      return {
        worklogId: row.worklogId,
        userId: row.userId,
        userName: person?.nickName ?? '',
        userNameEn: person?.nameEn ?? '',
        projectId: row.projectId,
        projectNumber: kase?.number ?? null,
        projectName: caseNameIn(kase, ctx.lang),
        workDate: row.workDate,
        hours: row.hours,
        billable: row.billable,
        activityCode: row.activityCode,
        taskCode: row.taskCode,
        narrative: row.narrative,
        rate: row.rate,
        currency: row.currency,
        rateSource: row.rateSource,
        amount: row.amount,
        status: row.status,
        submissionId: row.submissionId,
        score: row.score,
        scoreReasons: row.scoreReasons,
        originalHours: row.originalHours,
        adjustReason: row.adjustReason,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        can: this.access.abilities(
          ctx,
          row,
          teams.get(row.projectId) ?? [],
          kase?.status === CASE_STATUS.active,
        ),
      };
    });
  }

  async toView(ctx: SignedInContext, row: WorklogRow, tx?: Executor): Promise<WorklogView> {
    const [view] = await this.toViews(ctx, [row], tx);
    return view!;
  }
}
