import type { LiveMessage } from '@venus/shared';
import type { Executor } from '../../platform/db/database.ts';

export interface NoticePerson {
  nickName: string;
  nameEn: string | null;
  email: string;
  deptId: number | null;
}

/**
 * What notices, bulletins and acknowledgements ask of other modules, through their services:
 * users own the people, organization the departments, live messages the sockets, mail the mail.
 */
export interface NoticeCollaborators {
  /** Everyone in service now. */
  allActiveUserIds(tx: Executor): Promise<number[]>;
  /** People in service whose department or office is one of these units. */
  activeUserIdsInUnits(unitIds: readonly number[], tx: Executor): Promise<number[]>;
  /** The ids among these of people in service. */
  activeUserIds(userIds: readonly number[], tx: Executor): Promise<number[]>;
  peopleByIds(userIds: readonly number[], tx?: Executor): Promise<Map<number, NoticePerson>>;
  /** Departments, groups and offices by id (both languages), the inactive included. */
  unitNames(): Promise<Map<number, { name: string; nameEn: string; kind: string; isActive: boolean }>>;
  sendToUser(userId: number, message: LiveMessage): Promise<void>;
  sendToAll(message: LiveMessage): Promise<void>;
  sendMail(mail: { to: string; subject: string; text: string }): Promise<void>;
  warn(error: unknown, message: string): void;
}
