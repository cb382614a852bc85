import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../db/migrations');

/** Applies the committed SQL migrations; runs on every start and is a no-op when up to date. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
