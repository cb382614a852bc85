import type { Logger } from 'pino';
import type { Database } from '../platform/db/database.ts';
import { DEMO_LOGINS, isDatabaseEmpty, seedDemoFirm } from './seed/demo-firm.ts';

/** Loads the demo firm into an empty database, in one transaction; returns the logins to print. */
export async function seedOnFirstStart(db: Database, log: Logger): Promise<typeof DEMO_LOGINS> {
  if (!(await isDatabaseEmpty(db))) return [];
  const started = Date.now();
  const { users } = await db.transaction((tx) => seedDemoFirm(tx));
  log.info({ users, ms: Date.now() - started }, 'loaded the demo firm');
  return DEMO_LOGINS;
}
