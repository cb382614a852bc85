import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Executor } from '../../../platform/db/database.ts';

export interface ReceiptClient {
  clientId: number;
  nameCn: string;
  nameEn: string;
}

export interface ReceiptCase {
  projectId: number;
  clientId: number;
  number: string | null;
  nameCn: string;
  nameEn: string;
}

/** What receipts ask of other modules (organization, clients, cases), wired in services.ts. */
export interface ReceiptCollaborators {
  /** The office's code for numbers (SH, BJ…); null when the id is not an office. */
  officeCode(officeId: number): Promise<string | null>;
  clientsByIds(clientIds: readonly number[], tx?: Executor): Promise<Map<number, ReceiptClient>>;
  casesByIds(projectIds: readonly number[], tx?: Executor): Promise<Map<number, ReceiptCase>>;
  /**
   * Walled cases the person is outside of (decision 0025): a receipt touching their bills is
   * invisible to them. CaseDirectory.scopeOf, which the bill lists use, gives finance the same answer.
   */
  hiddenCaseIds(ctx: SignedInContext, tx?: Executor): Promise<number[]>;
  /** The server's calendar day; tests may pin it. */
  today(): string;
}
