import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuMigrationHarness } from './menu-migration.test-support.ts';

/**
 * Migration 0050 gives a firm seeded before decision 0058 the 通知公告 directory, its five pages,
 * its two buttons and the grants the seed gives: the test takes them away from a seeded firm, runs
 * the migration twice and finds the seed's rows again.
 */
const ours = sql`(m.perms like 'hankun:notice:%' or m.perms like 'hankun:bulletin:%' or m.perms like 'hankun:ack:%'
  or (m.menu_type = 'M' and m.path = 'notice'))`;
const { t, menusAndGrants, runMigration } = menuMigrationHarness('0050_notices_menus.sql', ours);

describe('migration 0050: notices on a firm seeded before them', () => {
  it('adds what the seed gives a new firm, once however often it runs', async () => {
    const seeded = await menusAndGrants();
    expect(seeded.menus.map((menu) => [menu.menu_type, menu.perms || menu.path, menu.parent_path])).toEqual([
      ['C', 'hankun:ack:add', 'notice'],
      ['C', 'hankun:ack:list', 'notice'],
      ['C', 'hankun:bulletin:list', 'notice'],
      ['C', 'hankun:notice:add', 'notice'],
      ['C', 'hankun:notice:list', 'notice'],
      ['F', 'hankun:bulletin:edit', 'bulletin'],
      ['F', 'hankun:notice:manage', 'sent'],
      ['M', 'notice', ''],
    ]);
    expect(seeded.grants.filter((grant) => grant.role_key === 'administration')).toHaveLength(8);
    expect(seeded.grants.filter((grant) => grant.role_key === 'lawyer')).toHaveLength(4);

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
