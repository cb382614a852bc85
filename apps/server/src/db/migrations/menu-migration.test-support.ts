import fs from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * For the tests of a migration that gives a firm seeded before a page its menus and grants: a
 * seeded app, the menus and grants `ours` selects (on `sys_menu m`), and the migration's
 * statements run on it.
 */
export function menuMigrationHarness(file: string, ours: SQL) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());
  const t = () => app!;

  async function menusAndGrants() {
    const menus = await t().db.execute(sql`
      select m.menu_name, m.menu_name_en, m.menu_type, m.path, m.component, m.perms, m.icon,
        coalesce(parent.path, '') parent_path
      from sys_menu m left join sys_menu parent on parent.menu_id = m.parent_id
      where ${ours} order by m.menu_type, m.perms`);
    const grants = await t().db.execute(sql`
      select r.role_key, m.perms from sys_role_menu rm join sys_role r using (role_id)
        join sys_menu m using (menu_id) where ${ours} order by 1, 2`);
    return { menus: menus.rows, grants: grants.rows };
  }

  async function runMigration(): Promise<void> {
    const statements = fs
      .readFileSync(path.join(import.meta.dirname, file), 'utf8')
      .split('--> statement-breakpoint');
    for (const statement of statements.filter((text) => /sys_menu|sys_role_menu/.test(text)))
      await t().db.execute(sql.raw(statement));
  }

  /** The firm as it was before the migration: the rows `ours` selects and their grants gone. */
  async function removeOurs(): Promise<void> {
    await t().db.execute(
      sql`delete from sys_role_menu rm using sys_menu m where m.menu_id = rm.menu_id and ${ours}`,
    );
    await t().db.execute(sql`delete from sys_menu m where ${ours}`);
  }

  return { t, menusAndGrants, runMigration, removeOurs };
}
