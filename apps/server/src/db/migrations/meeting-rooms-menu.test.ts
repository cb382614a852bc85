import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuMigrationHarness } from './menu-migration.test-support.ts';

/**
 * Migration 0043 gives a firm seeded before decision 0055 the 会议室 directory, its three pages, the
 * button that manages every booking, and the grants the seed gives: the test takes them away from
 * a seeded firm, runs the migration twice and finds the seed's rows again.
 */
const ours = sql`(m.perms like 'meeting:%' or (m.menu_type = 'M' and m.path = 'meeting'))`;
const { t, menusAndGrants, runMigration } = menuMigrationHarness('0043_meeting_rooms.sql', ours);

describe('migration 0043: meeting rooms on a firm seeded before them', () => {
  it('adds what the seed gives a new firm, once however often it runs', async () => {
    const seeded = await menusAndGrants();
    expect(seeded.menus.map((menu) => [menu.menu_type, menu.perms || menu.path, menu.parent_path])).toEqual([
      ['C', 'meeting:meetingRoomAdd:list', 'meeting'],
      ['C', 'meeting:myBooking:list', 'meeting'],
      ['C', 'meeting:usemeeting:list', 'meeting'],
      ['F', 'meeting:booking:manage', 'usemeeting'],
      ['M', 'meeting', ''],
    ]);
    expect(seeded.grants.filter((grant) => grant.role_key === 'administration')).toHaveLength(5);
    expect(seeded.grants.filter((grant) => grant.role_key === 'lawyer')).toHaveLength(3);

    const { db } = t();
    await db.execute(
      sql`delete from sys_role_menu rm using sys_menu m where m.menu_id = rm.menu_id and ${ours}`,
    );
    await db.execute(sql`delete from sys_menu m where m.menu_type = 'F' and ${ours}`);
    await db.execute(sql`delete from sys_menu m where m.menu_type = 'C' and ${ours}`);
    await db.execute(sql`delete from sys_menu m where ${ours}`);
    expect((await menusAndGrants()).menus).toEqual([]);

    await runMigration();
    await runMigration();
    expect(await menusAndGrants()).toEqual(seeded);
  });
});
