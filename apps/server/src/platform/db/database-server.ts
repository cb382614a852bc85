import path from 'node:path';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

export interface DatabaseServer {
  url: string;
  /** Stops the embedded server and frees the data directory; nothing for DATABASE_URL. */
  release(): Promise<void>;
}

/**
 * The database to use: DATABASE_URL when set, otherwise the embedded PostgreSQL of DATA_DIR,
 * started here with the data directory locked, so two processes never run one cluster.
 */
export async function openDatabaseServer(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'embeddedPgPort'>,
  log: Logger,
): Promise<DatabaseServer> {
  if (config.databaseUrl) return { url: config.databaseUrl, release: async () => {} };
  const unlock = lockDataDir(config.dataDir);
  const embedded = await startEmbeddedPostgres({
    dir: path.join(config.dataDir, 'pg'),
    port: config.embeddedPgPort,
    database: 'venus',
    log,
  });
  return {
    url: embedded.url,
    release: async () => {
      await embedded.stop();
      unlock();
    },
  };
}
