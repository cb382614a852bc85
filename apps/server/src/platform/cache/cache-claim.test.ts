import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Cache } from './cache.ts';
import { MemoryCache } from './memory-cache.ts';
import { RedisCache } from './redis-cache.ts';

/**
 * The nonce store of request signing (decision 0028): a key is claimed once, by one caller
 * even when many race, and may be claimed again once its time is up. In memory, and on Redis
 * when REDIS_URL is set (CI sets it), so several servers share the store.
 */
const stores: [string, () => Cache][] = [['memory', () => new MemoryCache()]];
if (process.env.REDIS_URL) {
  stores.push([
    'redis',
    () => new RedisCache(process.env.REDIS_URL as string, `venus-test:claim:${randomUUID()}:`),
  ]);
}

describe.each(stores)('claim on the %s cache', (_name, make) => {
  const cache = make();
  afterAll(() => cache.close());

  it('is won by exactly one of many racing claims', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.claim('nonce-a', 60)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await cache.claim('nonce-a', 60)).toBe(false);
    expect(await cache.claim('nonce-b', 60)).toBe(true);
  });

  it('can be claimed again once its time is up', async () => {
    expect(await cache.claim('short', 1)).toBe(true);
    expect(await cache.claim('short', 1)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await cache.claim('short', 1)).toBe(true);
  });
});
