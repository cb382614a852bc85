import path from 'node:path';
import pino from 'pino';
import { AuditSealer } from '../platform/audit/audit-sealer.ts';
import { loadConfig } from '../platform/config.ts';
import { lockDataDir } from '../platform/db/data-dir-lock.ts';
import { createDatabase } from '../platform/db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../platform/db/embedded-postgres.ts';

/**
 * `npm run audit:verify` (decision 0027): walks the audit trail's hash chain and says where it
 * breaks. Against DATABASE_URL when set; otherwise against the embedded database of DATA_DIR,
 * which it starts itself (so the server must be stopped: the data directory is locked).
 * Exit code 0 when the chain is whole, 1 when it is broken.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const log = pino({ level: 'warn' });
  let embedded: EmbeddedDatabase | undefined;
  let unlock: (() => void) | undefined;
  let url = config.databaseUrl;
  if (!url) {
    unlock = lockDataDir(config.dataDir);
    embedded = await startEmbeddedPostgres({
      dir: path.join(config.dataDir, 'pg'),
      port: config.embeddedPgPort,
      database: 'venus',
      log,
    });
    url = embedded.url;
  }
  const { db, pool } = createDatabase(url, 2);
  try {
    const report = await new AuditSealer(db).verify();
    console.log(JSON.stringify(report, null, 2));
    return report.broken ? 1 : 0;
  } finally {
    await pool.end();
    await embedded?.stop();
    unlock?.();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`audit verification could not run: ${(error as Error).cause ?? (error as Error).message}`);
  process.exitCode = 2;
}
