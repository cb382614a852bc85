import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import {
  cloneDatabase,
  dropDatabase,
  toleratesForcedDrop,
  withDatabase,
} from '../../../test/test-database.ts';
import { createDatabase, type Database } from '../../platform/db/database.ts';

/**
 * A database of the test file's own, cloned from the migrated template (as createTestApp does):
 * the index has no routes yet, so its tests need the tables, not the app. The index starts empty:
 * what the demo firm's seed indexed would answer the tests' searches too.
 */
export async function createIndexDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const adminUrl = inject('adminUrl');
  const name = `venus_ci_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await cloneDatabase(adminUrl, inject('templateDb'), name);
  const { db, pool } = createDatabase(withDatabase(adminUrl, name), 3);
  toleratesForcedDrop(pool);
  await db.execute(sql`truncate hk_conflict_name, hk_conflict_bigram`);
  return {
    db,
    async close() {
      await pool.end();
      await dropDatabase(adminUrl, name);
    },
  };
}
