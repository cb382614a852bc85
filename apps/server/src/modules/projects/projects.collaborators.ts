import { type CaseTimeRefusal, type CaseWorklogSums, type FileView, localizedName } from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Executor } from '../../platform/db/database.ts';

export interface CasePerson {
  userId: number;
  nickName: string;
  nameEn: string;
  userno: string;
}

/** What cases need of other modules, asked through their services (composition in services.ts). */
export interface CaseCollaborators {
  /** People in service among these ids: only they may join a team. */
  peopleInService(userIds: readonly number[], tx?: Executor): Promise<Map<number, CasePerson>>;
  /** Names of people whatever their status, for display. */
  peopleByIds(userIds: readonly number[], tx?: Executor): Promise<Map<number, CasePerson>>;
  /** The clients' names and identifiers; a missing id is absent from the map. */
  clientsByIds(clientIds: readonly number[], tx?: Executor): Promise<Map<number, CaseClient>>;
  /** The office's code for case numbers, or null when the id is not an office. */
  officeCode(officeId: number, tx?: Executor): Promise<string | null>;
  /** Case ids on which the person holds a pending approval task now. */
  pendingCaseIds(userId: number, tx?: Executor): Promise<number[]>;
  /** The active values of a dictionary (expense types a case may allow). */
  /** Inside a transaction, read through it (`tx`): a second connection there can starve the pool. */
  dictValues(dictType: string, tx?: Executor): Promise<Set<string>>;
  /** A live message to a person (ready for settlement). */
  notify(userId: number, message: { msgTitle: string; msgContent: string }): Promise<void>;
  /** The case's current files of one type, through the files module (its own access check too). */
  caseFiles(ctx: SignedInContext, projectId: number, type: string): Promise<FileView[]>;
  /** The time on the case as the timekeeping module sums it. */
  worklogSums(ctx: SignedInContext, projectId: number): Promise<CaseWorklogSums>;
  /** Why the person may not record time on the case now (timekeeping's rule), or null. */
  timeRefusal(userId: number, projectId: number): Promise<CaseTimeRefusal | null>;
  /** Billed and received on the case, in its currency, as billing keeps them. */
  billingSums(projectId: number): Promise<{ billed: string; received: string }>;
  /** The case's expense claims in CNY, approved or paid (spent) and in approval (pending). */
  expenseSums(projectId: number): Promise<{ spent: string; pending: string }>;
}

export interface CaseClient {
  clientId: number;
  nameCn: string;
  nameEn: string;
  formerNames: string[];
  aliases: string[];
  registrationNumber: string;
  status: string;
}

/** The display name of a client in the reader's language, falling back to the other one. */
export function clientDisplayName(
  client: Pick<CaseClient, 'nameCn' | 'nameEn'> | undefined,
  lang: string,
): string {
  if (!client) return '';
  return localizedName(lang, client.nameCn, client.nameEn);
}
