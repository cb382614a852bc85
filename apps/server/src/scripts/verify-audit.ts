import pino from 'pino';
import { AuditSealer } from '../platform/audit/audit-sealer.ts';
import { loadConfig } from '../platform/config.ts';
import { createDatabase } from '../platform/db/database.ts';
import { openDatabaseServer } from '../platform/db/database-server.ts';

/**
 * `npm run audit:verify` (decision 0027): walks the audit trail's hash chain and says where it
 * breaks. Against DATABASE_URL when set; otherwise against the embedded database of DATA_DIR,
 * which it starts itself (so the server must be stopped: the data directory is locked).
 * Exit code 0 when the chain is whole, 1 when it is broken.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const log = pino({ level: 'warn' });
  const server = await openDatabaseServer(config, log);
  const { db, pool } = createDatabase(server.url, 2);
  try {
    const report = await new AuditSealer(db).verify();
    console.log(JSON.stringify(report, null, 2));
    return report.broken ? 1 : 0;
  } finally {
    await pool.end();
    await server.release();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`audit verification could not run: ${(error as Error).cause ?? (error as Error).message}`);
  process.exitCode = 2;
}
