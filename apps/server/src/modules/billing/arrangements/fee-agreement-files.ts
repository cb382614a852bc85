import { BILLING_PERMISSIONS, FEE_AGREEMENT_DRAFT_PATTERN, hasPermission } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../../platform/auth/request-context.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { FileSourcePolicy } from '../../files/file-sources.ts';
import { feeAgreements } from './arrangements.tables.ts';

/** The case rules the policy asks (billing's composition answers them from the cases module). */
export interface AgreementFileRules {
  /** The case is within the actor's wall. */
  canView(actor: Actor, projectId: number): Promise<boolean>;
  /** The actor may change the case's terms (partner or lead on it, or finance). */
  mayChange(actor: Actor, projectId: number): Promise<boolean>;
}

/**
 * A lawyer-fee agreement's signed copy (files source FEE_AGREEMENT_FILE_SOURCE, decision 0046).
 * Recorded: the agreement id as `onlyId`; it follows the case's wall, and whoever may change the
 * case's terms replaces it while the agreement has not ended. Before recording: the draft record
 * `draft-<uploader>-<token>`, which only its uploader (holding the right to record) sees.
 */
export function feeAgreementFilePolicy(db: Database, rules: AgreementFileRules): FileSourcePolicy {
  const agreementOf = async (onlyId: string) => {
    if (!/^\d{1,9}$/.test(onlyId)) return undefined;
    const [row] = await db
      .select({ projectId: feeAgreements.projectId, status: feeAgreements.status })
      .from(feeAgreements)
      .where(eq(feeAgreements.agreementId, Number(onlyId)));
    return row;
  };
  const ownDraft = (actor: Actor, onlyId: string) => {
    const draft = FEE_AGREEMENT_DRAFT_PATTERN.exec(onlyId);
    return (
      draft !== null &&
      Number(draft[1]) === actor.userId &&
      hasPermission(actor.permissions, BILLING_PERMISSIONS.arrangementEdit)
    );
  };
  return {
    maySee: async (actor, onlyId) => {
      if (ownDraft(actor, onlyId)) return true;
      const agreement = await agreementOf(onlyId);
      return agreement !== undefined && rules.canView(actor, agreement.projectId);
    },
    mayChange: async (actor, onlyId) => {
      if (ownDraft(actor, onlyId)) return true;
      const agreement = await agreementOf(onlyId);
      return (
        agreement !== undefined &&
        agreement.status !== 'ended' &&
        (await rules.canView(actor, agreement.projectId)) &&
        rules.mayChange(actor, agreement.projectId)
      );
    },
  };
}
