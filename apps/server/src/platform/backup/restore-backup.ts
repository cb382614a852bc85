import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as tar from 'tar';
import type { Database } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { BACKUP_FORMAT, type BackupManifest, fileSha256, listFiles } from './backup-manifest.ts';
import { FILE_STORE_SKIP, publicTables } from './create-backup.ts';

export class BackupRefused extends Error {}

/** Writes each file by temp + rename, so no half file is ever visible under its name. */
async function placeTree(
  from: string,
  to: string,
  relatives: readonly string[],
  mode?: number,
): Promise<void> {
  for (const relative of relatives) {
    const target = path.join(to, relative);
    await fsp.mkdir(path.dirname(target), { recursive: true, ...(mode ? { mode: 0o700 } : {}) });
    await fsp.copyFile(path.join(from, relative), `${target}.restoring`);
    if (mode) await fsp.chmod(`${target}.restoring`, mode);
    await fsp.rename(`${target}.restoring`, target);
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function readManifest(work: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await fsp.readFile(path.join(work, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupRefused(`not a Venus backup (${String(manifest.format)})`);
  return manifest;
}

/** Every part of the archive against its checksum, before anything is written. */
async function checkParts(work: string, manifest: BackupManifest): Promise<void> {
  for (const [table, part] of Object.entries(manifest.tables)) {
    if ((await fileSha256(path.join(work, 'db', `${table}.csv`))) !== part.sha256)
      throw new BackupRefused(`table ${table} does not match its checksum`);
  }
  for (const [folder, parts] of [
    ['files', manifest.files],
    ['keys', manifest.keys ?? {}],
  ] as const) {
    for (const [relative, part] of Object.entries(parts)) {
      const file = path.join(work, folder, relative);
      if (path.relative(path.join(work, folder), file).startsWith('..'))
        throw new BackupRefused(`bad path ${relative}`);
      if ((await fileSha256(file)) !== part.sha256)
        throw new BackupRefused(`${folder} ${relative} does not match its checksum`);
    }
  }
}

/** The column names of a CSV part, from its header line (our names are plain identifiers). */
async function headerOf(file: string): Promise<string[]> {
  const handle = await fsp.open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const line = buffer.subarray(0, bytesRead).toString('utf8').split('\n')[0] ?? '';
    return line
      .trim()
      .split(',')
      .map((name) => name.replace(/^"|"$/g, ''));
  } finally {
    await handle.close();
  }
}

async function loadTables(client: pg.PoolClient, work: string, manifest: BackupManifest): Promise<void> {
  const existing = new Set(await publicTables(client));
  for (const table of Object.keys(manifest.tables)) {
    if (!existing.has(table)) throw new BackupRefused(`table ${table} is not in this version's schema`);
    // Migrations seed some rows (menus); the backup holds them as they were, so they go first.
    const { rows } = await client.query<{ count: string }>(`select count(*) as count from ${quoted(table)}`);
    if (Number(rows[0]?.count) > 0) await client.query(`delete from ${quoted(table)}`);
    const file = path.join(work, 'db', `${table}.csv`);
    const columns = (await headerOf(file)).map(quoted).join(', ');
    await pipeline(
      fs.createReadStream(file),
      client.query(copyFrom(`copy ${quoted(table)} (${columns}) from stdin with (format csv, header true)`)),
    );
  }
  // Serial ids continue after the restored rows.
  const { rows: serials } = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table_name: table, column_name: column } of serials) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quoted(column)}), 1), max(${quoted(column)}) is not null) from ${quoted(table)}`,
      [`public.${quoted(table)}`, column],
    );
  }
}

/**
 * Rebuilds a fresh instance from a backup archive (issue 8 item 10): checks every checksum,
 * migrates the empty database to this version's schema (the archive must be of the same
 * version), loads every table in one transaction, then writes the file store, each file by
 * temp + rename. Refuses a database or file store that already holds data.
 */
export async function restoreBackup(options: {
  archive: string;
  db: Database;
  pool: pg.Pool;
  fileStore: string;
  /** DATA_DIR/keys of the new instance. */
  keyStore?: string;
}): Promise<BackupManifest> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'venus-restore-'));
  try {
    await tar.extract({ file: options.archive, cwd: work, strict: true });
    const manifest = await readManifest(work);
    await checkParts(work, manifest);
    if ((await publicTables(options.pool)).length > 0)
      throw new BackupRefused('the database is not empty: restore into a new, empty database');
    if ((await listFiles(options.fileStore, FILE_STORE_SKIP)).length > 0)
      throw new BackupRefused('the file store is not empty: restore into a new data directory');
    if (options.keyStore && (await listFiles(options.keyStore)).length > 0)
      throw new BackupRefused('the key store is not empty: restore into a new data directory');
    await migrateDatabase(options.db);
    const { rows } = await options.pool.query<{ count: string }>(
      'select count(*) as count from drizzle.__drizzle_migrations',
    );
    if (Number(rows[0]?.count) !== manifest.migrations)
      throw new BackupRefused(
        `the archive is of schema version ${manifest.migrations}, this Venus is at ${rows[0]?.count}: restore with the same version`,
      );
    const client = await options.pool.connect();
    try {
      await client.query('begin');
      await loadTables(client, work, manifest);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    await placeTree(path.join(work, 'files'), options.fileStore, Object.keys(manifest.files));
    if (options.keyStore)
      await placeTree(path.join(work, 'keys'), options.keyStore, Object.keys(manifest.keys ?? {}), 0o600);
    return manifest;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}
