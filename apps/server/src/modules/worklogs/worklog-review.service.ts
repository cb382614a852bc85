import {
  CASE_STATUS,
  entryAmount,
  hoursToTenths,
  PARTNER_ADJUSTABLE,
  TEAM_ROLE,
  tenthsToHours,
  translate,
  WORKLOG_BUSINESS_TYPE,
  type WorklogAdjustInput,
  type WorklogConfirmInput,
  type WorklogSendBackInput,
  type WorklogSubmitInput,
  type WorklogView,
  type WorklogWriteOffInput,
  WRITE_OFF_FROM,
} from '@venus/shared';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor, Transaction } from '../../platform/db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import { isCaseReviewer, type WorklogAccess } from './worklog-access.ts';
import { assertDayCap, lockTimekeeper } from './worklog-day-cap.ts';
import { caseNameIn, type WorklogRecords, type WorklogRow } from './worklog-record.ts';
import type { WorklogScoreService } from './worklog-score.service.ts';
import type { WorklogCases } from './worklogs.collaborators.ts';
import type { WorklogsService } from './worklogs.service.ts';
import { worklogSubmissions, worklogs } from './worklogs.tables.ts';

type SubmissionRow = typeof worklogSubmissions.$inferSelect;

/** What the review asks of the approvals module (wired in the composition). */
export interface WorklogApprovals {
  engine: Pick<ApprovalEngine, 'submit' | 'resubmit' | 'batchComplete' | 'sendBack'>;
  /** The pending tasks of these requests. */
  pendingTasks(
    instanceIds: readonly number[],
    tx?: Executor,
  ): Promise<{ taskId: number; instanceId: number; assigneeId: number }[]>;
  /** Where a request stands in the engine (a sent-back one can be sent again). */
  instanceStatus(instanceId: number, tx?: Executor): Promise<string | null>;
}

export interface WorklogReviewDeps {
  cases: WorklogCases;
  access: WorklogAccess;
  records: WorklogRecords;
  scores: WorklogScoreService;
  entries: Pick<WorklogsService, 'lockRows'>;
  approvals: WorklogApprovals;
}

const isBilled = (row: WorklogRow) => row.billId !== null || row.status === 'billed';
/** Held by a bill not yet issued (a draft or a bill in approval). */
const isReserved = (row: WorklogRow) => row.billId !== null && row.status !== 'billed';

/**
 * The review of time (decision 0026): the timekeeper submits drafts, one request per case in the
 * approvals engine; the case's responsible partner confirms in bulk, sends back or adjusts;
 * finance writes off. Statuses move inside the engine's transaction (worklog-approvals.ts).
 */
export class WorklogReviewService {
  constructor(
    private readonly db: Database,
    private readonly deps: WorklogReviewDeps,
  ) {}

  /**
   * Sends the caller's drafts for confirmation: one submission per case. A case whose last
   * submission was sent back sends that request again, so its timeline stays one story.
   */
  async submit(
    ctx: SignedInContext,
    { worklogIds }: WorklogSubmitInput,
  ): Promise<{ submissionIds: number[] }> {
    const rows = await this.db.select().from(worklogs).where(inArray(worklogs.worklogId, worklogIds));
    this.assertOwnDrafts(ctx, rows, worklogIds);
    const byCase = new Map<number, WorklogRow[]>();
    for (const row of rows) byCase.set(row.projectId, [...(byCase.get(row.projectId) ?? []), row]);
    const projectIds = [...byCase.keys()].sort((a, b) => a - b);
    const [cases, team] = await Promise.all([
      this.deps.cases.casesByIds(projectIds),
      this.deps.cases.teamsOf(projectIds),
    ]);
    // Every case is checked before any is sent: the engine sends each in its own transaction.
    const partnerOf = new Map<number, number>();
    for (const projectId of projectIds) {
      // Time is sent for confirmation only on an open case: a closed one's drafts are pending
      // items the closing checklist listed first; they are deleted or moved to an open case.
      if (cases.get(projectId)?.status !== CASE_STATUS.active)
        throw conflict('worklog.caseNotOpenToSubmit', {
          project: caseNameIn(cases.get(projectId), ctx.lang),
        });
      const partner = team.find((m) => m.projectId === projectId && m.role === TEAM_ROLE.partner);
      if (!partner)
        throw badRequest('worklog.noCasePartner', { project: caseNameIn(cases.get(projectId), ctx.lang) });
      partnerOf.set(projectId, partner.userId);
    }
    const submissionIds: number[] = [];
    for (const projectId of projectIds) {
      const entries = byCase.get(projectId)!;
      const request = {
        title: this.titleOf(ctx, caseNameIn(cases.get(projectId), ctx.lang), entries),
        facts: { casePartnerId: partnerOf.get(projectId)! },
      };
      const ids = entries.map((row) => row.worklogId);
      submissionIds.push(await this.submitCase(ctx, projectId, ids, request));
    }
    return { submissionIds };
  }

