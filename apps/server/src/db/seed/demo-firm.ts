import type { Executor } from '../../platform/db/database.ts';
import { users } from '../schema.ts';
import { seedApprovalDefinitions } from './approval-definitions.seed.ts';
import { CASE_DICTIONARIES } from './case-dictionaries.seed.ts';
import { seedClients } from './clients.seed.ts';
import { seedRequestForms } from './custom-request-forms.seed.ts';
import { SYSTEM_DICTIONARIES, seedDictionaries } from './dictionaries.seed.ts';
import { seedKnownNames } from './known-names.seed.ts';
import { seedMenus } from './menus.seed.ts';
import { OFFICE_DICTIONARIES } from './office-dictionaries.seed.ts';
import { seedOrganization, setDeptLeaders } from './organization.seed.ts';
import { seedProjects } from './projects.seed.ts';
import { seedRoleMenus, seedRoles } from './roles.seed.ts';
import { seedSeats } from './seats.seed.ts';
import { seedSystemConfig } from './system-config.seed.ts';
import { seedUsers } from './users.seed.ts';
import { seedWorklogs, WORKLOG_DICTIONARIES } from './worklogs.seed.ts';

export { DEMO_LOGINS, DEMO_PASSWORD } from './users.seed.ts';

/** True when the database has no users yet. */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const rows = await db.select({ userId: users.userId }).from(users).limit(1);
  return rows.length === 0;
}

/**
 * Loads the whole demo firm in the given transaction. Deterministic: the same rows every run,
 * only ids and password salts differ.
 */
export async function seedDemoFirm(tx: Executor): Promise<{ users: number }> {
  const organization = await seedOrganization(tx);
  const menuIds = await seedMenus(tx);
  const roleIds = await seedRoles(tx);
  await seedRoleMenus(tx, roleIds, menuIds);
  const seededUsers = await seedUsers(tx, organization, roleIds);
  await setDeptLeaders(tx, seededUsers.groupLeaders);
  await seedSeats(tx, organization);
  await seedDictionaries(tx, [
    ...SYSTEM_DICTIONARIES,
    ...CASE_DICTIONARIES,
    ...OFFICE_DICTIONARIES,
    ...WORKLOG_DICTIONARIES,
  ]);
  await seedSystemConfig(tx);
  await seedApprovalDefinitions(tx);
  await seedRequestForms(tx);
  // Answers the clients' ids by key (ClientKey), for the demo cases to name.
  const clientIds = await seedClients(tx);
  await seedProjects(tx, clientIds);
  await seedWorklogs(tx);
  await seedKnownNames(tx);
  return { users: seededUsers.count };
}
