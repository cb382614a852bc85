import type { ComponentType } from 'react';

/**
 * What a domain shows of its own record above the decision buttons, keyed by business type. The
 * instance's status comes along so that a view re-reads its record when a decision moves it (the
 * record's own status changes with the decision).
 */
export type ApprovalRecordView = ComponentType<{ recordId: string; instanceStatus: string }>;

const views = new Map<string, ApprovalRecordView>();

/**
 * Domains build on the approvals engine, not the other way round: each registers how its record
 * reads (app/approval-record-views.ts) and the task centre stays ignorant of leave, bills or seals.
 */
export function registerApprovalRecordView(businessType: string, view: ApprovalRecordView): void {
  views.set(businessType, view);
}

/** A type's own view, else its family's (`custom:*` stands for every `custom:<form>`). */
export function approvalRecordViewOf(businessType: string): ApprovalRecordView | undefined {
  const family = businessType.includes(':') ? `${businessType.slice(0, businessType.indexOf(':'))}:*` : '';
  return views.get(businessType) ?? (family ? views.get(family) : undefined);
}
