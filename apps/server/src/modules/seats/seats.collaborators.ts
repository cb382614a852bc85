import type { Executor } from '../../platform/db/database.ts';

/** A person as the seat plan shows them. */
export interface SeatPerson {
  userId: number;
  nickName: string;
  nameEn: string;
  userno: string;
}

export interface OfficeName {
  deptId: number;
  deptName: string;
  deptNameEn: string;
  kind: string;
}

/** What the seat plan asks of the users and organization modules, which own those tables. */
export interface SeatCollaborators {
  offices: () => Promise<OfficeName[]>;
  /** People in service among the ids; departed or deleted people are left out. */
  peopleInService: (userIds: readonly number[], tx?: Executor) => Promise<Map<number, SeatPerson>>;
  /** Keeps the seat label the directory, the user list and the user sheet show. */
  setSeatLabel: (userId: number, seat: string, tx: Executor) => Promise<void>;
}
