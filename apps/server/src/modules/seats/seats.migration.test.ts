import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { menus, roleMenus } from '../../db/schema.ts';

const MIGRATION = path.resolve(import.meta.dirname, '../../db/migrations/0013_user_directory_seats.sql');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The migration's statements after the table: the menu data a firm seeded earlier receives. */
const dataStatements = () =>
  fs
    .readFileSync(MIGRATION, 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.includes('INSERT INTO'));

describe('migration 0013 on a firm whose menus exist', () => {
  it('adds the seat button under 用户管理 once and grants it to HR', async () => {
    // A firm seeded before this feature: no seat button, no grant.
    await t.db.delete(menus).where(eq(menus.perms, 'system:user:seat'));
    const hr = await signIn(t.app, 'panling');
    const before = (await callApi(t.app, 'GET', '/getInfo', hr)).data as { permissions: string[] };
    expect(before.permissions).not.toContain('system:user:seat');

    for (let run = 0; run < 2; run += 1) {
      for (const statement of dataStatements()) await t.db.execute(sql.raw(statement));
    }
    const buttons = await t.db.select().from(menus).where(eq(menus.perms, 'system:user:seat'));
    expect(buttons).toHaveLength(1);
    const [page] = await t.db.select().from(menus).where(eq(menus.perms, 'system:user:list'));
    expect(buttons[0]).toMatchObject({ parentId: page!.menuId, menuType: 'F', menuName: '座位分配' });
    expect(await t.db.$count(roleMenus, eq(roleMenus.menuId, buttons[0]!.menuId))).toBe(1);

    const again = await signIn(t.app, 'panling');
    const after = (await callApi(t.app, 'GET', '/getInfo', again)).data as { permissions: string[] };
    expect(after.permissions).toContain('system:user:seat');
  });
});
