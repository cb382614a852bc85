import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { approvalInstances } from './approvals.tables.ts';

export type ApprovalInstanceRow = typeof approvalInstances.$inferSelect;

/** What just happened to a request, as the domain that owns the record needs to know it. */
export type ApprovalChangeKind =
  | 'submitted'
  | 'resubmitted'
  | 'stepCompleted'
  | 'approved'
  | 'rejected'
  | 'sentBack'
  | 'withdrawn';

export interface ApprovalChange {
  kind: ApprovalChangeKind;
  instance: ApprovalInstanceRow;
}

/**
 * A domain whose records go through approvals (leave, expense claims, cases...). The engine calls
 * it inside the action's transaction, so the record's own status and the approval commit or fail
 * together.
 */
export interface ApprovalBusinessType {
  businessType: string;
  onChange(tx: Executor, ctx: SignedInContext, change: ApprovalChange): Promise<void>;
  /** Whether someone besides the applicant and the approvers may read the request's timeline. */
  canView?(ctx: SignedInContext, recordId: string): Promise<boolean>;
}

/** The business types this instance of the server knows, registered by their modules at start. */
export class ApprovalBusinessTypes {
  private readonly types = new Map<string, ApprovalBusinessType>();

  register(type: ApprovalBusinessType): void {
    if (this.types.has(type.businessType)) {
      throw new Error(`Approval business type ${type.businessType} is registered twice`);
    }
    this.types.set(type.businessType, type);
  }

  find(businessType: string): ApprovalBusinessType | undefined {
    return this.types.get(businessType);
  }

  has(businessType: string): boolean {
    return this.types.has(businessType);
  }
}
