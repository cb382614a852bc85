import {
  CASE_APPLICATION_BUSINESS_TYPE,
  CASE_CLOSING_BUSINESS_TYPE,
  CASE_STATUS,
  type CloseCaseInput,
  hasPermission,
  type RestartCaseInput,
  type SettleCaseInput,
  TEAM_ROLE,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor, Transaction } from '../../platform/db/database.ts';
import { badRequest, conflict, forbidden } from '../../platform/http/app-error.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import type { RecordSave, SubmitRequest } from '../approvals/approval-submission.ts';
import { CASE_ADMIN_PERMISSIONS, caseAbilities } from './case-abilities.ts';
import { nextCaseNumber } from './case-numbers.ts';
import type { ProjectRow } from './case-record.ts';
import type { CasesService } from './cases.service.ts';
import type { ClosingCase, ClosingCheckResult, ClosingChecks } from './closing-checks.ts';
import type { ConflictChecksService } from './conflict-checks.service.ts';
import type { CaseCollaborators } from './projects.collaborators.ts';
import { projectEvents, projects } from './projects.tables.ts';

export type InstanceState = (
  instanceId: number,
  tx?: Executor,
) => Promise<{ status: string; businessType: string } | null>;

/** A case's way through the firm: application, closing and the administrators' corrections. */
export class CaseWorkflowService {
  constructor(
    private readonly db: Database,
    private readonly cases: CasesService,
    private readonly checks: ConflictChecksService,
    private readonly closing: ClosingChecks,
    private readonly engine: ApprovalEngine,
    private readonly instanceState: InstanceState,
    private readonly collaborators: CaseCollaborators,
  ) {}

  /** Sends the application to pre-check audit with the answers to its current conflict check. */
  async settle(ctx: SignedInContext, input: SettleCaseInput): Promise<void> {
    const project = await this.cases.getVisible(ctx, input.projectId, this.db);
    const team = await this.cases.teamOf(project.projectId, this.db);
    if (!caseAbilities(ctx, project, team).settle) throw conflict('case.notEditable');
    const save = async (tx: Transaction): Promise<Partial<SubmitRequest>> => {
      const locked = await this.cases.lockVisible(ctx, input.projectId, tx);
      if (locked.status !== CASE_STATUS.draft) throw conflict('case.notEditable');
      await this.checks.answerCurrentCheck(ctx, tx, locked, input.checkId, input.answers);
      const number = locked.number ?? (await this.numberFor(tx, locked));
      const [after] = await tx
        .update(projects)
        .set({ number, appliedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(projects.projectId, locked.projectId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'submit',
        entity: 'project',
        entityId: locked.projectId,
        before: locked,
        after,
      });
      return { title: `${number}:${locked.nameCn}` };
    };
    await this.sendThroughWorkflow(ctx, project, CASE_APPLICATION_BUSINESS_TYPE, team, save);
  }

  async closingChecklist(ctx: SignedInContext, projectId: number): Promise<ClosingCheckResult[]> {
    const project = await this.cases.getVisible(ctx, projectId, this.db);
    return this.closing.run(closingCaseOf(project), this.db);
  }

  /** Asks to close the case; every failed checklist item needs an override with a reason. */
  async close(ctx: SignedInContext, input: CloseCaseInput): Promise<void> {
    const project = await this.cases.getVisible(ctx, input.projectId, this.db);
    const team = await this.cases.teamOf(project.projectId, this.db);
    if (!caseAbilities(ctx, project, team).close) {
      if (project.status !== CASE_STATUS.active) throw conflict('case.notOpen');
      throw forbidden();
    }
    const save = async (tx: Transaction): Promise<Partial<SubmitRequest>> => {
      const locked = await this.cases.lockVisible(ctx, input.projectId, tx);
      if (locked.status !== CASE_STATUS.active) throw conflict('case.notOpen');
      const failed = (await this.closing.run(closingCaseOf(locked), tx)).filter((result) => !result.passed);
      const missing = failed.filter(
        (result) => !input.overrides.some((override) => override.check === result.check),
      );
      if (missing.length > 0)
        throw badRequest(
          'case.closingBlocked',
          { checks: missing.map((result) => result.check).join(', ') },
          'overrides',
        );
      for (const result of failed) {
        const override = input.overrides.find((entry) => entry.check === result.check)!;
        await this.addEvent(
          tx,
          ctx,
          locked,
          'closing.override',
          locked.status,
          locked.status,
          override.reason,
          `${result.check}:${result.count}`,
        );
      }
      await this.addEvent(tx, ctx, locked, 'closing.request', locked.status, locked.status, input.reason);
      await recordAudit(tx, ctx, {
        action: 'close',
        entity: 'project',
        entityId: locked.projectId,
        before: locked,
        after: { reason: input.reason, overrides: input.overrides, failed },
      });
      return {};
    };
    await this.sendThroughWorkflow(ctx, project, CASE_CLOSING_BUSINESS_TYPE, team, save);
  }

  /** An administrator reopens a closed case, or lets a declined one apply again. */
  async restart(ctx: SignedInContext, input: RestartCaseInput): Promise<void> {
    await this.correct(
      ctx,
      input.projectId,
      CASE_ADMIN_PERMISSIONS.restart,
      'restart',
      input.reason,
      (project) => {
        if (project.status !== CASE_STATUS.closed && project.status !== CASE_STATUS.declined)
          throw conflict('case.notEnded');
        return { status: input.status, ...(input.status === CASE_STATUS.active ? { closedAt: null } : {}) };
      },
    );
  }

  /** An administrator puts a case back to draft (not while a request on it is under audit). */
  async reset(ctx: SignedInContext, projectId: number): Promise<void> {
    await this.correct(ctx, projectId, CASE_ADMIN_PERMISSIONS.reset, 'reset', '', (project) => {
      const underAudit =
        project.status !== CASE_STATUS.active &&
        project.status !== CASE_STATUS.closed &&
        project.status !== CASE_STATUS.declined;
      if (underAudit) throw conflict('case.underAudit');
      return { status: CASE_STATUS.draft, openedAt: null, closedAt: null };
    });
  }

  async setSpecial(ctx: SignedInContext, projectId: number, special: boolean): Promise<void> {
    await this.correct(
      ctx,
      projectId,
      CASE_ADMIN_PERMISSIONS.special,
      special ? 'special.on' : 'special.off',
      '',
      () => ({ special }),
    );
  }

  /** Marks the case ready for settlement; with notifyAll the whole team hears it. */
  async readyForSettlement(ctx: SignedInContext, projectId: number, notifyAll: boolean): Promise<void> {
    const team = await this.db.transaction(async (tx) => {
      const project = await this.cases.lockVisible(ctx, projectId, tx);
      const members = await this.cases.teamOf(projectId, tx);
      if (!caseAbilities(ctx, project, members).readyForSettlement) {
        if (project.status !== CASE_STATUS.active) throw conflict('case.notOpen');
        throw forbidden();
      }
      const [after] = await tx
        .update(projects)
        .set({ readyForSettlement: true, updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(projects.projectId, projectId))
        .returning();
      await this.addEvent(
        tx,
        ctx,
        project,
        'readyForSettlement',
        project.status,
        project.status,
        notifyAll ? 'notifyAll' : '',
      );
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'project',
        entityId: projectId,
        before: project,
        after,
      });
      return { project, members };
    });
    if (!notifyAll) return;
    const title = `${team.project.number ?? ''}:${team.project.nameCn}`;
    for (const member of team.members)
      if (member.userId !== ctx.actor.userId)
        await this.collaborators
          .notify(member.userId, { msgTitle: 'case.readyForSettlement', msgContent: title })
          .catch(() => {});
  }

