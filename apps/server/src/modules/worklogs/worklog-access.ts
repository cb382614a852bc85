import {
  hasPermission,
  PARTNER_ADJUSTABLE,
  TEAM_ROLE,
  TIMEKEEPER_EDITABLE,
  WORKLOG_PERMISSIONS,
  type WorklogView,
  WRITE_OFF_FROM,
} from '@venus/shared';
import { and, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { WorklogCaseMember, WorklogCases } from './worklogs.collaborators.ts';
import { worklogs } from './worklogs.tables.ts';

type Ctx = Pick<SignedInContext, 'actor'>;
type EntryFacts = Pick<typeof worklogs.$inferSelect, 'userId' | 'projectId' | 'status' | 'billId'>;

const LEADING_ROLES: readonly string[] = [TEAM_ROLE.partner, TEAM_ROLE.lead];

/** The case's responsible partner confirms, sends back and adjusts its time (decision 0026). */
export function isCaseReviewer(ctx: Ctx, team: readonly WorklogCaseMember[]): boolean {
  return team.some((member) => member.userId === ctx.actor.userId && member.role === TEAM_ROLE.partner);
}

/** The responsible partner or a lead lawyer of the case: they read its time to review it. */
export function leadsCase(ctx: Ctx, team: readonly WorklogCaseMember[]): boolean {
  return team.some((member) => member.userId === ctx.actor.userId && LEADING_ROLES.includes(member.role));
}

/**
 * Who may read which time entry, in one place: the timekeeper; the case's responsible partner and
 * lead lawyers; holders of `worklog:view:list` (administrators hold `*:*:*`). A walled case's time
 * never reaches anyone outside its wall, whatever permission they hold.
 */
export class WorklogAccess {
  constructor(private readonly cases: WorklogCases) {}

  seesAll(ctx: Ctx): boolean {
    return hasPermission(ctx.actor.permissions, WORKLOG_PERMISSIONS.viewAll);
  }

  /** Whether this person may read the entry; `team` is its case's team. */
  async canRead(
    ctx: SignedInContext,
    entry: Pick<EntryFacts, 'userId' | 'projectId'>,
    team: readonly WorklogCaseMember[],
    tx?: Executor,
  ): Promise<boolean> {
    if (entry.userId === ctx.actor.userId || leadsCase(ctx, team)) return true;
    if (!this.seesAll(ctx)) return false;
    // The same line as `firmScope`: every case but a walled one the reader is outside of.
    const kase = (await this.cases.casesByIds([entry.projectId], tx)).get(entry.projectId);
    return kase !== undefined && (!kase.restricted || (await this.cases.canView(ctx, entry.projectId, tx)));
  }

  /** Entries of others on cases I lead (the related list); null when I lead none. */
  async relatedScope(ctx: SignedInContext, tx?: Executor): Promise<SQL | null> {
    const led = await this.cases.caseIdsLedBy(ctx.actor.userId, tx);
    if (led.length === 0) return null;
    return and(inArray(worklogs.projectId, led), ne(worklogs.userId, ctx.actor.userId)) ?? null;
  }

  /** Every entry but those on walled cases this person is outside of (the managers' view). */
  async firmScope(ctx: SignedInContext, tx?: Executor): Promise<SQL> {
    const hidden = await this.cases.hiddenCaseIds(ctx, tx);
    return hidden.length === 0 ? sql`true` : notInArray(worklogs.projectId, hidden);
  }

  /** What the reader may do with the entry, for the buttons; each use case checks again. */
  abilities(
    ctx: Ctx,
    entry: EntryFacts,
    team: readonly WorklogCaseMember[],
    caseOpen: boolean,
  ): WorklogView['can'] {
    const own = entry.userId === ctx.actor.userId;
    const unbilled = entry.billId === null;
    const editable = own && unbilled && TIMEKEEPER_EDITABLE.includes(entry.status);
    const reviewer = isCaseReviewer(ctx, team) && unbilled;
    return {
      edit: editable,
      delete: editable,
      // A draft on a case that has closed is deleted or moved to an open case, never sent.
      submit: editable && caseOpen,
      confirm: reviewer && entry.status === 'submitted',
      adjust: reviewer && PARTNER_ADJUSTABLE.includes(entry.status),
      writeOff:
        hasPermission(ctx.actor.permissions, WORKLOG_PERMISSIONS.writeOff) &&
        WRITE_OFF_FROM.includes(entry.status) &&
        (entry.billId === null || entry.status === 'billed'),
    };
  }
}
