import { inject } from 'vitest';

/** One server of the journeys, with its own database, Redis prefix, files and mailbox. */
export interface JourneyWorld {
  baseUrl: string;
  /** Where the capturing SMTP server files each message: `<mailDir>/<recipient>/<n>.eml`. */
  mailDir: string;
  /** Its database, for the rare step a person cannot take (moving a clock back). */
  databaseUrl: string;
  /** Where its stored files live, for a step that loses one from the disk. */
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    journeyWorlds: JourneyWorld[];
  }
}

/**
 * The world of this journey's worker. Journeys run two at a time, each worker on a firm of its own,
 * so a journey still counts only the records of the journeys before it on the same world.
 */
export function journeyWorld(): JourneyWorld {
  const worlds = inject('journeyWorlds');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const world = worlds[worker - 1];
  if (!world) {
    throw new Error(
      `journey worker ${worker} has no world: run the journeys with --maxWorkers=${worlds.length}`,
    );
  }
  return world;
}
