import { FEE_AGREEMENT_POSTPONE_BUSINESS_TYPE, FEE_AGREEMENT_REMINDER_BUSINESS_TYPE } from '@venus/shared';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { ApprovalBusinessType } from '../../approvals/approval-business-types.ts';
import type { FeeAgreementsService } from './fee-agreements.service.ts';

/**
 * The requests of lawyer-fee agreements (decision 0040): a postponement sets the new expiry when the
 * responsible partner approves it; a reminder changes nothing when the lawyer closes it. Both may
 * be read by whoever sees the agreement's case.
 */
export function feeAgreementBusinessTypes(
  agreements: FeeAgreementsService,
  mayRead: (ctx: SignedInContext, agreementId: number) => Promise<boolean>,
): ApprovalBusinessType[] {
  return [
    {
      businessType: FEE_AGREEMENT_POSTPONE_BUSINESS_TYPE,
      canView: (ctx, recordId) => mayRead(ctx, Number(recordId)),
      onChange: async (tx, ctx, { kind, instance }) => {
        const expiresOn = typeof instance.facts.expiresOn === 'string' ? instance.facts.expiresOn : null;
        await agreements.postponeChanged(tx, ctx, Number(instance.recordId), {
          kind,
          instanceId: instance.instanceId,
          expiresOn,
        });
      },
    },
    {
      businessType: FEE_AGREEMENT_REMINDER_BUSINESS_TYPE,
      // recordId is `<agreementId>:<expiry>:<task code>`.
      canView: (ctx, recordId) => mayRead(ctx, Number(recordId.split(':')[0])),
      onChange: async () => {},
    },
  ];
}
