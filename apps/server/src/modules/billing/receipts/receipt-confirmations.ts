import { RECEIPT_BUSINESS_TYPE, translate } from '@venus/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import type { ApprovalBusinessType, ApprovalChangeKind } from '../../approvals/approval-business-types.ts';
import type { SubmitRequest } from '../../approvals/approval-submission.ts';
import { receiptConfirmations, receipts } from './receipts.tables.ts';

type ConfirmationStatus = (typeof receiptConfirmations.$inferSelect)['status'];

const STATUS_AFTER: Record<ApprovalChangeKind, ConfirmationStatus | null> = {
  submitted: 'pending',
  resubmitted: 'pending',
  stepCompleted: null,
  approved: 'confirmed',
  // The lawyer says the money is not their client's: finance reverses the allocation.
  sentBack: 'refused',
  rejected: 'refused',
  withdrawn: 'refused',
};

export interface ConfirmationDeps {
  /** The approvals engine's submit (its own transaction). */
  submit(ctx: SignedInContext, request: SubmitRequest): Promise<unknown>;
  warn(error: unknown, message: string): void;
}

/**
 * The responsible lawyer confirms that a payment is their client's (decision 0030, task 130001):
 * one request per receipt and case it pays, to the partner the bill names. The receipt is
 * `confirmed` once every one of them is.
 */
export class ReceiptConfirmations {
  constructor(
    private readonly db: Database,
    private readonly deps: ConfirmationDeps,
  ) {}

  /** In the allocation's transaction: a confirmation to ask for each case newly paid. */
  async addPending(
    tx: Executor,
    ctx: SignedInContext,
    receiptId: number,
    cases: readonly { projectId: number; partnerId: number }[],
  ): Promise<void> {
    if (cases.length === 0) return;
    await tx
      .insert(receiptConfirmations)
      .values(
        cases.map((item) => ({
          receiptId,
          projectId: item.projectId,
          partnerId: item.partnerId,
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })),
      )
      .onConflictDoNothing();
  }

  /**
   * After the allocation commits: starts the approval of each confirmation not yet asked. The
   * money is allocated whatever happens here; one not started is asked again on the next call.
   */
  async askPending(ctx: SignedInContext, receiptId: number, number: string): Promise<void> {
    const waiting = await this.db
      .select()
      .from(receiptConfirmations)
      .where(and(eq(receiptConfirmations.receiptId, receiptId), isNull(receiptConfirmations.instanceId)));
    for (const confirmation of waiting) {
      try {
        await this.deps.submit(ctx, {
          businessType: RECEIPT_BUSINESS_TYPE,
          recordId: String(confirmation.confirmationId),
          title: translate(ctx.lang, 'receipt.confirmSubject', { number }),
          facts: { casePartnerId: confirmation.partnerId, projectId: confirmation.projectId },
        });
      } catch (error) {
        this.deps.warn(error, `receipt confirmation ${confirmation.confirmationId} not asked`);
      }
    }
  }

  businessType(): ApprovalBusinessType {
    return {
      businessType: RECEIPT_BUSINESS_TYPE,
      onChange: async (tx, ctx, { kind, instance }) => {
        const status = STATUS_AFTER[kind];
        if (!status) return;
        const confirmationId = Number(instance.recordId);
        const [before] = await tx
          .select()
          .from(receiptConfirmations)
          .where(eq(receiptConfirmations.confirmationId, confirmationId))
          .for('update');
        if (!before) return;
        const [after] = await tx
          .update(receiptConfirmations)
          .set({
            status,
            instanceId: instance.instanceId,
            updatedAt: new Date(),
            updatedBy: ctx.actor.userId,
          })
          .where(eq(receiptConfirmations.confirmationId, confirmationId))
          .returning();
        await recordAudit(tx, ctx, {
          action: kind,
          entity: 'receiptConfirmation',
          entityId: confirmationId,
          before,
          after,
        });
        if (status === 'confirmed') await this.confirmReceiptWhenAllAre(tx, ctx, before.receiptId);
      },
    };
  }

  private async confirmReceiptWhenAllAre(
    tx: Executor,
    ctx: SignedInContext,
    receiptId: number,
  ): Promise<void> {
    const [open] = await tx
      .select({ id: receiptConfirmations.confirmationId })
      .from(receiptConfirmations)
      .where(and(eq(receiptConfirmations.receiptId, receiptId), ne(receiptConfirmations.status, 'confirmed')))
      .limit(1);
    if (open) return;
    const [before] = await tx.select().from(receipts).where(eq(receipts.receiptId, receiptId)).for('update');
    if (before?.status !== 'recorded') return;
    const [after] = await tx
      .update(receipts)
      .set({ status: 'confirmed', updatedAt: new Date(), updatedBy: ctx.actor.userId })
      .where(eq(receipts.receiptId, receiptId))
      .returning();
    await recordAudit(tx, ctx, { action: 'confirm', entity: 'receipt', entityId: receiptId, before, after });
  }
}
