import type { SignedInContext } from '../../../platform/auth/request-context.ts';

/** Names of what receivables group by, in the reader's language, asked of their owners. */
export interface ReceivableCollaborators {
  clientNames(ids: readonly number[], lang: string): Promise<Map<number, string>>;
  caseNames(ids: readonly number[], lang: string): Promise<Map<number, string>>;
  personNames(ids: readonly number[], lang: string): Promise<Map<number, string>>;
  officeNames(ids: readonly number[], lang: string): Promise<Map<number, string>>;
  /** Walled cases the person is outside of: their bills are left out of every figure. */
  hiddenCaseIds(ctx: SignedInContext): Promise<number[]>;
  today(): string;
}
