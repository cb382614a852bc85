import {
  type ApprovalStep,
  applicationStatusOfStep,
  CASE_APPLICATION_BUSINESS_TYPE,
  CASE_STATUS,
} from '@venus/shared';
import type { ApprovalChangeKind } from '../../../modules/approvals/approval-business-types.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { approvalDefinitions } from '../../schema.ts';
import type { TrailChange } from './approval-trail.ts';
import type { AuditTrail } from './audit-trail.ts';
import type { Person } from './firm.ts';

type DefinitionRow = typeof approvalDefinitions.$inferSelect;

/**
 * The firm's application workflow as the administrator changed it at the start of the year:
 * matters budgeted at a million or more also go past the risk partner before the intake team
 * opens them (a second pre-check step, status 2). Smaller ones skip that step.
 */
export async function seedApplicationWorkflowV2(
  tx: Executor,
  v1: DefinitionRow,
  riskPartner: Person,
  admin: Person,
  riskFrom: number,
  at: Date,
  audit: AuditTrail,
): Promise<DefinitionRow> {
  const [partnerStep, ...rest] = v1.steps;
  const risk: ApprovalStep = {
    key: 'risk',
    name: '风控合伙人复核',
    nameEn: 'Risk partner review',
    taskCode: partnerStep!.taskCode,
    approvers: { type: 'user', userIds: [riskPartner.userId] },
    mode: 'any',
    when: { fact: 'amount', op: 'gte', value: String(riskFrom) },
  };
  const [row] = await tx
    .insert(approvalDefinitions)
    .values({
      businessType: CASE_APPLICATION_BUSINESS_TYPE,
      version: v1.version + 1,
      name: v1.name,
      nameEn: v1.nameEn,
      steps: [partnerStep!, risk, ...rest],
      createdAt: at,
      createdBy: admin.userId,
      updatedAt: at,
      updatedBy: admin.userId,
    })
    .returning();
  audit.add(at, admin, {
    action: 'create',
    entity: 'approvalDefinition',
    entityId: row!.definitionId,
    after: row,
  });
  return row!;
}

/** The case's status after an approval event (case-approvals.ts), or null when it does not move. */
function statusAfter(
  kind: ApprovalChangeKind,
  change: TrailChange,
  closing: boolean,
  steps: readonly ApprovalStep[],
): number | null {
  if (closing) {
    if (kind === 'approved') return CASE_STATUS.closed;
    if (kind === 'submitted' || kind === 'resubmitted' || kind === 'stepCompleted')
      return CASE_STATUS.closingAudit;
    return CASE_STATUS.active;
  }
  if (kind === 'approved') return CASE_STATUS.active;
  if (kind === 'rejected') return CASE_STATUS.declined;
  if (kind === 'sentBack' || kind === 'withdrawn') return CASE_STATUS.draft;
  const step = steps[change.currentStep];
  return step ? applicationStatusOfStep(change.currentStep, step.key) : null;
}

export interface CaseMove {
  at: Date;
  actor: Person | { userId: number };
  action: string;
  fromStatus: number;
  toStatus: number;
}

/** The case events (hk_project_event) its request's changes write, and where the case ends up. */
export function caseMoves(
  changes: readonly TrailChange[],
  closing: boolean,
  steps: readonly ApprovalStep[],
  startStatus: number,
): { moves: CaseMove[]; status: number } {
  const moves: CaseMove[] = [];
  let status = startStatus;
  for (const change of changes) {
    const next = statusAfter(change.kind, change, closing, steps);
    if (next === null) continue;
    if (status !== next || change.kind !== 'stepCompleted')
      moves.push({
        at: change.at,
        actor: change.actor,
        action: `${closing ? 'closing' : 'application'}.${change.kind}`,
        fromStatus: status,
        toStatus: next,
      });
    status = next;
  }
  return { moves, status };
}