  /** The partner confirms whole submissions, all or none; only the holder of each task may. */
  async confirm(ctx: SignedInContext, { submissionIds, comment }: WorklogConfirmInput): Promise<void> {
    const tasks = await this.myTasks(ctx, submissionIds);
    await this.deps.approvals.engine.batchComplete(ctx, {
      taskIds: tasks.map((task) => task.taskId),
      comment,
    });
  }

  /** The partner returns a submission with a comment: its entries are drafts again. */
  async sendBack(ctx: SignedInContext, { submissionId, comment }: WorklogSendBackInput): Promise<void> {
    const [task] = await this.myTasks(ctx, [submissionId]);
    await this.deps.approvals.engine.sendBack(ctx, task!.taskId, { comment, to: 'applicant' });
  }

  /**
   * The partner changes an entry with a reason: the task holder while it waits, the case's
   * partner once confirmed, until a bill takes it. The timekeeper's first hours are kept.
   */
  async adjust(ctx: SignedInContext, input: WorklogAdjustInput): Promise<WorklogView> {
    return this.db.transaction(async (tx) => {
      const [before] = await this.deps.entries.lockRows([input.worklogId], tx);
      if (!before) throw notFound('worklog.notFound');
      const team = await this.deps.cases.teamsOf([before.projectId], tx);
      const mayAdjust =
        before.status === 'submitted'
          ? await this.holdsTask(ctx, before.submissionId, tx)
          : isCaseReviewer(ctx, team);
      if (!mayAdjust) {
        if (!(await this.deps.access.canRead(ctx, before, team, tx))) throw notFound('worklog.notFound');
        throw forbidden('worklog.notReviewer');
      }
      if (isBilled(before)) throw conflict('worklog.lockedByBill');
      if (!PARTNER_ADJUSTABLE.includes(before.status)) throw conflict('worklog.notAdjustable');
      await lockTimekeeper(tx, before.userId);
      await assertDayCap(tx, {
        userId: before.userId,
        workDate: before.workDate,
        hours: input.hours,
        excludeWorklogId: before.worklogId,
      });
      const kase = (await this.deps.cases.casesByIds([before.projectId], tx)).get(before.projectId);
      const scored = await this.deps.scores.score(
        {
          narrative: input.narrative,
          billable: input.billable,
          taskCode: before.taskCode,
          clientId: kase?.clientId ?? null,
        },
        tx,
      );
      const [after] = await tx
        .update(worklogs)
        .set({
          hours: input.hours,
          billable: input.billable,
          narrative: input.narrative,
          // The rate stays the one fixed when the time was written; only the amount follows.
          amount: entryAmount(input.hours, before.rate, input.billable),
          score: scored.score,
          scoreReasons: scored.reasons,
          originalHours: before.originalHours ?? before.hours,
          adjustReason: input.reason,
          updatedAt: new Date(),
          updatedBy: ctx.actor.userId,
        })
        .where(eq(worklogs.worklogId, before.worklogId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'adjust',
        entity: 'worklog',
        entityId: before.worklogId,
        before,
        after,
      });
      return this.deps.records.toView(ctx, after!, tx);
    });
  }

