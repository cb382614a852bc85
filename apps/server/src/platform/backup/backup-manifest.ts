import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export const BACKUP_FORMAT = 'venus-backup-1';

/** What a backup holds, with a checksum of every part, so a restore can prove it is whole. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** Migrations applied to the database backed up: a restore needs the same schema version. */
  migrations: number;
  tables: Record<string, { rows: number; sha256: string }>;
  /** Stored file contents by their path under the file store. */
  files: Record<string, { size: number; sha256: string }>;
  /** The server's keys (DATA_DIR/keys: the key that opens second-factor secrets). */
  keys: Record<string, { size: number; sha256: string }>;
}

/** The sha256 of a file on disk, streamed. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every regular file below a directory, as paths relative to it; `skip` names top-level entries to leave out. */
export async function listFiles(root: string, skip: readonly string[] = []): Promise<string[]> {
  const found: string[] = [];
  const visit = async (dir: string, relative: string): Promise<void> => {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const inside = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && skip.includes(entry.name)) continue;
      if (entry.isDirectory()) await visit(path.join(dir, entry.name), inside);
      else if (entry.isFile()) found.push(inside);
    }
  };
  await visit(root, '');
  return found.sort();
}
