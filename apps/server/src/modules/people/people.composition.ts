import type { Database, Executor } from '../../platform/db/database.ts';
import type { PrivacyPasswordService } from '../account-security/privacy-password.service.ts';
import { RateCardService } from '../billing/arrangements/rate-card.service.ts';
import type { DictionariesService } from '../dictionaries/dictionaries.service.ts';
import type { UserDirectory } from '../users/users-directory.ts';
import { UserStaffDirectory } from '../users/users-staff.ts';
import type { PeopleCollaborators } from './people.collaborators.ts';
import { StaffCorrectionsService } from './staff-corrections.service.ts';
import { StaffGroupsService } from './staff-groups.service.ts';
import { levelsOn } from './staff-level-reads.ts';
import { StaffLevelsService } from './staff-levels.service.ts';
import { StaffRecordsService } from './staff-records.service.ts';

/** Users' people, the level dictionary, billing's rate card and the privacy password. */
export function peopleCollaborators(deps: {
  db: Database;
  units: UserDirectory['units'];
  dictionaries: Pick<DictionariesService, 'findOptions'>;
  privacy: Pick<PrivacyPasswordService, 'isSet'>;
}): PeopleCollaborators {
  const staff = new UserStaffDirectory(deps.db, deps.units);
  const rateCard = new RateCardService(deps.db);
  return {
    people: (filter, tx) => staff.find(filter, tx),
    person: (userId, tx) => staff.get(userId, tx),
    levels: async (tx) =>
      (await deps.dictionaries.findOptions('hk_timekeeper_level', tx)).map((option) => option.dictValue),
    rateCard: () => rateCard.list(),
    hasPrivacyPassword: (userId) => deps.privacy.isSet(userId),
  };
}

/**
 * What timekeeping asks of the level history (decision 0059): the level a person held on a work
 * date, read in the caller's transaction. Built before timekeeping, which services.ts wires it to.
 */
export function staffLevelOn(db: Database) {
  return async (userId: number, day: string, tx: Executor = db) =>
    (await levelsOn(tx, [userId], day)).get(userId) ?? null;
}

/** Builds staff records (decision 0059): records, corrections, levels, user types and groups. */
export function createPeople(db: Database, collaborators: PeopleCollaborators) {
  const staffLevels = new StaffLevelsService(db, collaborators);
  const staffRecords = new StaffRecordsService(db, collaborators, staffLevels);
  return {
    staffLevels,
    staffRecords,
    staffCorrections: new StaffCorrectionsService(db, collaborators, staffRecords),
    staffGroups: new StaffGroupsService(db),
  };
}