  /** Finance takes confirmed or billed time off the books with a reason, all or none. */
  async writeOff(ctx: SignedInContext, { worklogIds, reason }: WorklogWriteOffInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await this.deps.entries.lockRows(worklogIds, tx);
      if (rows.length !== new Set(worklogIds).size) throw notFound('worklog.notFound');
      const teams = await this.deps.cases.teamsOf(
        rows.map((row) => row.projectId),
        tx,
      );
      for (const row of rows) {
        const team = teams.filter((member) => member.projectId === row.projectId);
        if (!(await this.deps.access.canRead(ctx, row, team, tx))) throw notFound('worklog.notFound');
        if (!WRITE_OFF_FROM.includes(row.status)) throw conflict('worklog.notWriteOffable');
        // Time a draft bill holds is the bill's until the draft lets it go (decision 0030).
        if (isReserved(row)) throw conflict('worklog.lockedByBill');
      }
      const after = await tx
        .update(worklogs)
        .set({
          status: 'writtenOff',
          writeOffReason: reason,
          updatedAt: new Date(),
          updatedBy: ctx.actor.userId,
        })
        .where(
          inArray(
            worklogs.worklogId,
            rows.map((row) => row.worklogId),
          ),
        )
        .returning();
      const afterOf = new Map(after.map((row) => [row.worklogId, row]));
      await recordAudit(
        tx,
        ctx,
        rows.map((row) => ({
          action: 'writeOff',
          entity: 'worklog',
          entityId: row.worklogId,
          before: row,
          after: afterOf.get(row.worklogId),
        })),
      );
    });
  }

  // ---- submit, one case ------------------------------------------------------------------

  private async submitCase(
    ctx: SignedInContext,
    projectId: number,
    worklogIds: number[],
    request: { title: string; facts: { casePartnerId: number } },
  ): Promise<number> {
    const sentBack = await this.sentBackSubmission(ctx, projectId);
    if (sentBack) {
      await this.deps.approvals.engine.resubmit(
        ctx,
        sentBack.instanceId!,
        { comment: '', ...request },
        (tx) => this.attach(ctx, tx, sentBack.submissionId, worklogIds, sentBack),
      );
      return sentBack.submissionId;
    }
    let submissionId = 0;
    await this.deps.approvals.engine.submit(
      ctx,
      { businessType: WORKLOG_BUSINESS_TYPE, recordId: '', ...request },
      async (tx) => {
        const [created] = await tx
          .insert(worklogSubmissions)
          .values({
            userId: ctx.actor.userId,
            projectId,
            createdBy: ctx.actor.userId,
            updatedBy: ctx.actor.userId,
          })
          .returning();
        submissionId = created!.submissionId;
        await this.attach(ctx, tx, submissionId, worklogIds, null);
        return { recordId: String(submissionId) };
      },
    );
    return submissionId;
  }

  /** The caller's last submission on the case, when it was sent back and can be sent again. */
  private async sentBackSubmission(ctx: SignedInContext, projectId: number): Promise<SubmissionRow | null> {
    const [last] = await this.db
      .select()
      .from(worklogSubmissions)
      .where(
        and(eq(worklogSubmissions.userId, ctx.actor.userId), eq(worklogSubmissions.projectId, projectId)),
      )
      .orderBy(desc(worklogSubmissions.submissionId))
      .limit(1);
    if (last?.status !== 'sentBack' || last.instanceId === null) return null;
    const status = await this.deps.approvals.instanceStatus(last.instanceId);
    return status === 'sentBack' ? last : null;
  }

  /**
   * Links the chosen drafts to the submission, inside the engine's transaction, after checking
   * them again under their row locks; drafts of an earlier round not sent now are let go. The
   * engine's `submitted` event then moves them (worklog-approvals.ts).
   */
  private async attach(
    ctx: SignedInContext,
    tx: Transaction,
    submissionId: number,
    worklogIds: number[],
    previous: SubmissionRow | null,
  ): Promise<void> {
    const rows = await this.deps.entries.lockRows(worklogIds, tx);
    this.assertOwnDrafts(ctx, rows, worklogIds);
    if (previous) {
      await tx
        .update(worklogs)
        .set({ submissionId: null })
        .where(
          and(
            eq(worklogs.submissionId, submissionId),
            eq(worklogs.status, 'draft'),
            notInArray(worklogs.worklogId, worklogIds),
          ),
        );
    }
    await tx.update(worklogs).set({ submissionId }).where(inArray(worklogs.worklogId, worklogIds));
    await recordAudit(tx, ctx, {
      action: previous ? 'resubmit' : 'submit',
      entity: 'worklogSubmission',
      entityId: submissionId,
      before: previous,
      after: { submissionId, worklogIds },
    });
  }

  /** Only the caller's own drafts, none billed; someone else's entry answers as missing. */
  private assertOwnDrafts(
    ctx: SignedInContext,
    rows: readonly WorklogRow[],
    worklogIds: readonly number[],
  ): void {
    const own = rows.filter((row) => row.userId === ctx.actor.userId);
    if (own.length !== new Set(worklogIds).size) throw notFound('worklog.notFound');
    if (own.some((row) => row.status !== 'draft' || isBilled(row))) throw conflict('worklog.notSubmittable');
  }

  private titleOf(ctx: SignedInContext, project: string, entries: readonly WorklogRow[]): string {
    const dates = entries.map((row) => row.workDate).sort();
    const tenths = entries.reduce((sum, row) => sum + (hoursToTenths(row.hours) ?? 0), 0);
    return translate(ctx.lang, 'worklog.submissionTitle', {
      name: ctx.actor.nickName,
      project,
      hours: tenthsToHours(tenths),
      from: dates[0],
      to: dates.at(-1),
    });
  }

  // ---- the partner's tasks ---------------------------------------------------------------

  /**
   * The caller's pending task on each submission, in the order asked. A submission dealt with
   * already is refused as such; one waiting on someone else is not the caller's to decide.
   */
  private async myTasks(ctx: SignedInContext, submissionIds: readonly number[]) {
    const unique = [...new Set(submissionIds)];
    const rows = await this.db
      .select()
      .from(worklogSubmissions)
      .where(inArray(worklogSubmissions.submissionId, unique));
    if (rows.length !== unique.length) throw notFound('worklog.submissionNotFound');
    const closed = rows.filter((row) => row.status !== 'submitted' || row.instanceId === null);
    if (closed.length > 0) {
      // Whether time was dealt with is for those who may read it. Anyone else is refused as for an
      // open submission that is not theirs, so an id tells an outsider nothing of its state.
      for (const row of closed) {
        const team = await this.deps.cases.teamsOf([row.projectId]);
        if (!(await this.deps.access.canRead(ctx, row, team))) throw forbidden('worklog.notReviewer');
      }
      throw conflict('worklog.submissionNotOpen');
    }
    const tasks = await this.deps.approvals.pendingTasks(rows.map((row) => row.instanceId!));
    return rows.map((row) => {
      const task = tasks.find((t) => t.instanceId === row.instanceId && t.assigneeId === ctx.actor.userId);
      if (!task) throw forbidden('worklog.notReviewer');
      return task;
    });
  }

  /** Whether the caller holds the pending task of the entry's submission. */
  private async holdsTask(ctx: SignedInContext, submissionId: number | null, tx: Executor): Promise<boolean> {
    if (submissionId === null) return false;
    const [submission] = await tx
      .select({ instanceId: worklogSubmissions.instanceId })
      .from(worklogSubmissions)
      .where(eq(worklogSubmissions.submissionId, submissionId));
    if (!submission?.instanceId) return false;
    const tasks = await this.deps.approvals.pendingTasks([submission.instanceId], tx);
    return tasks.some((task) => task.assigneeId === ctx.actor.userId);
  }
}
