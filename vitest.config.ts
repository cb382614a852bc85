import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { JourneySequencer } from './e2e/sequencer.ts';

// One runner for every kind of test; each project is a layer of the pyramid.
export default defineConfig({
  test: {
    // Vitest leaves one core free, so a two-core CI machine ran the server files one at a time.
    // They wait on PostgreSQL more than they compute, and each has a database and Redis prefix of
    // its own: two at once took 224 s instead of 354 s (2026-11-26, a quiet two-core machine).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: JourneySequencer },
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // A journey signs several people in and walks a request end to end: over a minute when
          // CI shares its two cores.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A screen answers in its own time: a reload and its requests can take more than the
          // default 1 s under a loaded CI machine. What is awaited stays exact.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
