import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD } from './browser.ts';
import { journeyWorld } from './world.ts';

/** The id of a demo firm's case by its name, read as the administrator (who sees every case). */
export async function caseIdOf(browser: Browser, name: string): Promise<number> {
  const context = await browser.newContext({ baseURL: journeyWorld().baseUrl });
  await context.request.post('/venus-api/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  const response = await context.request.get('/venus-api/hankun/project/listAll', {
    params: { keyword: name },
  });
  const { rows } = (await response.json()) as { rows: { projectId: number }[] };
  await context.close();
  return rows[0]!.projectId;
}
