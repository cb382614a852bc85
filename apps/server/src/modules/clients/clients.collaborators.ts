import type { LiveMessage } from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Executor } from '../../platform/db/database.ts';

export interface ClientPerson {
  userId: number;
  nickName: string;
  nameEn: string;
}

/** The names and number a client is found by. */
export interface ClientNames {
  clientId: number;
  nameCn: string;
  nameEn: string;
  formerNames: string[];
  aliases: string[];
  registrationNumber: string;
}

/**
 * What clients need of other modules, asked through their services (composition in services.ts).
 * The two case hooks are optional: the cases module provides them once it is wired; until then
 * nobody works on a case of any client and a merge has no cases to move.
 */
export interface ClientCollaborators {
  /** Names of people whatever their status, for display. */
  /** Inside a transaction, read through it (`tx`): a second connection there can starve the pool. */
  peopleByIds(userIds: readonly number[], tx?: Executor): Promise<Map<number, ClientPerson>>;
  /** The ids among these of people in service (an originating partner must be one). */
  activeUserIds(userIds: readonly number[], tx?: Executor): Promise<number[]>;
  /** A live message to one person (the merge's mergeAsyncMsg). */
  sendToUser(userId: number, message: LiveMessage): Promise<void>;
  /** Ids of the clients of the cases the person works on. */
  myCaseClientIds?(userId: number, tx?: Executor): Promise<number[]>;
  /** Moves every case (and party reference) of one client to another, in the merge's transaction. */
  moveCases?(fromClientId: number, toClientId: number, tx: Executor): Promise<void>;
  /**
   * Keeps another module's copy of a client's names (the conflict check's index) in step, in the
   * transaction of the change: after an add, an edit, and for the client kept by a merge.
   */
  clientNamesChanged?(client: ClientNames, tx: Executor): Promise<void>;
  /** The merged client's files pass to the kept one, in the merge's transaction. */
  moveFiles?(fromClientId: number, toClientId: number, ctx: SignedInContext, tx: Executor): Promise<void>;
  /** The merged client is gone, in the merge's transaction (after moveCases). */
  clientRemoved?(clientId: number, tx: Executor): Promise<void>;
  /** Where failures nobody waits for (a live message not delivered) are reported. */
  warn?(error: unknown, message: string): void;
}
