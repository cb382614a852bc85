import { type EventBus, type EventHandler, TopicHandlers } from './event-bus.ts';

/** One instance only: subscribers of this process hear what this process publishes. */
export class MemoryEventBus implements EventBus {
  private readonly handlers = new TopicHandlers();

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  async publish(topic: string, payload: unknown): Promise<void> {
    // A copy through JSON, so subscribers get what Redis would give them and never share objects.
    const copy: unknown = JSON.parse(JSON.stringify(payload));
    // Delivered on a later tick, as over Redis: a publisher never runs subscribers in its own call.
    setImmediate(() => this.handlers.deliver(topic, copy, this.onError));
  }

  subscribe(topic: string, handler: EventHandler): () => void {
    this.handlers.add(topic, handler);
    return () => void this.handlers.remove(topic, handler);
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
