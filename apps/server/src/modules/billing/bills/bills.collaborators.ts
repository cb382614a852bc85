import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { CaseScope } from '../../../platform/db/case-scope.ts';
import type { Executor } from '../../../platform/db/database.ts';

/** What a bill needs to know of its case; asked of the cases module (case-directory.ts). */
export interface BillCase {
  projectId: number;
  number: string | null;
  nameCn: string;
  nameEn: string;
  clientId: number;
  status: number;
  restricted: boolean;
  currency: string;
  officeId: number;
}

export interface BillCaseMember {
  projectId: number;
  userId: number;
  /** `TEAM_ROLE`: partner '1', lead '2', member '3', secretary '4'. */
  role: string;
}

export interface BillCases {
  casesByIds(projectIds: readonly number[], tx?: Executor): Promise<Map<number, BillCase>>;
  teamsOf(projectIds: readonly number[], tx?: Executor): Promise<BillCaseMember[]>;
  /** Whether the person may see the case (the wall, decision 0025); false for a missing case. */
  canView(ctx: SignedInContext, projectId: number, tx?: Executor): Promise<boolean>;
  /** The cases a list may show: all but the walled ones outside of, or the cases one is on. */
  scopeOf(ctx: SignedInContext, everything: boolean, tx?: Executor): Promise<CaseScope>;
  /** The office's code for numbers (`{year}{office}-B…`); null when the unit is not an office. */
  officeCode(officeId: number, tx?: Executor): Promise<string | null>;
}

/** A client's addressees, from the clients module. */
export interface BillClient {
  clientId: number;
  name: string;
  contacts: { contactId: number; name: string; email: string }[];
  invoiceTitles: { invoiceTitleId: number; title: string; taxNumber: string }[];
}

export interface BillClients {
  clientsByIds(
    clientIds: readonly number[],
    tx?: Executor,
  ): Promise<Map<number, { nameCn: string; nameEn: string }>>;
  addresseesOf(clientId: number, tx: Executor): Promise<BillClient | null>;
}

/** Timekeeping's answers (worklogs/worklog-billing.ts). */
export type { BillableTime } from '../../worklogs/worklog-billing.ts';
export type BillTime = Pick<
  import('../../worklogs/worklog-billing.ts').WorklogBilling,
  'unbilledTime' | 'timeOfBill' | 'reserve' | 'unreserve' | 'markBilled' | 'release'
>;

/** Expense claims' answers (expenses/expense-billing.ts): approved billable lines, billed at cost. */
export type { BillableExpense } from '@venus/shared';
export type BillExpenses = Pick<
  import('../../expenses/expense-billing.ts').ExpenseBilling,
  'unbilledExpenses' | 'expensesOfBill' | 'reserve' | 'unreserve'
>;
