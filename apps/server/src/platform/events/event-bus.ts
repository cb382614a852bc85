/**
 * Fan-out of events to every server instance (DESIGN.md "cache / fan-out"): a live message sent
 * through one instance must reach a socket held by another. In-process by default; Redis pub/sub
 * when REDIS_URL is set. Delivery is at most once and only to instances listening at that moment:
 * live messages are notices, not a queue.
 */
export interface EventBus {
  /** Sends a JSON-serialisable payload to every subscriber of the topic, on every instance. */
  publish(topic: string, payload: unknown): Promise<void>;
  /** Calls the handler for each payload of the topic; answers the function that stops it. */
  subscribe(topic: string, handler: EventHandler): () => void;
  /** Resolves once every subscription made so far is live (Redis confirms them asynchronously). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export type EventHandler = (payload: unknown) => void;

/** The subscribers of each topic, shared by both implementations. */
export class TopicHandlers {
  private readonly byTopic = new Map<string, Set<EventHandler>>();

  /** Adds a handler; answers whether it is the topic's first (the moment to start listening). */
  add(topic: string, handler: EventHandler): boolean {
    const handlers = this.byTopic.get(topic) ?? new Set();
    handlers.add(handler);
    this.byTopic.set(topic, handlers);
    return handlers.size === 1;
  }

  /** Removes a handler; answers whether the topic has none left (the moment to stop listening). */
  remove(topic: string, handler: EventHandler): boolean {
    const handlers = this.byTopic.get(topic);
    if (!handlers?.delete(handler)) return false;
    if (handlers.size > 0) return false;
    this.byTopic.delete(topic);
    return true;
  }

  /** Runs every handler of the topic; one failing handler must not starve the others. */
  deliver(topic: string, payload: unknown, onError: (error: unknown) => void): void {
    for (const handler of [...(this.byTopic.get(topic) ?? [])]) {
      try {
        handler(payload);
      } catch (error) {
        onError(error);
      }
    }
  }

  clear(): void {
    this.byTopic.clear();
  }
}
