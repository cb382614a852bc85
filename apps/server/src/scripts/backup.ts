import path from 'node:path';
import pino from 'pino';
import { createBackup } from '../platform/backup/create-backup.ts';
import { loadConfig } from '../platform/config.ts';
import { createDatabase } from '../platform/db/database.ts';
import { openDatabaseServer } from '../platform/db/database-server.ts';

/**
 * `npm run backup [-- <archive.tar.gz>]` (issue 8 item 10): the database (one consistent snapshot)
 * and the file store of DATA_DIR, with a manifest of checksums. Live against DATABASE_URL; the
 * embedded database is backed up with the server stopped (its data directory is locked).
 * Default archive: DATA_DIR/backups/venus-<time>.tar.gz.
 */
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
const out = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', `venus-${stamp}.tar.gz`));
const server = await openDatabaseServer(config, pino({ level: 'warn' }));
const { pool } = createDatabase(server.url, 2);
try {
  const started = performance.now();
  const manifest = await createBackup({
    pool,
    fileStore: path.join(config.dataDir, 'files'),
    keyStore: path.join(config.dataDir, 'keys'),
    out,
  });
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `backup written: ${out}\n  ${Object.keys(manifest.tables).length} tables, ${rows} rows, ` +
      `${Object.keys(manifest.files).length} files, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await pool.end();
  await server.release();
}
