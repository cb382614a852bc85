import pg from 'pg';
import { inject } from 'vitest';

/** Runs one statement on the journeys' database: only for what no person could do in the app. */
export async function demoDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
