import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { firstStartDay } from '../apps/server/src/db/seed/demo-year/demo-year.ts';
import { createSeededDatabase, dropDatabase } from '../apps/server/test/test-database.ts';

/** The demo year, seeded once per run for every journey that looks at it, which clones it. */
export interface DemoYearTemplate {
  database: string;
  /** Its stored files; `READY` or `FAILED` appears beside them when the seeding has ended. */
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoYearTemplate: DemoYearTemplate;
  }
}

const READY = 'READY';
const FAILED = 'FAILED';

/**
 * Starts seeding the template in the background of the run's main process: the journeys on the
 * base firm run meanwhile, and a year journey waits only for what is left of it. Seeding the year
 * once instead of in each of its journeys is minutes of CI.
 */
export function startDemoYearTemplate(adminUrl: string): {
  template: DemoYearTemplate;
  drop(): Promise<void>;
} {
  const template = {
    database: `venus_e2e_year_tpl_${process.pid}`,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'venus-e2e-year-tpl-')),
  };
  const seeding = createSeededDatabase(adminUrl, template.database, {
    today: firstStartDay(),
    dataDir: template.dataDir,
  }).then(
    () => fs.writeFileSync(path.join(template.dataDir, READY), ''),
    (error: unknown) => fs.writeFileSync(path.join(template.dataDir, FAILED), String(error)),
  );
  return {
    template,
    async drop() {
      await seeding;
      await dropDatabase(adminUrl, template.database);
      fs.rmSync(template.dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for the run's template, then copies its files into `dataDir`; answers its database name. */
export async function demoYearTemplateInto(dataDir: string): Promise<string> {
  const template = inject('demoYearTemplate');
  const marker = (name: string) => path.join(template.dataDir, name);
  while (!fs.existsSync(marker(READY))) {
    if (fs.existsSync(marker(FAILED))) {
      throw new Error(`the demo year could not be seeded: ${fs.readFileSync(marker(FAILED), 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fs.cpSync(template.dataDir, dataDir, {
    recursive: true,
    filter: (source) => ![READY, FAILED].includes(path.basename(source)),
  });
  return template.database;
}
