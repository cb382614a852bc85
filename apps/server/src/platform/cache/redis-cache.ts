import { Redis } from 'ioredis';
import type { Cache } from './cache.ts';

export class RedisCache implements Cache {
  private readonly redis: Redis;

  /** `prefix` keeps several apps (or parallel test files) on one Redis apart. */
  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  }

  private k(key: string) {
    return `${this.prefix}${key}`;
  }

  get(key: string) {
    return this.redis.get(this.k(key));
  }

  async set(key: string, value: string, ttlSeconds: number) {
    await this.redis.set(this.k(key), value, 'EX', ttlSeconds);
  }

  take(key: string) {
    return this.redis.getdel(this.k(key));
  }

  async increment(key: string, ttlSeconds: number) {
    const [[, count]] = (await this.redis
      .multi()
      .incr(this.k(key))
      .expire(this.k(key), ttlSeconds, 'NX')
      .exec()) as [[Error | null, number]];
    return count;
  }

  async claim(key: string, ttlSeconds: number) {
    return (await this.redis.set(this.k(key), '1', 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  async delete(key: string) {
    await this.redis.del(this.k(key));
  }

  async close() {
    await this.redis.quit();
  }
}
