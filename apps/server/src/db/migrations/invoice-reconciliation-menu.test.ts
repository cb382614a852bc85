import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuMigrationHarness } from './menu-migration.test-support.ts';

/**
 * Migration 0052 gives a firm seeded before decision 0061 the invoice reconciliation page and
 * finance's grant as the seed gives them: the test takes the seeded rows away, runs the migration
 * twice and finds the seed's rows again.
 */
const ours = sql`m.perms = 'hankun:invoice:receiptList'`;
const { menusAndGrants, runMigration, removeOurs } = menuMigrationHarness(
  '0052_invoice_reconciliation_menu.sql',
  ours,
);

describe('migration 0052: the invoice reconciliation page on a firm seeded before it', () => {
  it('adds what the seed gives a new firm, once however often it runs', async () => {
    const seeded = await menusAndGrants();
    expect(seeded.menus.map((menu) => [menu.menu_type, menu.parent_path, menu.component, menu.icon])).toEqual(
      [['C', 'report', 'report/audit/invoice/receipt/list/index', 75]],
    );
    expect(seeded.grants.map((grant) => grant.role_key)).toEqual(['finance']);

    await removeOurs();

    await runMigration();
    await runMigration();
    expect(await menusAndGrants()).toEqual(seeded);
  });
});
