import path from 'node:path';
import pino from 'pino';
import { restoreBackup } from '../platform/backup/restore-backup.ts';
import { loadConfig } from '../platform/config.ts';
import { createDatabase } from '../platform/db/database.ts';
import { openDatabaseServer } from '../platform/db/database-server.ts';

/**
 * `npm run restore -- <archive.tar.gz>` (issue 8 item 10): rebuilds a fresh instance, the empty
 * database of DATABASE_URL or a new DATA_DIR's embedded one, and that DATA_DIR's file store.
 * Refuses a target that holds data and an archive whose checksums do not match.
 */
const archive = process.argv[2];
if (!archive) {
  console.error('usage: npm run restore -- <archive.tar.gz>');
  process.exit(2);
}
const config = loadConfig();
const server = await openDatabaseServer(config, pino({ level: 'warn' }));
const { db, pool } = createDatabase(server.url, 2);
try {
  const started = performance.now();
  const manifest = await restoreBackup({
    archive: path.resolve(archive),
    db,
    pool,
    fileStore: path.join(config.dataDir, 'files'),
    keyStore: path.join(config.dataDir, 'keys'),
  });
  console.log(
    `restored ${manifest.createdAt} backup: ${Object.keys(manifest.tables).length} tables, ` +
      `${Object.keys(manifest.files).length} files, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await pool.end();
  await server.release();
}
