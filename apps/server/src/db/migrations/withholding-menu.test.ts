import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuMigrationHarness } from './menu-migration.test-support.ts';

/**
 * Migration 0040 gives a firm seeded before decision 0051 the partner withholding page, its rules
 * button and grants as the seed gives them; the quick-start placeholder button it replaces goes,
 * and whoever held it (partners, finance) holds the page: the test puts a seeded firm back as it
 * was, runs the migration twice and finds the seed's rows.
 */
const ours = sql`m.perms in ('report:withholding:leaderWithholding', 'report:withholding:rules')`;
const { t, menusAndGrants, runMigration } = menuMigrationHarness('0040_withholding_rules.sql', ours);

describe('migration 0040: partner withholding on a firm seeded before it', () => {
  it('adds what the seed gives a new firm and drops the placeholder, once however often it runs', async () => {
    const seeded = await menusAndGrants();
    expect(seeded.menus.map((menu) => [menu.menu_type, menu.parent_path])).toEqual([
      ['C', 'report'],
      ['F', 'leaderWithholding'],
    ]);
    expect(seeded.grants).toEqual([
      { role_key: 'finance', perms: 'report:withholding:leaderWithholding' },
      { role_key: 'finance', perms: 'report:withholding:rules' },
      { role_key: 'partner', perms: 'report:withholding:leaderWithholding' },
    ]);

    // The firm as it was: no page, no button, the quick-start button granted to partners and finance.
    const { db } = t();
    await db.execute(
      sql`delete from sys_role_menu rm using sys_menu m where m.menu_id = rm.menu_id and ${ours}`,
    );
    await db.execute(sql`delete from sys_menu m where m.menu_type = 'F' and ${ours}`);
    await db.execute(sql`delete from sys_menu m where ${ours}`);
    await db.execute(sql`
      insert into sys_menu (parent_id, menu_name, menu_name_en, menu_type, order_num, perms, icon)
      select q.menu_id, '合伙人预提', 'Partner withholding', 'F', 5, 'report:withholding:leaderWithholding', 0
      from sys_menu q where q.perms = 'home:settingQuickStart:list'`);
    await db.execute(sql`
      insert into sys_role_menu (role_id, menu_id)
      select r.role_id, m.menu_id from sys_role r, sys_menu m
      where r.role_key in ('partner', 'finance') and ${ours}`);

    await runMigration();
    await runMigration();
    expect(await menusAndGrants()).toEqual(seeded);
  });
});
