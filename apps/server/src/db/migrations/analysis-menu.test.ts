import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuMigrationHarness } from './menu-migration.test-support.ts';

/**
 * Migration 0051 gives a firm seeded before decision 0060 the analysis directory, its two pages
 * and their grants as the seeds give them: the test takes the seeded rows away, runs the migration
 * twice and finds the seed's rows again.
 */
const ours = sql`(m.perms like 'analysis:%' or (m.menu_type = 'M' and m.path = 'analysis'))`;
const { menusAndGrants, runMigration, removeOurs } = menuMigrationHarness('0051_analysis_menus.sql', ours);

describe('migration 0051: the analysis pages on a firm seeded before them', () => {
  it('adds what the seed gives a new firm, once however often it runs', async () => {
    const seeded = await menusAndGrants();
    expect(seeded.menus.map((menu) => [menu.menu_type, menu.parent_path, menu.component])).toEqual([
      ['C', 'analysis', 'analysis/expense/index'],
      ['C', 'analysis', 'analysis/leaderIncome/index'],
      ['M', '', 'Layout'],
    ]);
    expect(seeded.grants.map((grant) => `${grant.role_key} ${grant.perms}`)).toEqual([
      'finance ',
      'finance analysis:expense:list',
      'finance analysis:leaderIncome:list',
      'lawyer ',
      'lawyer analysis:expense:list',
      'partner ',
      'partner analysis:expense:list',
      'partner analysis:leaderIncome:list',
    ]);

    await removeOurs();

    await runMigration();
    await runMigration();
    expect(await menusAndGrants()).toEqual(seeded);
  });
});
