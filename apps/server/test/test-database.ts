import pg from 'pg';

/** The same server as `url`, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Clones the template. Two files cloning at the same instant can collide on the template's
 * lock ("being accessed by other users"), so a clash is retried.
 */
export async function cloneDatabase(adminUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

export const dropDatabase = (adminUrl: string, name: string) =>
  adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
