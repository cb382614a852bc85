import type { Executor } from '../../platform/db/database.ts';

/** What the engine asks of the people and organization modules; it never reads their tables. */
export interface ApproverDirectory {
  /** Of these people, those whose accounts can act (in service). */
  activeUserIds(userIds: readonly number[], tx?: Executor): Promise<number[]>;
  activeUserIdsWithRole(roleKey: string, tx?: Executor): Promise<number[]>;
  /** The head of a department, or of the nearest unit above it that has one. */
  departmentHeadOf(deptId: number, tx?: Executor): Promise<number | null>;
  /** Names and mail addresses, for timelines, task lists and notices. */
  peopleByIds(userIds: readonly number[]): Promise<Map<number, ApprovalPerson>>;
}

export interface ApprovalPerson {
  userId: number;
  nickName: string;
  nameEn: string;
  email: string;
  deptId: number | null;
}
