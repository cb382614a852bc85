import {
  addDays,
  BILLING_PERMISSIONS,
  FEE_AGREEMENT_DRAFT_PATTERN,
  FEE_AGREEMENT_FILE_SOURCE,
  FEE_AGREEMENT_POSTPONE_BUSINESS_TYPE,
  type FeeAgreementEditInput,
  type FeeAgreementEndInput,
  type FeeAgreementInput,
  type FeeAgreementPostponeInput,
  type FeeAgreementView,
  formatIsoDate,
  hasPermission,
  TEAM_ROLE,
} from '@venus/shared';
import { asc, desc, eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/app-error.ts';
import type { ApprovalEngine } from '../../approvals/approval-engine.service.ts';
import type { BillCases } from '../bills/bills.collaborators.ts';
import { feeAgreementReminders, feeAgreements } from './arrangements.tables.ts';
import type { FeeArrangementAccess } from './fee-arrangement-access.ts';

type AgreementRow = typeof feeAgreements.$inferSelect;

/** What agreements ask of the files module: the signed copy moves from its draft to the agreement. */
export interface AgreementFiles {
  moveOwner(tx: Executor, ctx: SignedInContext, source: number, from: string, to: string): Promise<number>;
  currentFileIdsOf(source: number, onlyId: string, tx: Executor): Promise<number[]>;
}

export interface FeeAgreementsDeps {
  cases: Pick<BillCases, 'casesByIds' | 'teamsOf' | 'canView'>;
  access: FeeArrangementAccess;
  engine: Pick<ApprovalEngine, 'submit'>;
  files: AgreementFiles;
  today?: () => string;
}

/**
 * Lawyer-fee agreements (spec /lawyerfee/lawyerDetail, decisions 0030, 0040): the signed engagement
 * letter of a case with its expiry; a postponement is a request to the responsible partner that
 * sets the new expiry when approved.
 */
export class FeeAgreementsService {
  constructor(
    private readonly db: Database,
    private readonly deps: FeeAgreementsDeps,
  ) {}

  private today(): string {
    return this.deps.today?.() ?? formatIsoDate(new Date());
  }

  async ofCase(ctx: SignedInContext, projectId: number): Promise<FeeAgreementView[]> {
    await this.deps.access.readable(ctx, projectId, this.db);
    const rows = await this.db
      .select()
      .from(feeAgreements)
      .where(eq(feeAgreements.projectId, projectId))
      .orderBy(desc(feeAgreements.signedOn), desc(feeAgreements.agreementId));
    return Promise.all(rows.map((row) => this.view(ctx, row, this.db)));
  }

  async detail(ctx: SignedInContext, agreementId: number, tx: Executor = this.db): Promise<FeeAgreementView> {
    return this.view(ctx, await this.readable(ctx, agreementId, tx), tx);
  }

  /**
   * Records the signed letter with its file: the files uploaded to the caller's draft become the
   * agreement's in the same transaction, and an agreement without one is refused (decision 0046).
   */
  async record(ctx: SignedInContext, input: FeeAgreementInput): Promise<FeeAgreementView> {
    const draft = FEE_AGREEMENT_DRAFT_PATTERN.exec(input.draftKey);
    if (!draft || Number(draft[1]) !== ctx.actor.userId)
      throw badRequest('feeAgreement.fileRequired', undefined, 'draftKey');
    return this.db.transaction(async (tx) => {
      await this.deps.access.changeable(ctx, input.projectId, tx);
      const { draftKey, amount, ...fields } = input;
      const [row] = await tx
        .insert(feeAgreements)
        .values({
          ...fields,
          amount: amount === '' ? null : amount,
          status: input.expiresOn < this.today() ? 'expired' : 'active',
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      const onlyId = String(row!.agreementId);
      await this.deps.files.moveOwner(tx, ctx, FEE_AGREEMENT_FILE_SOURCE, draftKey, onlyId);
      const fileIds = await this.deps.files.currentFileIdsOf(FEE_AGREEMENT_FILE_SOURCE, onlyId, tx);
      if (fileIds.length === 0) throw badRequest('feeAgreement.fileRequired', undefined, 'draftKey');
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'feeAgreement',
        entityId: row!.agreementId,
        after: { ...row, fileIds },
      });
      return this.view(ctx, row!, tx);
    });
  }

  /**
   * Corrects the recorded letter (its number, title, dates but the expiry, fee, terms). The expiry
   * moves by a postponement (an approval) or by ending the agreement; nothing changes while a
   * postponement is being decided, nor after the end.
   */
  async edit(ctx: SignedInContext, input: FeeAgreementEditInput): Promise<FeeAgreementView> {
    return this.db.transaction(async (tx) => {
      const before = await this.changeableRow(ctx, input.agreementId, tx);
      if (input.expiresOn !== before.expiresOn)
        throw conflict('feeAgreement.expiryByPostpone', { date: before.expiresOn }, 'expiresOn');
      const { agreementId, amount, ...fields } = input;
      const [after] = await tx
        .update(feeAgreements)
        .set({
          ...fields,
          amount: amount === '' ? null : amount,
          updatedAt: new Date(),
          updatedBy: ctx.actor.userId,
        })
        .where(eq(feeAgreements.agreementId, agreementId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'feeAgreement',
        entityId: agreementId,
        before,
        after,
      });
      return this.view(ctx, after!, tx);
    });
  }

  /** Ends the agreement before (or at) its expiry: no reminder, postponement or change follows. */
  async end(ctx: SignedInContext, input: FeeAgreementEndInput): Promise<FeeAgreementView> {
    return this.db.transaction(async (tx) => {
      const before = await this.changeableRow(ctx, input.agreementId, tx);
      if (input.endedOn < before.signedOn)
        throw conflict('feeAgreement.endBeforeSigned', { date: before.signedOn }, 'endedOn');
      const [after] = await tx
        .update(feeAgreements)
        .set({
          status: 'ended',
          endedOn: input.endedOn,
          endReason: input.reason,
          updatedAt: new Date(),
          updatedBy: ctx.actor.userId,
        })
        .where(eq(feeAgreements.agreementId, input.agreementId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'end',
        entity: 'feeAgreement',
        entityId: input.agreementId,
        before,
        after,
      });
      return this.view(ctx, after!, tx);
    });
  }

  /** The agreement, locked, if the caller may change its case's terms and it may still change. */
  private async changeableRow(
    ctx: SignedInContext,
    agreementId: number,
    tx: Executor,
  ): Promise<AgreementRow> {
    const visible = await this.readable(ctx, agreementId, tx);
    await this.deps.access.changeable(ctx, visible.projectId, tx);
    const [row] = await tx
      .select()
      .from(feeAgreements)
      .where(eq(feeAgreements.agreementId, agreementId))
      .for('update');
    if (row!.status === 'ended') throw conflict('feeAgreement.alreadyEnded');
    if (row!.instanceId !== null) throw conflict('feeAgreement.postponing');
    return row!;
  }

  /** Asks the responsible partner to move the expiry; the agreement changes only when approved. */
  async requestPostpone(ctx: SignedInContext, input: FeeAgreementPostponeInput): Promise<FeeAgreementView> {
    const agreement = await this.readable(ctx, input.agreementId, this.db);
    if (!(await this.mayPostpone(ctx, agreement, this.db))) throw forbidden('feeAgreement.notOnCase');
    if (agreement.status === 'ended') throw conflict('feeAgreement.ended');
    if (input.expiresOn <= agreement.expiresOn)
      throw conflict('feeAgreement.postponeNotLater', { date: agreement.expiresOn }, 'expiresOn');
    const team = await this.deps.cases.teamsOf([agreement.projectId]);
    const partner = team.find((member) => member.role === TEAM_ROLE.partner);
    if (!partner) throw conflict('bill.noCasePartner');
    const kase = (await this.deps.cases.casesByIds([agreement.projectId])).get(agreement.projectId);
    await this.deps.engine.submit(ctx, {
      businessType: FEE_AGREEMENT_POSTPONE_BUSINESS_TYPE,
      recordId: String(agreement.agreementId),
      title: `律师费协议延期 ${agreement.expiresOn} → ${input.expiresOn}：${kase?.nameCn ?? ''}`,
      facts: { casePartnerId: partner.userId, expiresOn: input.expiresOn, reason: input.reason },
    });
    return this.detail(ctx, agreement.agreementId);
  }

  /** The postponement's request moved: linked while it runs, the new expiry on approval. */
  async postponeChanged(
    tx: Executor,
    ctx: SignedInContext,
    agreementId: number,
    change: { kind: string; instanceId: number; expiresOn: string | null },
  ): Promise<void> {
    const [before] = await tx
      .select()
      .from(feeAgreements)
      .where(eq(feeAgreements.agreementId, agreementId))
      .for('update');
    if (!before) return;
    const set: Partial<AgreementRow> =
      change.kind === 'submitted' || change.kind === 'resubmitted'
        ? { instanceId: change.instanceId }
        : change.kind === 'approved' && change.expiresOn
          ? { instanceId: null, expiresOn: change.expiresOn, status: 'active' }
          : change.kind === 'stepCompleted'
            ? {}
            : { instanceId: null };
    if (Object.keys(set).length === 0) return;
    const [after] = await tx
      .update(feeAgreements)
      .set({ ...set, updatedAt: new Date(), updatedBy: ctx.actor.userId })
      .where(eq(feeAgreements.agreementId, agreementId))
      .returning();
    await recordAudit(tx, ctx, {
      action: `postpone.${change.kind}`,
      entity: 'feeAgreement',
      entityId: agreementId,
      before,
      after,
    });
  }

  /** The agreement if its case is within the caller's wall; 404 otherwise, as for a missing one. */
  async readable(ctx: SignedInContext, agreementId: number, tx: Executor): Promise<AgreementRow> {
    const [row] = await tx.select().from(feeAgreements).where(eq(feeAgreements.agreementId, agreementId));
    if (!row || !(await this.deps.cases.canView(ctx, row.projectId, tx)))
      throw notFound('feeAgreement.notFound');
    return row;
  }

  /** The case's partner or lead lawyer asks for a postponement, or finance. */
  private async mayPostpone(ctx: SignedInContext, row: AgreementRow, tx: Executor): Promise<boolean> {
    if (hasPermission(ctx.actor.permissions, BILLING_PERMISSIONS.listAll)) return true;
    const team = await this.deps.cases.teamsOf([row.projectId], tx);
    return team.some(
      (member) =>
        member.userId === ctx.actor.userId &&
        [TEAM_ROLE.partner, TEAM_ROLE.lead].includes(member.role as '1'),
    );
  }

  private async view(ctx: SignedInContext, row: AgreementRow, tx: Executor): Promise<FeeAgreementView> {
    const kase = (await this.deps.cases.casesByIds([row.projectId], tx)).get(row.projectId);
    const reminders = await tx
      .select()
      .from(feeAgreementReminders)
      .where(eq(feeAgreementReminders.agreementId, row.agreementId))
      .orderBy(asc(feeAgreementReminders.raisedAt), asc(feeAgreementReminders.taskCode));
    return {
      agreementId: row.agreementId,
      projectId: row.projectId,
      projectName: kase ? (ctx.lang === 'en' && kase.nameEn) || kase.nameCn : '',
      agreementNo: row.agreementNo,
      title: row.title,
      signedOn: row.signedOn,
      effectiveFrom: row.effectiveFrom,
      expiresOn: row.expiresOn,
      currency: row.currency,
      amount: row.amount,
      terms: row.terms,
      status: row.status,
      expiringSoon: row.status === 'active' && row.expiresOn <= addDays(this.today(), 30),
      endedOn: row.endedOn,
      endReason: row.endReason,
      remark: row.remark,
      postponingInstanceId: row.instanceId,
      reminders: reminders.map((reminder) => ({
        taskCode: reminder.taskCode,
        expiresOn: reminder.expiresOn,
        raisedAt: reminder.raisedAt.toISOString(),
      })),
      canPostpone:
        row.status !== 'ended' && row.instanceId === null && (await this.mayPostpone(ctx, row, tx)),
      canChange:
        row.status !== 'ended' &&
        row.instanceId === null &&
        (await this.deps.access.mayChange(ctx, row.projectId, tx)),
    };
  }
}
