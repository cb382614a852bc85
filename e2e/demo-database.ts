import pg from 'pg';
import { journeyWorld } from './world.ts';

/** Runs one statement on the journeys' database: only for what no person could do in the app. */
export async function demoDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: journeyWorld().databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Reads rows of the journeys' database: who holds a task is not shown to the person waiting on it. */
export async function demoRows<T>(query: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: journeyWorld().databaseUrl });
  await client.connect();
  try {
    return (await client.query(query, values)).rows as T[];
  } finally {
    await client.end();
  }
}
