import type { TestProject } from 'vitest/node';
import { createSeededDatabase, dropDatabase, startTestServer } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

/**
 * One migrated and seeded template per run; each test file clones its own database from it, so
 * files run in parallel on clean data.
 */
export default async function setup(project: TestProject) {
  const server = await startTestServer('test-pg', Number(process.env.EMBEDDED_PG_TEST_PORT ?? 54339));
  const templateDb = `venus_template_${process.pid}`;
  await createSeededDatabase(server.adminUrl, templateDb);
  project.provide('adminUrl', server.adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    await dropDatabase(server.adminUrl, templateDb);
    await server.stop();
  };
}
