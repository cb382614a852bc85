import {
  CASE_STATUS,
  SEAL_BUSINESS_TYPES,
  SEAL_FILE_TYPE,
  type SealDocumentInput,
  type SealRequestDraftInput,
  type SealRequestUpdateInput,
  TEAM_ROLE,
} from '@venus/shared';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { badRequest, conflict } from '../../platform/http/app-error.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import type { SealAccess, SealRecord, SealRequestRecord } from './seal-access.ts';
import type { SealCollaborators } from './seals.collaborators.ts';
import { sealDocuments, sealRequests } from './seals.tables.ts';

const OPEN_CASE_STATUSES: readonly number[] = [CASE_STATUS.active, CASE_STATUS.closingAudit];

export interface SealRequestsDeps extends Pick<SealCollaborators, 'cases' | 'currentFiles'> {
  access: SealAccess;
  engine: Pick<ApprovalEngine, 'submit' | 'resubmit' | 'withdraw'>;
}

/**
 * The applicant's side of a seal request (spec /v2/seal/edit and bid, decision 0057): a draft
 * with its documents (files uploaded to it) and copies, sent through the approvals engine,
 * pulled back, or withdrawn for good; each refused (409) in a state it does not start from.
 */
export class SealRequestsService {
  constructor(
    private readonly db: Database,
    private readonly deps: SealRequestsDeps,
    private readonly now: () => Date,
  ) {}

  async create(ctx: SignedInContext, input: SealRequestDraftInput): Promise<number> {
    return this.db.transaction(async (tx) => {
      await this.checkSeal(input.sealId, tx);
      await this.checkCase(ctx, input.projectId ?? null, tx);
      // A new request has no files yet: its documents are named once they are uploaded to it.
      if (input.documents.length > 0) throw badRequest('seal.documentNotUploaded', {}, 'documents');
      const [created] = await tx
        .insert(sealRequests)
        .values({
          applicantId: ctx.actor.userId,
          deptId: ctx.actor.deptId,
          ...this.fieldsOf(input),
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'sealRequest',
        entityId: created!.requestId,
        after: created,
      });
      return created!.requestId;
    });
  }

