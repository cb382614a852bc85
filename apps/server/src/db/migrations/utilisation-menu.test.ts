import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuMigrationHarness } from './menu-migration.test-support.ts';

/**
 * Migration 0044 gives a firm seeded before decision 0056 the utilisation page and its grants as
 * the seed gives them: the test takes the seeded rows away, runs the migration twice and finds
 * the seed's rows again.
 */
const ours = sql`m.perms = 'hankun:report:utilisation'`;
const { menusAndGrants, runMigration, removeOurs } = menuMigrationHarness('0044_utilisation_menu.sql', ours);

describe('migration 0044: the utilisation page on a firm seeded before it', () => {
  it('adds what the seed gives a new firm, once however often it runs', async () => {
    const seeded = await menusAndGrants();
    expect(seeded.menus.map((menu) => [menu.menu_type, menu.parent_path, menu.component])).toEqual([
      ['C', 'report', 'report/utilisation/index'],
    ]);
    expect(seeded.grants.map((grant) => grant.role_key)).toEqual(['finance', 'lawyer', 'partner']);

    await removeOurs();

    await runMigration();
    await runMigration();
    expect(await menusAndGrants()).toEqual(seeded);
  });
});
