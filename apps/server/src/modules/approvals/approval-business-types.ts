import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';
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
  /** Handlers of whole families (`custom:<form>`): one per prefix, for types made at run time. */
  private readonly families = new Map<string, ApprovalBusinessType>();

  register(type: ApprovalBusinessType): void {
    if (this.types.has(type.businessType)) {
      throw new Error(`Approval business type ${type.businessType} is registered twice`);
    }
    this.types.set(type.businessType, type);
  }

  /**
   * Handles every `<prefix>:<name>` type, e.g. one per custom request form, which an
   * administrator creates while the server runs. A type registered by its full name wins.
   */
  registerFamily(prefix: string, type: Omit<ApprovalBusinessType, 'businessType'>): void {
    if (this.families.has(prefix)) throw new Error(`Approval business family ${prefix} is registered twice`);
    this.families.set(prefix, { ...type, businessType: `${prefix}:*` });
  }

  find(businessType: string): ApprovalBusinessType | undefined {
    const separator = businessType.indexOf(':');
    return (
      this.types.get(businessType) ??
      (separator > 0 ? this.families.get(businessType.slice(0, separator)) : undefined)
    );
  }

  has(businessType: string): boolean {
    return this.find(businessType) !== undefined;
  }

  /** The registered type of a business, or a clear refusal naming the unknown one. */
  require(businessType: string): ApprovalBusinessType {
    const type = this.find(businessType);
    if (!type) throw badRequest('approvals.unknownBusinessType', { businessType });
    return type;
  }

  /**
   * Tells the request's domain what happened, inside the action's transaction, so its record's
   * status moves with the request; a request that ends approved also hears `approved`.
   */
  async notify(
    tx: Executor,
    ctx: SignedInContext,
    instance: ApprovalInstanceRow,
    kinds: ApprovalChangeKind[],
  ): Promise<void> {
    const type = this.require(instance.businessType);
    const all = instance.status === 'approved' ? [...kinds, 'approved' as const] : kinds;
    for (const kind of all) await type.onChange(tx, ctx, { kind, instance });
  }
}
