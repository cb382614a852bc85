import type { Cache } from './cache.ts';
import { MemoryCache } from './memory-cache.ts';
import { RedisCache } from './redis-cache.ts';

export function createCache(redisUrl: string | undefined, prefix: string): Cache {
  return redisUrl ? new RedisCache(redisUrl, prefix) : new MemoryCache();
}
