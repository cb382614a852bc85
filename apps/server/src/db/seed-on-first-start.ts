import type { Logger } from 'pino';
import type { Database } from '../platform/db/database.ts';
import { DEMO_LOGINS, isDatabaseEmpty, seedDemoFirm } from './seed/demo-firm.ts';
import { firstStartDay, seedDemoYear } from './seed/demo-year/demo-year.ts';

/**
 * Loads the demo firm into an empty database, in one transaction: the base firm, then a year of
 * its work ending yesterday (decision 0031), its case files under `dataDir`. Answers the logins
 * to print.
 */
export async function seedOnFirstStart(
  db: Database,
  log: Logger,
  dataDir: string,
): Promise<typeof DEMO_LOGINS> {
  if (!(await isDatabaseEmpty(db))) return [];
  const started = Date.now();
  const { users, year } = await db.transaction(async (tx) => {
    const base = await seedDemoFirm(tx);
    return { ...base, year: await seedDemoYear(tx, { today: firstStartDay(), dataDir }) };
  });
  log.info({ users, ...year, ms: Date.now() - started }, 'loaded the demo firm');
  return DEMO_LOGINS;
}
