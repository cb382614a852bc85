import type { Language } from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Executor } from '../../platform/db/database.ts';

/** What a claim line needs to know of its case; asked of the cases module (case-directory.ts). */
export interface ExpenseCase {
  projectId: number;
  number: string | null;
  nameCn: string;
  nameEn: string;
  status: number;
}

export interface ExpenseCases {
  casesByIds(projectIds: readonly number[], tx?: Executor): Promise<Map<number, ExpenseCase>>;
  teamsOf(
    projectIds: readonly number[],
    tx?: Executor,
  ): Promise<{ projectId: number; userId: number; role: string }[]>;
  /** Whether the person may see the case (the wall, decision 0025); false for a missing case. */
  canView(ctx: SignedInContext, projectId: number, tx?: Executor): Promise<boolean>;
  /** Walled cases this person may not see. */
  hiddenCaseIds(ctx: SignedInContext, tx?: Executor): Promise<number[]>;
  /** The expense types the case allows; empty: every type. */
  expenseTypesOf(projectId: number, tx?: Executor): Promise<string[]>;
  /** Cases by their numbers, compared without regard to case (the key is the number upper-cased). */
  caseIdsByNumbers(numbers: readonly string[], tx?: Executor): Promise<Map<string, number>>;
}

/** An expense type of the dictionary, with its UTBMS expense code (the item's remark). */
export interface ExpenseType {
  value: string;
  code: string;
  /** Its names in Chinese and English, as an import sheet may write it. */
  labels: readonly string[];
}

/** Everything the expenses module asks of other modules (wired in services.ts). */
export interface ExpenseCollaborators {
  cases: ExpenseCases;
  /** Read through the caller's transaction: a second connection inside it can starve the pool. */
  expenseTypes(tx?: Executor): Promise<Map<string, ExpenseType>>;
  /** The current files uploaded to a claim (files module, source EXPENSE_FILE_SOURCE). */
  claimFileIds(claimId: number, tx: Executor): Promise<number[]>;
  /** People's names as the reader reads them (English for an English reader when kept). */
  peopleNames(userIds: readonly number[], lang: Language): Promise<Map<number, string>>;
  /** Config `expense.approval.headLimit` and `expense.receipt.requiredAbove`. */
  headLimit(): Promise<string>;
  receiptThreshold(): Promise<string>;
  /** Whether the approval lets this person read the request (its approvers, their delegates). */
  mayViewRequest(ctx: SignedInContext, instanceId: number, delegateUser?: string): Promise<boolean>;
}
