/** The first retry comes quickly; later ones back off to at most half a minute. */
export const RECONNECT = { firstMs: 1000, maxMs: 30_000 } as const;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first): doubling from a second
 * up to the cap, with up to a fifth taken off at random so a restarted server is not hit by every
 * browser at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT.maxMs, RECONNECT.firstMs * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling * (1 - random() * 0.2));
}
