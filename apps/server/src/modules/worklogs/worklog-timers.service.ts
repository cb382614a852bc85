import {
  ENTRY_MAX_TENTHS,
  elapsedToTenths,
  type LiveMessage,
  localizedName,
  TIMERS_MAX,
  type TimerStartInput,
  type TimerUpdateInput,
  type TimerView,
  tenthsToHours,
  type WorklogEntryInput,
  type WorklogView,
  worklogEntrySchema,
} from '@venus/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor, Transaction } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { WorklogCases } from './worklogs.collaborators.ts';
import { worklogTimers } from './worklogs.tables.ts';

type TimerRow = typeof worklogTimers.$inferSelect;

/** Less than this is not time worth an entry: a timer started by mistake. */
const MIN_ENTRY_MS = 60_000;
const ENTITY = 'worklogTimer';

export interface WorklogTimerDeps {
  cases: Pick<WorklogCases, 'casesByIds'>;
  /** The entry rules (billable case, hours, day cap, rate): a draft written inside `tx`. */
  createEntry(ctx: SignedInContext, entry: WorklogEntryInput, tx: Transaction): Promise<WorklogView>;
  /** Refuses a case this person may not record time on, as an entry would. */
  assertBillableCase(ctx: SignedInContext, projectId: number, tx: Transaction): Promise<void>;
  /** To every open socket of the person, on whichever instance holds it. */
  sendToUser(userId: number, message: LiveMessage): Promise<void>;
  today(): string;
  /** Where a message that could not be sent is reported. */
  warn?: (error: unknown, message: string) => void;
  /** The server's clock: timers never trust the browser's. */
  now?: () => Date;
}

/**
 * The floating timer (spec §6; issue 10 item 2). Kept on the server so every tab and device shows
 * the same timers; at most one runs per person, held by a partial unique index and, before it, a
 * lock on the person so that two starts at once serialise instead of failing on the index.
 */
export class WorklogTimersService {
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    private readonly deps: WorklogTimerDeps,
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async findTimers(ctx: SignedInContext): Promise<TimerView[]> {
    return this.viewsOf(ctx, this.db);
  }

  /** A new running timer; the one that was running is paused in the same transaction. */
  async start(ctx: SignedInContext, input: TimerStartInput): Promise<TimerView[]> {
    return this.change(ctx, async (tx, now) => {
      const mine = await this.timersOf(ctx.actor.userId, tx);
      if (mine.length >= TIMERS_MAX) throw badRequest('worklog.tooManyTimers', { max: TIMERS_MAX });
      if (input.projectId !== null) await this.deps.assertBillableCase(ctx, input.projectId, tx);
      await this.pauseRunning(ctx, mine, now, tx);
      const [created] = await tx
        .insert(worklogTimers)
        .values({
          userId: ctx.actor.userId,
          projectId: input.projectId,
          narrative: input.narrative,
          runningSince: now,
          elapsedMs: 0,
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'start',
        entity: ENTITY,
        entityId: created!.timerId,
        after: created,
      });
    });
  }

  /** Banks the running time; pausing a paused timer (another tab was first) changes nothing. */
  async pause(ctx: SignedInContext, timerId: number): Promise<TimerView[]> {
    return this.change(ctx, async (tx, now) => {
      const timer = await this.ownTimer(ctx, timerId, tx);
      if (timer.runningSince) await this.pauseRunning(ctx, [timer], now, tx);
    });
  }

  /** Runs a paused timer again, pausing whichever other one was running. */
  async resume(ctx: SignedInContext, timerId: number): Promise<TimerView[]> {
    return this.change(ctx, async (tx, now) => {
      const timer = await this.ownTimer(ctx, timerId, tx);
      if (timer.runningSince) return;
      await this.pauseRunning(ctx, await this.timersOf(ctx.actor.userId, tx), now, tx);
      const [after] = await tx
        .update(worklogTimers)
        .set({ runningSince: now, updatedAt: now, updatedBy: ctx.actor.userId })
        .where(eq(worklogTimers.timerId, timerId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'resume',
        entity: ENTITY,
        entityId: timerId,
        before: timer,
        after,
      });
    });
  }

  /** The case and narrative the time is for; the clock is not touched. */
  async update(ctx: SignedInContext, input: TimerUpdateInput): Promise<TimerView[]> {
    return this.change(ctx, async (tx, now) => {
      const timer = await this.ownTimer(ctx, input.timerId, tx);
      if (input.projectId !== null && input.projectId !== timer.projectId) {
        await this.deps.assertBillableCase(ctx, input.projectId, tx);
      }
      if (input.projectId === timer.projectId && input.narrative === timer.narrative) return;
      const [after] = await tx
        .update(worklogTimers)
        .set({
          projectId: input.projectId,
          narrative: input.narrative,
          updatedAt: now,
          updatedBy: ctx.actor.userId,
        })
        .where(eq(worklogTimers.timerId, input.timerId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: ENTITY,
        entityId: input.timerId,
        before: timer,
        after,
      });
    });
  }

  /** Throws the timer away with its time. */
  async discard(ctx: SignedInContext, timerId: number): Promise<TimerView[]> {
    return this.change(ctx, async (tx) => {
      const timer = await this.ownTimer(ctx, timerId, tx);
      await tx.delete(worklogTimers).where(eq(worklogTimers.timerId, timerId));
      await recordAudit(tx, ctx, { action: 'discard', entity: ENTITY, entityId: timerId, before: timer });
    });
  }

