import type { LevelRateView } from '@venus/shared';
import type { Executor } from '../../platform/db/database.ts';
import type { StaffPeopleFilter, StaffPerson } from '../users/users-staff.ts';

export type { StaffPerson };

/**
 * What staff records ask of other modules, through their services (decision 0059): users owns
 * the people, dictionaries the levels, billing the rate card, account security the privacy
 * password.
 */
export interface PeopleCollaborators {
  people(filter: StaffPeopleFilter, tx?: Executor): Promise<StaffPerson[]>;
  person(userId: number, tx?: Executor): Promise<StaffPerson | null>;
  /** The values of the `hk_timekeeper_level` dictionary. */
  levels(tx?: Executor): Promise<string[]>;
  /** The firm's rate card, every row. */
  rateCard(): Promise<LevelRateView[]>;
  /** Whether this person has set a privacy password (the sensitive fields need one). */
  hasPrivacyPassword(userId: number): Promise<boolean>;
}
