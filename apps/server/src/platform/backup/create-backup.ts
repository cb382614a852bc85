import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import { BACKUP_FORMAT, type BackupManifest, fileSha256, listFiles } from './backup-manifest.ts';

/** Work in progress of the file store: half-written temp files and unfinished chunked uploads. */
export const FILE_STORE_SKIP = ['.tmp', 'chunks'];

/** Copies every file below `from` (but `skip`) to `to`, answering each one's size and checksum. */
async function copyTree(
  from: string,
  to: string,
  skip: readonly string[] = [],
): Promise<BackupManifest['files']> {
  const copied: BackupManifest['files'] = {};
  for (const relative of await listFiles(from, skip)) {
    const target = path.join(to, relative);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.copyFile(path.join(from, relative), target);
    const { size } = await fsp.stat(target);
    copied[relative] = { size, sha256: await fileSha256(target) };
  }
  return copied;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function publicTables(client: pg.PoolClient | pg.Pool): Promise<string[]> {
  const { rows } = await client.query<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.tablename);
}

/**
 * Writes a backup archive (issue 8 item 10): every table of the database as CSV, read inside one
 * repeatable-read transaction so all tables are of the same instant; then the file store; then
 * a manifest with row counts and checksums. The archive is written to a temporary name and
 * renamed, so a failed backup never leaves a file that looks whole.
 */
export async function createBackup(options: {
  pool: pg.Pool;
  fileStore: string;
  /** DATA_DIR/keys: without it, restored second-factor secrets could not be read. */
  keyStore?: string;
  out: string;
}): Promise<BackupManifest> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'venus-backup-'));
  try {
    await fsp.mkdir(path.join(work, 'db'));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      migrations: 0,
      tables: {},
      files: {},
      keys: {},
    };
    const client = await options.pool.connect();
    try {
      await client.query('begin isolation level repeatable read read only');
      const { rows } = await client.query<{ count: string }>(
        'select count(*) as count from drizzle.__drizzle_migrations',
      );
      manifest.migrations = Number(rows[0]?.count ?? 0);
      for (const table of await publicTables(client)) {
        const file = path.join(work, 'db', `${table}.csv`);
        await pipeline(
          client.query(copyTo(`copy ${quoted(table)} to stdout with (format csv, header true)`)),
          fs.createWriteStream(file),
        );
        const count = await client.query<{ count: string }>(`select count(*) as count from ${quoted(table)}`);
        manifest.tables[table] = { rows: Number(count.rows[0]?.count ?? 0), sha256: await fileSha256(file) };
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    // After the snapshot: every file the database names was stored before it (contents are
    // renamed into place before their row commits), so the copy holds all of them.
    manifest.files = await copyTree(options.fileStore, path.join(work, 'files'), FILE_STORE_SKIP);
    if (options.keyStore) manifest.keys = await copyTree(options.keyStore, path.join(work, 'keys'));
    await fsp.writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await fsp.mkdir(path.dirname(options.out), { recursive: true });
    const partial = `${options.out}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, [
      'manifest.json',
      'db',
      ...(Object.keys(manifest.files).length > 0 ? ['files'] : []),
      ...(Object.keys(manifest.keys).length > 0 ? ['keys'] : []),
    ]);
    await fsp.rename(partial, options.out);
    return manifest;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}
