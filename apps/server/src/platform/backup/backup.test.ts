import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, cloneDatabase, dropDatabase, withDatabase } from '../../../test/test-database.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { fileSha256, listFiles } from './backup-manifest.ts';
import { createBackup } from './create-backup.ts';
import { BackupRefused, restoreBackup } from './restore-backup.ts';

/**
 * Issue 8 item 10: a backup of a seeded firm restores into an empty database and data directory
 * with every table's rows and every file identical; a damaged archive or a used target is refused.
 */
const adminUrl = inject('adminUrl');
const names: string[] = [];
const pools: pg.Pool[] = [];
let work: string;

async function database(template?: string): Promise<{ db: Database; pool: pg.Pool }> {
  const name = `venus_b_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  names.push(name);
  if (template) await cloneDatabase(adminUrl, template, name);
  else await adminQuery(adminUrl, `create database "${name}"`);
  const opened = createDatabase(withDatabase(adminUrl, name), 3);
  pools.push(opened.pool);
  return opened;
}

/** Every row of every table, as one fingerprint per table. */
async function fingerprints(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const result: Record<string, string> = {};
  for (const { tablename } of tables) {
    const { rows } = await pool.query<{ print: string; count: string }>(
      `select count(*) as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print from "${tablename}" t`,
    );
    result[tablename] = `${rows[0]!.count}:${rows[0]!.print}`;
  }
  return result;
}

let source: { db: Database; pool: pg.Pool };
let store: string;
let keys: string;
let archive: string;

beforeAll(async () => {
  work = await fsp.mkdtemp(path.join(os.tmpdir(), 'venus-backup-test-'));
  source = await database(inject('templateDb'));
  const ctx = { actor: null, requestId: 'backup-test', ip: '127.0.0.1', lang: 'cn' } as never;
  await source.db.transaction((tx) =>
    recordAudit(tx, ctx, {
      action: 'create',
      entity: 'backupTest',
      entityId: 1,
      after: { text: '引号"与,逗号\n换行' },
    }),
  );
  store = path.join(work, 'source-files');
  await fsp.mkdir(path.join(store, '2026', '11'), { recursive: true });
  await fsp.writeFile(path.join(store, '2026', '11', 'contract.pdf'), Buffer.from('%PDF-1.7 合同正文'));
  await fsp.writeFile(path.join(store, '2026', '11', 'evidence.bin'), Buffer.alloc(300_000, 7));
  // Work in progress is not part of a backup.
  await fsp.mkdir(path.join(store, '.tmp'), { recursive: true });
  await fsp.writeFile(path.join(store, '.tmp', 'half-written'), 'x');
  await fsp.mkdir(path.join(store, 'chunks', '7'), { recursive: true });
  await fsp.writeFile(path.join(store, 'chunks', '7', '0'), 'chunk');
  keys = path.join(work, 'source-keys');
  await fsp.mkdir(keys);
  await fsp.writeFile(path.join(keys, 'secret-box.key'), Buffer.alloc(32, 9), { mode: 0o600 });
  archive = path.join(work, 'out', 'venus.tar.gz');
  await createBackup({ pool: source.pool, fileStore: store, keyStore: keys, out: archive });
});

afterAll(async () => {
  for (const pool of pools) await pool.end();
  for (const name of names) await dropDatabase(adminUrl, name);
  await fsp.rm(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores every table and every stored file exactly, and ids continue after the restored ones', async () => {
    const target = await database();
    const targetStore = path.join(work, 'restored-files');
    const started = performance.now();
    const targetKeys = path.join(work, 'restored-keys');
    const manifest = await restoreBackup({
      archive,
      db: target.db,
      pool: target.pool,
      fileStore: targetStore,
      keyStore: targetKeys,
    });
    const seconds = (performance.now() - started) / 1000;
    expect(await fingerprints(target.pool)).toEqual(await fingerprints(source.pool));
    expect(Object.keys(manifest.tables).length).toBeGreaterThan(40);
    expect(await listFiles(targetStore)).toEqual(['2026/11/contract.pdf', '2026/11/evidence.bin']);
    // The key that opens second-factor secrets comes back, readable by the server only.
    const key = path.join(targetKeys, 'secret-box.key');
    expect(await fsp.readFile(key)).toEqual(Buffer.alloc(32, 9));
    expect((await fsp.stat(key)).mode & 0o777).toBe(0o600);
    for (const file of ['2026/11/contract.pdf', '2026/11/evidence.bin'])
      expect(await fileSha256(path.join(targetStore, file))).toBe(await fileSha256(path.join(store, file)));
    const { rows } = await target.pool.query<{ audit_id: string }>(
      `insert into sys_audit_log (action, entity) values ('create', 'afterRestore') returning audit_id`,
    );
    const { rows: max } = await source.pool.query<{ max: string }>(
      'select max(audit_id) as max from sys_audit_log',
    );
    expect(Number(rows[0]!.audit_id)).toBeGreaterThan(Number(max[0]!.max));
    console.log(`restore of the demo firm: ${seconds.toFixed(2)} s`);
  });

  it('refuses a database that already holds data, and writes nothing', async () => {
    const used = await database(inject('templateDb'));
    const before = await fingerprints(used.pool);
    await expect(
      restoreBackup({ archive, db: used.db, pool: used.pool, fileStore: path.join(work, 'unused-files') }),
    ).rejects.toThrow(BackupRefused);
    expect(await fingerprints(used.pool)).toEqual(before);
  });

  it('refuses an archive whose content no longer matches its checksums', async () => {
    const unpacked = path.join(work, 'unpacked');
    await fsp.mkdir(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const part = path.join(unpacked, 'db', 'sys_user.csv');
    await fsp.writeFile(part, (await fsp.readFile(part, 'utf8')).replace('admin', 'admim'));
    const damaged = path.join(work, 'damaged.tar.gz');
    await tar.create({ gzip: true, file: damaged, cwd: unpacked }, await fsp.readdir(unpacked));
    const target = await database();
    await expect(
      restoreBackup({
        archive: damaged,
        db: target.db,
        pool: target.pool,
        fileStore: path.join(work, 'damaged-files'),
      }),
    ).rejects.toThrow(/sys_user does not match its checksum/);
    const { rows } = await target.pool.query(`select 1 from pg_tables where schemaname = 'public'`);
    expect(rows).toEqual([]);
  });
});
