/**
 * The burst scenarios of `npm run bench` (issue 25 item 4), on a server process of their own:
 * `approval-burst` and `sign-in-storm`. Unlike the other scenarios they are not a steady load
 * beside a SQL replay: their figures are counts of answers and one list's p99 with and without
 * the bursts, measured in the same run.
 */
import path from 'node:path';
import pg from 'pg';
import { approvalBurst } from './approval-burst.ts';
import { people } from './bench-people.ts';
import { signIn } from './client.ts';
import type { SizeKey } from './firm-data.ts';
import type { Figure } from './results.ts';
import { startServer } from './server-process.ts';
import { signInStorm } from './sign-in-storm.ts';

export const BURST_SCENARIOS = ['approval-burst', 'sign-in-storm'] as const;
export type BurstScenario = (typeof BURST_SCENARIOS)[number];

export interface BurstOptions {
  size: SizeKey;
  databaseUrl: string;
  /** Clicks on one approval at once, and how many such bursts. */
  clicks: number;
  rounds: number;
  /** Different people signing in, and the window they arrive in. */
  people: number;
  stormSeconds: number;
}

export async function runBursts(names: readonly BurstScenario[], options: BurstOptions): Promise<Figure[]> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  const server = await startServer({
    databaseUrl: options.databaseUrl,
    logFile: path.join('/tmp', `venus-bench-bursts-${process.pid}.log`),
  });
  const all: Figure[] = [];
  try {
    const { heavy, others } = await people(pool);
    if (names.includes('approval-burst')) {
      const listers = [];
      for (const person of heavy.slice(0, 4)) listers.push(await signIn(server.url, person.userName));
      all.push(...(await approvalBurst(server.url, listers, options)));
    }
    if (names.includes('sign-in-storm'))
      all.push(
        ...(await signInStorm(server.url, others, {
          size: options.size,
          people: options.people,
          seconds: options.stormSeconds,
        })),
      );
  } finally {
    await server.stop();
    await pool.end();
  }
  return all;
}
