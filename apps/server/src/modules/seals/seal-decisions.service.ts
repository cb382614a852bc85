import {
  SEAL_FILE_TYPE,
  type SealLendActionInput,
  type SealRequestAuditInput,
  type SealStampInput,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { badRequest, conflict } from '../../platform/http/app-error.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import { myPendingTask } from '../approvals/my-pending-task.ts';
import type { TaskCentreService } from '../approvals/task-centre.service.ts';
import { assertSealAllowed, type SealAccess, type SealRecord } from './seal-access.ts';
import type { SealCollaborators } from './seals.collaborators.ts';
import { sealDocuments, sealRequests, seals } from './seals.tables.ts';

export interface SealDecisionsDeps extends Pick<SealCollaborators, 'currentFiles'> {
  access: SealAccess;
  engine: Pick<ApprovalEngine, 'approve' | 'sendBack' | 'reject'>;
  taskCentre: Pick<TaskCentreService, 'findPendingTasks' | 'hadHandledTask'>;
}

const isPdf = (file: { name: string; mimeType: string }) =>
  file.mimeType === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * The approvers' and the custodian's side (decision 0057): approvers decide through the engine;
 * the custodian of the seal records the stamping with each document's stamped scan, or hands the
 * seal out on a lending request and takes it back.
 */
export class SealDecisionsService {
  constructor(
    private readonly db: Database,
    private readonly deps: SealDecisionsDeps,
    private readonly now: () => Date,
  ) {}

  async approve(ctx: SignedInContext, input: SealRequestAuditInput): Promise<void> {
    const taskId = await this.myPendingTask(ctx, input.requestId, 'audit');
    await this.deps.engine.approve(ctx, taskId, { comment: input.comment });
  }

  async sendBack(ctx: SignedInContext, input: SealRequestAuditInput): Promise<void> {
    const taskId = await this.myPendingTask(ctx, input.requestId, 'back');
    await this.deps.engine.sendBack(ctx, taskId, { comment: input.comment, to: 'applicant' });
  }

  async reject(ctx: SignedInContext, input: SealRequestAuditInput): Promise<void> {
    const taskId = await this.myPendingTask(ctx, input.requestId, 'reject');
    await this.deps.engine.reject(ctx, taskId, { comment: input.comment });
  }

  /** The stamping: every document of the request once, with the copies stamped and its scan. */
  async stamp(ctx: SignedInContext, input: SealStampInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { request, seal } = await this.deps.access.forCustodian(ctx, input.requestId, tx, 'stamp');
      assertInOffice(seal);
      const documents = await tx
        .select()
        .from(sealDocuments)
        .where(eq(sealDocuments.requestId, request.requestId));
      const given = new Map(input.documents.map((document) => [document.documentId, document]));
      if (
        given.size !== input.documents.length ||
        documents.some((document) => !given.has(document.documentId))
      ) {
        throw badRequest('seal.stampEveryDocument', {}, 'documents');
      }
      if (given.size !== documents.length) throw badRequest('seal.stampEveryDocument', {}, 'documents');
      const files = new Map(
        (await this.deps.currentFiles(request.requestId, tx)).map((file) => [file.id, file]),
      );
      for (const document of documents) {
        const stamped = given.get(document.documentId)!;
        const scan = files.get(stamped.scanFileId);
        // The scan is the custodian's own upload of the stamped paper, as a PDF.
        if (!scan || scan.type !== SEAL_FILE_TYPE.stamped || scan.uploaderId !== ctx.actor.userId) {
          throw badRequest('seal.scanNotUploaded', {}, 'documents');
        }
        if (!isPdf(scan)) throw badRequest('seal.scanNotPdf', { name: scan.name }, 'documents');
        if (stamped.stampedCopies > document.copies) {
          throw badRequest('seal.stampedOverCopies', { copies: document.copies }, 'documents');
        }
        await tx
          .update(sealDocuments)
          .set({ stampedCopies: stamped.stampedCopies, scanFileId: stamped.scanFileId })
          .where(eq(sealDocuments.documentId, document.documentId));
      }
      const [after] = await tx
        .update(sealRequests)
        .set({
          status: 'stamped',
          stampedBy: ctx.actor.userId,
          stampedAt: this.now(),
          stampRemark: input.remark,
          updatedAt: this.now(),
          updatedBy: ctx.actor.userId,
        })
        .where(eq(sealRequests.requestId, request.requestId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'stamp',
        entity: 'sealRequest',
        entityId: request.requestId,
        before: { status: request.status },
        after: { status: after!.status, stampedAt: after!.stampedAt, documents: input.documents },
      });
    });
  }

  /** 外借: the custodian hands the seal over on an approved lending request. */
  async handOut(ctx: SignedInContext, input: SealLendActionInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { request, seal } = await this.deps.access.forCustodian(ctx, input.requestId, tx, 'handOut');
      assertInOffice(seal);
      await this.moveSeal(tx, ctx, seal, 'lentOut');
      await tx
        .update(sealRequests)
        .set({
          status: 'lentOut',
          lentAt: this.now(),
          lentBy: ctx.actor.userId,
          stampRemark: input.remark,
          updatedAt: this.now(),
          updatedBy: ctx.actor.userId,
        })
        .where(eq(sealRequests.requestId, request.requestId));
      await recordAudit(tx, ctx, {
        action: 'handOut',
        entity: 'sealRequest',
        entityId: request.requestId,
        before: { status: request.status },
        after: { status: 'lentOut', remark: input.remark },
      });
    });
  }

  /** The seal is back: the request ends returned, the seal is in the office again. */
  async receive(ctx: SignedInContext, input: SealLendActionInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { request, seal } = await this.deps.access.forCustodian(ctx, input.requestId, tx, 'receive');
      await this.moveSeal(tx, ctx, seal, 'inOffice');
      await tx
        .update(sealRequests)
        .set({
          status: 'returned',
          returnedAt: this.now(),
          receivedBy: ctx.actor.userId,
          stampRemark: input.remark,
          updatedAt: this.now(),
          updatedBy: ctx.actor.userId,
        })
        .where(eq(sealRequests.requestId, request.requestId));
      await recordAudit(tx, ctx, {
        action: 'receive',
        entity: 'sealRequest',
        entityId: request.requestId,
        before: { status: request.status },
        after: { status: 'returned', remark: input.remark },
      });
    });
  }

  private async moveSeal(tx: Executor, ctx: SignedInContext, seal: SealRecord, status: SealRecord['status']) {
    await tx
      .update(seals)
      .set({ status, updatedAt: this.now(), updatedBy: ctx.actor.userId })
      .where(eq(seals.sealId, seal.sealId));
    await recordAudit(tx, ctx, {
      action: status === 'lentOut' ? 'lend' : 'return',
      entity: 'seal',
      entityId: seal.sealId,
      before: { status: seal.status },
      after: { status },
    });
  }

  private async myPendingTask(
    ctx: SignedInContext,
    requestId: number,
    action: 'audit' | 'back' | 'reject',
  ): Promise<number> {
    const { request } = await this.deps.access.readable(ctx, requestId);
    assertSealAllowed(request, action);
    return myPendingTask(this.deps.taskCentre, ctx, request.instanceId!, 'seal.noPendingTask');
  }
}

function assertInOffice(seal: SealRecord): void {
  if (seal.status !== 'inOffice') throw conflict(`seal.sealNot.${seal.status}`, { name: seal.name });
}
