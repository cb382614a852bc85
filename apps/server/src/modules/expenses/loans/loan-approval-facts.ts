import { TEAM_ROLE } from '@venus/shared';
import type { Executor } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import type { ExpenseCollaborators } from '../expenses.collaborators.ts';
import type { LoanRecord } from './loan-access.ts';

/**
 * The facts a loan's workflows read (the loan's own, decision 0041, and its repayment requests',
 * decision 0053): on a case, its responsible partner approves (none refuses the submission);
 * otherwise the applicant's department head.
 */
export async function loanApprovalFacts(
  cases: ExpenseCollaborators['cases'],
  tx: Executor,
  loan: Pick<LoanRecord, 'amount' | 'projectId'>,
): Promise<Record<string, string | number>> {
  let casePartnerId = 0;
  if (loan.projectId !== null) {
    const team = await cases.teamsOf([loan.projectId], tx);
    const partner = team.find((member) => member.role === TEAM_ROLE.partner);
    if (!partner) throw conflict('loan.noCasePartner');
    casePartnerId = partner.userId;
  }
  return {
    amount: loan.amount,
    casePartnerId,
    projectId: loan.projectId ?? 0,
    hasCase: loan.projectId === null ? 0 : 1,
  };
}
