import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Migration 0036 makes a running firm's 费率表 button (under 全部账单, migration 0031) the page of
 * 账单管理 a new database gets from the seed, right after 全部账单, with 修改费率表 under it and the
 * grants unchanged: the test puts a seeded firm back as 0031 left it, runs the menu statements
 * (twice) and compares.
 */
const MIGRATION = path.join(import.meta.dirname, '0036_fee_agreement_files.sql');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function billingMenus() {
  const menus = await t.db.execute(sql`
    select m.menu_name, m.menu_type, m.path, m.component, m.perms, m.icon, m.order_num,
      coalesce(nullif(parent.perms, ''), parent.path) parent
    from sys_menu m left join sys_menu parent on parent.menu_id = m.parent_id
    where m.perms like 'hankun:levelRate:%'
      or m.parent_id = (select menu_id from sys_menu where menu_type = 'M' and path = 'bill' and parent_id = 0)
    order by m.menu_type, m.order_num, m.perms`);
  const grants = await t.db.execute(sql`
    select r.role_key, m.perms from sys_role_menu rm join sys_role r using (role_id) join sys_menu m using (menu_id)
    where m.perms like 'hankun:levelRate:%' order by 1, 2`);
  return { menus: menus.rows, grants: grants.rows };
}

/** The menu statements (the columns' ran with the test database's migrations). */
async function runMenuStatements(): Promise<void> {
  const statements = fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
  for (const statement of statements.filter((text) => text.includes('sys_menu')))
    await t.db.execute(sql.raw(statement));
}

describe('migration 0036: the rate card page of a firm seeded before it', () => {
  it('turns the 全部账单 button into the 账单管理 page the seed makes, once however often it runs', async () => {
    const seeded = await billingMenus();
    expect(seeded.menus.filter((menu) => String(menu.perms).startsWith('hankun:levelRate'))).toMatchObject([
      { menu_type: 'C', path: 'levelRate', component: 'hankun/levelRate/index', parent: 'bill', icon: 69 },
      { menu_type: 'F', parent: 'hankun:levelRate:list' },
    ]);
    expect(seeded.grants.length).toBeGreaterThan(0);
    // As migration 0031 left a running firm: two buttons of 全部账单, the pages after it one up.
    await t.db.execute(sql`
      update sys_menu m set order_num = m.order_num - 1 from sys_menu all_bills
      where all_bills.perms = 'hankun:bill:listAll' and m.parent_id = all_bills.parent_id
        and m.order_num > all_bills.order_num + 1 and m.menu_type = 'C'`);
    await t.db.execute(sql`
      update sys_menu m set parent_id = all_bills.menu_id, menu_type = 'F', path = '', component = '',
        icon = 0, order_num = 1
      from sys_menu all_bills
      where m.perms like 'hankun:levelRate:%' and all_bills.perms = 'hankun:bill:listAll'`);
    await runMenuStatements();
    await runMenuStatements();
    expect(await billingMenus()).toEqual(seeded);
  });
});