  private async correct(
    ctx: SignedInContext,
    projectId: number,
    permission: string,
    action: string,
    comment: string,
    change: (project: ProjectRow) => Partial<typeof projects.$inferInsert>,
  ): Promise<void> {
    if (!hasPermission(ctx.actor.permissions, permission)) throw forbidden();
    await this.db.transaction(async (tx) => {
      const project = await this.cases.lockVisible(ctx, projectId, tx);
      const values = change(project);
      const [after] = await tx
        .update(projects)
        .set({ ...values, updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(projects.projectId, projectId))
        .returning();
      await this.addEvent(tx, ctx, project, action, project.status, after!.status, comment);
      await recordAudit(tx, ctx, { action, entity: 'project', entityId: projectId, before: project, after });
    });
  }

  /** A request sent back waits for the same applicant to send it again; otherwise a new one starts. */
  private async sendThroughWorkflow(
    ctx: SignedInContext,
    project: ProjectRow,
    businessType: string,
    team: readonly { userId: number; role: string }[],
    save: RecordSave,
  ): Promise<void> {
    const partnerId = team.find((member) => member.role === TEAM_ROLE.partner)?.userId ?? null;
    const facts = { casePartnerId: partnerId, amount: project.budget ?? '0' };
    const current = project.instanceId === null ? null : await this.instanceState(project.instanceId);
    if (
      project.instanceId !== null &&
      current?.status === 'sentBack' &&
      current.businessType === businessType
    ) {
      await this.engine.resubmit(ctx, project.instanceId, { comment: '', facts }, async (tx) => {
        await save(tx);
      });
      return;
    }
    await this.engine.submit(
      ctx,
      {
        businessType,
        recordId: String(project.projectId),
        title: `${project.number ?? ''}:${project.nameCn}`,
        facts,
      },
      save,
    );
  }

  private async numberFor(tx: Executor, project: ProjectRow): Promise<string> {
    const officeCode = (await this.collaborators.officeCode(project.officeId, tx)) || `O${project.officeId}`;
    return nextCaseNumber(tx, new Date().getFullYear(), officeCode, project.projectType);
  }

  private async addEvent(
    tx: Executor,
    ctx: SignedInContext,
    project: ProjectRow,
    action: string,
    fromStatus: number,
    toStatus: number,
    comment: string,
    detail = '',
  ): Promise<void> {
    await tx.insert(projectEvents).values({
      projectId: project.projectId,
      action,
      fromStatus,
      toStatus,
      comment,
      detail,
      actorId: ctx.actor.userId,
    });
  }
}

/** A case's tab title is its number once it has one (decision 0025). */
function closingCaseOf(project: ProjectRow): ClosingCase {
  return { projectId: project.projectId, title: project.number ?? project.nameCn };
}
