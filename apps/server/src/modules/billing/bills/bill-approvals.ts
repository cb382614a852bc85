import { BILL_BUSINESS_TYPE, BILL_CREDIT_BUSINESS_TYPE, BILL_WRITE_OFF_BUSINESS_TYPE } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import type { ApprovalBusinessType, ApprovalChangeKind } from '../../approvals/approval-business-types.ts';
import type { BillCorrectionsService } from './bill-corrections.service.ts';
import { type BillIssueDeps, issueBill } from './bill-issue.ts';
import { bills } from './bills.tables.ts';

export type LastComment = (instanceId: number, tx: Executor) => Promise<string>;

const BACK_TO_DRAFT: readonly ApprovalChangeKind[] = ['sentBack', 'rejected', 'withdrawn'];

/**
 * A bill's approval (decision 0030): in approval while it runs; issued on the last approval, in
 * the same transaction; back to draft with the comment on a send-back, rejection or withdrawal.
 */
export function billBusinessType(
  deps: BillIssueDeps & {
    lastComment: LastComment;
    mayRead: (ctx: SignedInContext, billId: number) => Promise<boolean>;
    /** Told of a bill issued in the approval's transaction (its PDF is stored once that ends). */
    issued?: (ctx: SignedInContext, billId: number) => void;
  },
): ApprovalBusinessType {
  return {
    businessType: BILL_BUSINESS_TYPE,
    // The bill's page shows its timeline to whoever may read the bill, not only its approvers.
    canView: (ctx, recordId) => deps.mayRead(ctx, Number(recordId)),
    onChange: async (tx, ctx, { kind, instance }) => {
      const billId = Number(instance.recordId);
      if (kind === 'approved') {
        await issueBill(tx, ctx, billId, deps);
        deps.issued?.(ctx, billId);
        return;
      }
      if (kind === 'submitted' || kind === 'resubmitted') {
        await move(tx, ctx, billId, kind, {
          status: 'approving',
          instanceId: instance.instanceId,
          returnComment: '',
        });
      } else if (BACK_TO_DRAFT.includes(kind)) {
        const comment = await deps.lastComment(instance.instanceId, tx);
        await move(tx, ctx, billId, kind, {
          status: 'draft',
          instanceId: instance.instanceId,
          returnComment: comment,
        });
      }
    },
  };
}

async function move(
  tx: Executor,
  ctx: SignedInContext,
  billId: number,
  kind: ApprovalChangeKind,
  set: Partial<typeof bills.$inferInsert>,
): Promise<void> {
  const [before] = await tx.select().from(bills).where(eq(bills.billId, billId)).for('update');
  if (!before) return;
  const [after] = await tx
    .update(bills)
    .set({ ...set, updatedAt: new Date(), updatedBy: ctx.actor.userId })
    .where(eq(bills.billId, billId))
    .returning();
  await recordAudit(tx, ctx, {
    action: `approval.${kind}`,
    entity: 'bill',
    entityId: billId,
    before: { status: before.status },
    after: { status: after!.status, returnComment: after!.returnComment },
  });
}

/** Credit notes and write-offs: applied when finance approves, refused on any other ending. */
export function billCorrectionBusinessTypes(corrections: BillCorrectionsService): ApprovalBusinessType[] {
  const typeOf = (businessType: string, kind: 'credit' | 'writeOff'): ApprovalBusinessType => ({
    businessType,
    onChange: async (tx, ctx, change) => {
      const id = Number(change.instance.recordId);
      if (change.kind === 'submitted' || change.kind === 'resubmitted') {
        await corrections.linkInstance(tx, kind, id, change.instance.instanceId);
        return;
      }
      if (change.kind !== 'approved' && !BACK_TO_DRAFT.includes(change.kind)) return;
      const approved = change.kind === 'approved';
      if (kind === 'credit') await corrections.creditDecided(tx, ctx, id, approved);
      else await corrections.writeOffDecided(tx, ctx, id, approved);
    },
  });
  return [typeOf(BILL_CREDIT_BUSINESS_TYPE, 'credit'), typeOf(BILL_WRITE_OFF_BUSINESS_TYPE, 'writeOff')];
}
