import { defineConfig } from 'vitest/config';
import { JOURNEY_WORKERS } from './e2e/journey-workers.ts';
import { JourneySequencer } from './e2e/sequencer.ts';

// One runner for every kind of test; each project is a layer of the pyramid.
export default defineConfig({
  test: {
    // Server test files run two at a time (`test:server`, --maxWorkers=2): each has its own database,
    // and the "system busy" of simultaneous sign-ins (a transaction asking the pool for a second
    // connection) is gone since the sign-in reads its session policy before its transaction.
    sequence: { sequencer: JourneySequencer },
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      // The repository's own tooling: the test command's machine check (scripts/).
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // A worker keeps its modules from one file to the next: each file builds its own app on
          // its own database and closes it, and what modules keep is read-only (dictionaries, fonts).
          // Importing the server afresh for each of 140 files was a third of the suite's time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // A failed journey prints what its pages showed and did last (e2e/failure-report.ts).
          setupFiles: ['e2e/failure-report.ts'],
          // A journey signs several people in and walks a request end to end: over a minute when
          // CI shares its two cores.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A screen answers in its own time: a reload and its requests can take more than the
          // default 1 s under a loaded CI machine. What is awaited stays exact.
          expect: { poll: { timeout: 10_000 } },
          // Two at a time, each worker on a server and firm of its own (e2e/world.ts).
          maxWorkers: JOURNEY_WORKERS,
          // A worker keeps the modules it imported (Playwright, the server's code for the demo-year
          // journeys) from one file to the next, as the server tests do: each file launches its
          // own browser and closes what it opened. Re-importing them for each of 66 files was
          // minutes of CI.
          isolate: false,
        },
      },
    ],
  },
});
