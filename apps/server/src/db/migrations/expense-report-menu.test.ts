import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuMigrationHarness } from './menu-migration.test-support.ts';

/**
 * Migration 0037 gives a firm seeded before decision 0047 the expense detail report's page, its
 * button and grants as the seed gives them, and takes away the quick-start placeholder button
 * the page replaces: the test puts a seeded firm back as it was, runs the migration twice and
 * finds the seed's rows.
 */
const ours = sql`m.perms in ('hankun:report:userExpensesDetailList', 'hankun:report:expensesAll')`;

const { t, menusAndGrants, runMigration } = menuMigrationHarness('0037_expense_report_menu.sql', ours);

describe('migration 0037: the expense detail report on a firm seeded before it', () => {
  it('adds what the seed gives a new firm and drops the placeholder, once however often it runs', async () => {
    const seeded = await menusAndGrants();
    expect(seeded.menus.map((menu) => [menu.menu_type, menu.parent_path])).toEqual([
      ['C', 'report'],
      ['F', 'userExpenseIndex'],
    ]);
    expect(seeded.grants).toContainEqual({ role_key: 'finance', perms: 'hankun:report:expensesAll' });

    // The firm as it was: no page, no button, the quick-start button granted to finance.
    await t().db.execute(
      sql`delete from sys_role_menu rm using sys_menu m where m.menu_id = rm.menu_id and ${ours}`,
    );
    await t().db.execute(sql`delete from sys_menu m where m.menu_type = 'F' and ${ours}`);
    await t().db.execute(sql`delete from sys_menu m where ${ours}`);
    await t().db.execute(sql`
      insert into sys_menu (parent_id, menu_name, menu_name_en, menu_type, order_num, perms, icon)
      select q.menu_id, '个人费用', 'Personal expenses', 'F', 6, 'hankun:report:userExpensesDetailList', 0
      from sys_menu q where q.perms = 'home:settingQuickStart:list'`);
    await t().db.execute(sql`
      insert into sys_role_menu (role_id, menu_id)
      select r.role_id, m.menu_id from sys_role r, sys_menu m where r.role_key = 'finance' and ${ours}`);

    await runMigration();
    await runMigration();
    expect(await menusAndGrants()).toEqual(seeded);
  });
});
