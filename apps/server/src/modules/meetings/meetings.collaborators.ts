import type { Executor } from '../../platform/db/database.ts';

/** A person's names, as the people directory keeps them. */
export interface MeetingPerson {
  nickName: string;
  nameEn: string | null;
}

/**
 * What meeting rooms ask of other modules, through their services: organization owns the offices,
 * users the people. Each read takes the caller's transaction, so none asks the pool for a second
 * connection while a booking holds one (decision 0043).
 */
export interface MeetingCollaborators {
  isOffice(officeId: number, tx: Executor): Promise<boolean>;
  /** The ids among these of people in service. */
  activeUserIds(userIds: readonly number[], tx: Executor): Promise<number[]>;
  peopleByIds(userIds: readonly number[], tx?: Executor): Promise<Map<number, MeetingPerson>>;
}
