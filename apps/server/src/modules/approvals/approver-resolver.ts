import {
  type ApprovalFacts,
  type ApprovalStep,
  type ApproverRule,
  conditionHolds,
  type DirectApprover,
} from '@venus/shared';
import type { Executor } from '../../platform/db/database.ts';
import type { ApproverDirectory } from './approver-directory.ts';

/** Role keys of the firm's finance and HR staff (seeded roles). */
const FINANCE_ROLE = 'finance';
const HR_ROLE = 'hr';

export interface Applicant {
  userId: number;
  deptId: number | null;
}

/**
 * What a step does for this record: it runs with these approvers, or it is skipped (its
 * condition does not hold, its rule names nobody, or its only approver is the applicant — no
 * one approves their own request), or it cannot run because it finds nobody.
 */
export type StepPlan =
  | { kind: 'run'; approverIds: number[] }
  | { kind: 'skip'; reason: 'condition' | 'selfApproval' }
  | { kind: 'noApprover' };

function factAsId(facts: ApprovalFacts, name: string): number | null {
  const value = Number(facts[name]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

async function resolveDirect(
  rule: DirectApprover,
  facts: ApprovalFacts,
  applicant: Applicant,
  directory: ApproverDirectory,
  tx?: Executor,
): Promise<number[]> {
  switch (rule.type) {
    case 'user':
      return directory.activeUserIds(rule.userIds, tx);
    case 'role':
      return directory.activeUserIdsWithRole(rule.roleKey, tx);
    case 'finance':
      return directory.activeUserIdsWithRole(FINANCE_ROLE, tx);
    case 'hr':
      return directory.activeUserIdsWithRole(HR_ROLE, tx);
    case 'casePartner': {
      const partnerId = factAsId(facts, 'casePartnerId');
      return partnerId === null ? [] : directory.activeUserIds([partnerId], tx);
    }
    case 'sealCustodian': {
      const custodianId = factAsId(facts, 'custodianId');
      return custodianId === null ? [] : directory.activeUserIds([custodianId], tx);
    }
    case 'departmentHead': {
      const deptId = factAsId(facts, 'applicantDeptId') ?? applicant.deptId;
      if (deptId === null) return [];
      const headId = await directory.departmentHeadOf(deptId, tx);
      return headId === null ? [] : directory.activeUserIds([headId], tx);
    }
  }
}

async function resolveRule(
  rule: ApproverRule,
  facts: ApprovalFacts,
  applicant: Applicant,
  directory: ApproverDirectory,
  tx?: Executor,
): Promise<number[] | 'nobodyByRule'> {
  if (rule.type !== 'rule') return resolveDirect(rule, facts, applicant, directory, tx);
  const chosen = conditionHolds(rule.when, facts) ? rule.ifTrue : rule.ifFalse;
  // A rule that names nobody for this record ("only above 50,000") leaves the step out.
  if (!chosen) return 'nobodyByRule';
  return resolveDirect(chosen, facts, applicant, directory, tx);
}

export async function planStep(
  step: ApprovalStep,
  facts: ApprovalFacts,
  applicant: Applicant,
  directory: ApproverDirectory,
  tx?: Executor,
): Promise<StepPlan> {
  if (step.when && !conditionHolds(step.when, facts)) return { kind: 'skip', reason: 'condition' };
  const resolved = await resolveRule(step.approvers, facts, applicant, directory, tx);
  if (resolved === 'nobodyByRule') return { kind: 'skip', reason: 'condition' };
  const unique = [...new Set(resolved)].sort((a, b) => a - b);
  const others = unique.filter((id) => id !== applicant.userId);
  if (others.length > 0) return { kind: 'run', approverIds: others };
  return unique.length > 0 ? { kind: 'skip', reason: 'selfApproval' } : { kind: 'noApprover' };
}
