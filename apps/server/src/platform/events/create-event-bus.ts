import type { EventBus } from './event-bus.ts';
import { MemoryEventBus } from './memory-event-bus.ts';
import { RedisEventBus } from './redis-event-bus.ts';

/** Redis when a URL is given (several instances), else in-process (one instance). */
export function createEventBus(
  redisUrl: string | undefined,
  prefix: string,
  onError?: (error: unknown) => void,
): EventBus {
  return redisUrl ? new RedisEventBus(redisUrl, prefix, onError) : new MemoryEventBus(onError);
}
