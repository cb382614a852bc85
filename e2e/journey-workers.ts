/**
 * Journeys run this many at a time, each worker on a server and firm of its own: on CI's two cores
 * a journey spends much of its time waiting on a screen, so two keep both cores busy.
 */
export const JOURNEY_WORKERS = 2;
