import { Redis } from 'ioredis';
import { type EventBus, type EventHandler, TopicHandlers } from './event-bus.ts';

/**
 * Redis pub/sub across instances. A connection in subscriber mode can do nothing else, so
 * publishing and listening use two connections.
 */
export class RedisEventBus implements EventBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new TopicHandlers();
  /** Subscriptions still being confirmed by Redis; `ready()` waits for them. */
  private pending = new Set<Promise<unknown>>();

  /** `prefix` keeps several apps (or parallel test files) on one Redis apart. */
  constructor(
    url: string,
    private readonly prefix: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    // ioredis re-subscribes to its channels by itself after a reconnect.
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null });
    this.subscriber.on('message', (channel: string, text: string) => {
      if (!channel.startsWith(this.prefix)) return;
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch (error) {
        this.onError(error);
        return;
      }
      this.handlers.deliver(channel.slice(this.prefix.length), payload, this.onError);
    });
    this.publisher.on('error', this.onError);
    this.subscriber.on('error', this.onError);
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    await this.publisher.publish(this.prefix + topic, JSON.stringify(payload));
  }

  subscribe(topic: string, handler: EventHandler): () => void {
    if (this.handlers.add(topic, handler)) this.track(this.subscriber.subscribe(this.prefix + topic));
    return () => {
      if (this.handlers.remove(topic, handler)) this.track(this.subscriber.unsubscribe(this.prefix + topic));
    };
  }

  /** Resolves once Redis has confirmed every subscription made so far. */
  async ready(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private track(operation: Promise<unknown>): void {
    const tracked = operation.catch(this.onError).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}