  async update(ctx: SignedInContext, input: SealRequestUpdateInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.deps.access.own(ctx, input.requestId, tx, 'edit');
      if (before.kind !== input.kind) throw badRequest('seal.kindChanged', {}, 'kind');
      await this.checkSeal(input.sealId, tx);
      await this.checkCase(ctx, input.projectId ?? null, tx);
      const documents = await this.saveDocuments(tx, input.requestId, input.documents);
      const [after] = await tx
        .update(sealRequests)
        .set({ ...this.fieldsOf(input), updatedAt: this.now(), updatedBy: ctx.actor.userId })
        .where(eq(sealRequests.requestId, input.requestId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'sealRequest',
        entityId: input.requestId,
        before,
        after: { ...after, documents },
      });
    });
  }

  /** Sends a draft (or a sent-back request, through its own approval again) for approval. */
  async submit(ctx: SignedInContext, requestId: number): Promise<void> {
    const { request, facts, title } = await this.db.transaction(async (tx) => {
      const locked = await this.deps.access.own(ctx, requestId, tx, 'submit');
      const seal = await this.checkSeal(locked.sealId, tx);
      await this.checkCase(ctx, locked.projectId, tx);
      const copies = await this.checkDocuments(tx, locked);
      return {
        request: locked,
        facts: await this.factsOf(tx, locked, seal, copies),
        title: `${seal.name}：${locked.purpose}`.slice(0, 200),
      };
    });
    const recheck = async (tx: Executor) => {
      const locked = await this.deps.access.own(ctx, requestId, tx, 'submit');
      if (locked.updatedAt.getTime() !== request.updatedAt.getTime()) throw conflict('seal.changedMeanwhile');
    };
    if (request.status === 'sentBack' && request.instanceId !== null) {
      await this.deps.engine.resubmit(ctx, request.instanceId, { comment: '', title, facts }, recheck);
      return;
    }
    await this.deps.engine.submit(
      ctx,
      { businessType: SEAL_BUSINESS_TYPES[request.kind], recordId: String(requestId), title, facts },
      async (tx) => {
        await recheck(tx);
        return undefined;
      },
    );
  }

  /** cancelWithdraw: back to a draft while the pending step has not decided (the engine's rule). */
  async pullBack(ctx: SignedInContext, requestId: number): Promise<void> {
    const request = await this.db.transaction((tx) => this.deps.access.own(ctx, requestId, tx, 'withdraw'));
    await this.deps.engine.withdraw(ctx, request.instanceId!);
  }

  /** Withdrawn for good: a draft, or a sent-back request first taken out of its approval. */
  async cancel(ctx: SignedInContext, requestId: number): Promise<void> {
    const request = await this.db.transaction((tx) => this.deps.access.own(ctx, requestId, tx, 'cancel'));
    if (request.status === 'sentBack' && request.instanceId !== null) {
      await this.deps.engine.withdraw(ctx, request.instanceId);
    }
    await this.db.transaction(async (tx) => {
      const before = await this.deps.access.own(ctx, requestId, tx, 'cancel');
      await tx
        .update(sealRequests)
        .set({ status: 'withdrawn', updatedAt: this.now(), updatedBy: ctx.actor.userId })
        .where(eq(sealRequests.requestId, requestId));
      await recordAudit(tx, ctx, {
        action: 'cancel',
        entity: 'sealRequest',
        entityId: requestId,
        before: { status: before.status },
        after: { status: 'withdrawn' },
      });
    });
  }

  private fieldsOf(input: SealRequestDraftInput) {
    return {
      kind: input.kind,
      sealId: input.sealId,
      purpose: input.purpose,
      projectId: input.projectId ?? null,
      tenderName: input.kind === 'bid' ? input.tenderName : '',
      expectedReturnDate: input.kind === 'lend' ? (input.expectedReturnDate ?? null) : null,
    };
  }

  /** The documents replace the request's: each a file uploaded to it as a document, once. */
  private async saveDocuments(tx: Executor, requestId: number, documents: SealDocumentInput[]) {
    const uploaded = new Set(
      (await this.deps.currentFiles(requestId, tx))
        .filter((file) => file.type === SEAL_FILE_TYPE.submitted && file.path !== null)
        .map((file) => file.id),
    );
    const seen = new Set<number>();
    for (const document of documents) {
      if (!uploaded.has(document.fileId)) throw badRequest('seal.documentNotUploaded', {}, 'documents');
      if (seen.has(document.fileId)) throw badRequest('seal.documentTwice', {}, 'documents');
      seen.add(document.fileId);
    }
    await tx.delete(sealDocuments).where(eq(sealDocuments.requestId, requestId));
    if (documents.length > 0) {
      await tx
        .insert(sealDocuments)
        .values(documents.map((document, index) => ({ requestId, ...document, sortOrder: index })));
    }
    return documents;
  }

  /** Documents to stamp (use, bid): at least one, each still a current file; answers the copies. */
  private async checkDocuments(tx: Executor, request: SealRequestRecord): Promise<number> {
    if (request.kind === 'lend') return 0;
    const documents = await tx
      .select()
      .from(sealDocuments)
      .where(eq(sealDocuments.requestId, request.requestId))
      .orderBy(asc(sealDocuments.sortOrder));
    if (documents.length === 0) throw conflict('seal.noDocuments');
    const current = new Set((await this.deps.currentFiles(request.requestId, tx)).map((file) => file.id));
    if (documents.some((document) => !current.has(document.fileId))) throw conflict('seal.documentRemoved');
    return documents.reduce((sum, document) => sum + document.copies, 0);
  }

  private async factsOf(tx: Executor, request: SealRequestRecord, seal: SealRecord, copies: number) {
    let casePartnerId = 0;
    if (request.projectId !== null) {
      const team = await this.deps.cases.teamsOf([request.projectId], tx);
      const partner = team.find((member) => member.role === TEAM_ROLE.partner);
      if (!partner) throw conflict('seal.noCasePartner');
      casePartnerId = partner.userId;
    }
    return {
      kind: request.kind,
      sealType: seal.type,
      custodianId: seal.custodianId,
      casePartnerId,
      projectId: request.projectId ?? 0,
      hasCase: request.projectId === null ? 0 : 1,
      copies,
    };
  }

  private async checkSeal(sealId: number, tx: Executor): Promise<SealRecord> {
    const seal = await this.deps.access.sealOf(sealId, tx).catch(() => {
      throw badRequest('seal.notFound', {}, 'sealId');
    });
    if (seal.status === 'retired') throw conflict('seal.retired', { name: seal.name }, 'sealId');
    return seal;
  }

  /** A request's case must be one the applicant sees, open or closing. */
  private async checkCase(ctx: SignedInContext, projectId: number | null, tx: Executor): Promise<void> {
    if (projectId === null) return;
    const kase = (await this.deps.cases.casesByIds([projectId], tx)).get(projectId);
    if (!kase || !(await this.deps.cases.canView(ctx, projectId, tx))) {
      throw badRequest('seal.caseNotFound', {}, 'projectId');
    }
    if (!OPEN_CASE_STATUSES.includes(kase.status)) throw conflict('seal.caseNotOpen', {}, 'projectId');
  }
}
