import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Migration 0034 gives a firm seeded before decisions 0039, 0041 and 0042 the menus and grants a new
 * database gets from the seed: the test takes them away from a seeded firm, runs the migration
 * (twice), and finds the same menus, places and grants as the seed made.
 */
const MIGRATION = path.join(import.meta.dirname, '0034_invoice_loan_report_menus.sql');
const PERMS = [
  'hankun:invoice:apply',
  'hankun:invoice:list',
  'hankun:invoice:issue',
  'hankun:report:projectIncomeList',
  'hankun:report:incomeAll',
  'report:partner:list',
  'expenses:borrow:list',
  'expenses:borrow:listAll',
  'expenses:borrow:pay',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ours = sql`(m.perms = any(${`{${PERMS.join(',')}}`}::text[]) or (m.menu_type = 'M' and m.path = 'report' and m.parent_id = 0))`;

async function menusAndGrants() {
  const menus = await t.db.execute(sql`
    select m.menu_name, m.menu_name_en, m.menu_type, m.path, m.component, m.perms, m.icon, m.visible,
      coalesce(parent.path, '') parent_path
    from sys_menu m left join sys_menu parent on parent.menu_id = m.parent_id
    where ${ours} order by m.menu_type, m.perms, m.path`);
  const grants = await t.db.execute(sql`
    select r.role_key, coalesce(nullif(m.perms, ''), m.path) menu
    from sys_role_menu rm join sys_role r using (role_id) join sys_menu m using (menu_id)
    where ${ours} order by 1, 2`);
  return { menus: menus.rows, grants: grants.rows };
}

async function runMigration(): Promise<void> {
  const statements = fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
  for (const statement of statements) await t.db.execute(sql.raw(statement));
}

describe('migration 0034: the invoice, loan and report menus of a firm seeded before them', () => {
  it('adds exactly what the seed gives a new firm, once however often it runs', async () => {
    const seeded = await menusAndGrants();
    expect(seeded.menus).toHaveLength(10);
    expect(seeded.grants.length).toBeGreaterThanOrEqual(21);

    await t.db.execute(
      sql`delete from sys_role_menu rm using sys_menu m where m.menu_id = rm.menu_id and ${ours}`,
    );
    await t.db.execute(sql`delete from sys_menu m where m.menu_type = 'F' and ${ours}`);
    await t.db.execute(sql`delete from sys_menu m where m.menu_type = 'C' and ${ours}`);
    await t.db.execute(sql`delete from sys_menu m where ${ours}`);
    expect((await menusAndGrants()).menus).toEqual([]);

    await runMigration();
    await runMigration();
    expect(await menusAndGrants()).toEqual(seeded);
  });
});
