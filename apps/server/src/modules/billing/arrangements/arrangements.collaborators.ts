import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import type { BillCaseMember } from '../bills/bills.collaborators.ts';

/** A case's fee summary as the cases module keeps it (projects/case-fee-terms.ts). */
export interface ArrangementCaseTerms {
  projectId: number;
  feeType: string;
  feeAmount: string | null;
  contingencyRate: string | null;
  currency: string;
  openedOn: string;
}

/** What fee arrangements ask of cases: the wall, the team, the summary terms to read and follow. */
export interface ArrangementCases {
  canView(ctx: SignedInContext, projectId: number, tx?: Executor): Promise<boolean>;
  teamsOf(projectIds: readonly number[], tx?: Executor): Promise<BillCaseMember[]>;
  termsOf(projectId: number, tx?: Executor): Promise<ArrangementCaseTerms | undefined>;
  follow(
    tx: Executor,
    ctx: SignedInContext,
    projectId: number,
    terms: Pick<ArrangementCaseTerms, 'feeType' | 'feeAmount' | 'contingencyRate'>,
  ): Promise<void>;
}