  /**
   * Turns the timer into a draft entry for today (hours rounded up to the 6-minute step) and
   * deletes it, in one transaction: every entry rule applies, and a refused entry keeps the timer.
   */
  async stop(ctx: SignedInContext, timerId: number): Promise<WorklogView> {
    let entry: WorklogView | undefined;
    await this.change(ctx, async (tx, now) => {
      const timer = await this.ownTimer(ctx, timerId, tx);
      if (timer.projectId === null) throw badRequest('worklog.timerNeedsCase', {}, 'projectId');
      const elapsed = elapsedAt(timer, now);
      if (elapsed < MIN_ENTRY_MS) throw badRequest('worklog.timerTooShort');
      entry = await this.deps.createEntry(ctx, draftOf(timer, elapsed, this.deps.today()), tx);
      await tx.delete(worklogTimers).where(eq(worklogTimers.timerId, timerId));
      await recordAudit(tx, ctx, {
        action: 'stop',
        entity: ENTITY,
        entityId: timerId,
        before: timer,
        after: { elapsedMs: elapsed, worklogId: entry.worklogId, hours: entry.hours },
      });
    });
    return entry!;
  }

  /**
   * One change under the person's lock, then the timers as they now are: answered, and sent to
   * every socket of the person (timerMsg) once committed, so other tabs follow at once.
   */
  private async change(
    ctx: SignedInContext,
    work: (tx: Transaction, now: Date) => Promise<void>,
  ): Promise<TimerView[]> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hk_worklog_timer'), ${ctx.actor.userId})`);
      await work(tx, this.now());
    });
    const timers = await this.viewsOf(ctx, this.db);
    // Read after the commit, so a message never carries a state older than this change. The
    // change stands if the message is lost (decision 0007: at most once); other tabs refetch on focus.
    await this.deps
      .sendToUser(ctx.actor.userId, { event: 'timerMsg', msgTitle: '', msgContent: '', eventBus: '', timers })
      .catch((error: unknown) => this.deps.warn?.(error, 'timerMsg not sent'));
    return timers;
  }

  /** Pauses whichever of these timers runs, banking its time on the server's clock. */
  private async pauseRunning(ctx: SignedInContext, timers: TimerRow[], now: Date, tx: Transaction) {
    for (const timer of timers.filter((row) => row.runningSince)) {
      const [after] = await tx
        .update(worklogTimers)
        .set({
          runningSince: null,
          elapsedMs: elapsedAt(timer, now),
          updatedAt: now,
          updatedBy: ctx.actor.userId,
        })
        .where(eq(worklogTimers.timerId, timer.timerId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'pause',
        entity: ENTITY,
        entityId: timer.timerId,
        before: timer,
        after,
      });
    }
  }

  /** Someone else's timer is answered exactly as one that does not exist. */
  private async ownTimer(ctx: SignedInContext, timerId: number, tx: Executor): Promise<TimerRow> {
    const [timer] = await tx
      .select()
      .from(worklogTimers)
      .where(and(eq(worklogTimers.timerId, timerId), eq(worklogTimers.userId, ctx.actor.userId)));
    if (!timer) throw notFound('worklog.timerNotFound');
    return timer;
  }

  private timersOf(userId: number, tx: Executor): Promise<TimerRow[]> {
    return tx
      .select()
      .from(worklogTimers)
      .where(eq(worklogTimers.userId, userId))
      .orderBy(asc(worklogTimers.timerId));
  }

  private async viewsOf(ctx: SignedInContext, tx: Executor): Promise<TimerView[]> {
    const rows = await this.timersOf(ctx.actor.userId, tx);
    const caseIds = [...new Set(rows.flatMap((row) => (row.projectId === null ? [] : [row.projectId])))];
    const cases = await this.deps.cases.casesByIds(caseIds, tx);
    const serverNow = this.now().toISOString();
    return rows.map((row) => {
      const project = row.projectId === null ? undefined : cases.get(row.projectId);
      return {
        timerId: row.timerId,
        projectId: row.projectId,
        projectNumber: project?.number ?? null,
        projectName: project ? localizedName(ctx.lang, project.nameCn, project.nameEn) : '',
        narrative: row.narrative,
        state: row.runningSince ? 'running' : 'paused',
        runningSince: row.runningSince?.toISOString() ?? null,
        elapsedMs: row.elapsedMs,
        serverNow,
      };
    });
  }
}

/** Banked time plus the current run, never negative if the clock was set back. */
function elapsedAt(timer: TimerRow, now: Date): number {
  const running = timer.runningSince ? Math.max(0, now.getTime() - timer.runningSince.getTime()) : 0;
  return timer.elapsedMs + running;
}

/**
 * The draft a stopped timer becomes, checked by the entry's own schema (narrative required, at
 * most a day): the same rules as an entry typed by hand.
 */
function draftOf(timer: TimerRow, elapsedMs: number, today: string): WorklogEntryInput {
  const tenths = elapsedToTenths(elapsedMs);
  if (tenths > ENTRY_MAX_TENTHS) throw badRequest('worklog.entryTooLong');
  const parsed = worklogEntrySchema.safeParse({
    workDate: today,
    projectId: timer.projectId,
    hours: tenthsToHours(tenths),
    narrative: timer.narrative,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, {}, String(issue.path[0] ?? ''));
  }
  return parsed.data;
}
