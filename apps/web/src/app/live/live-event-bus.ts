import { type LiveEvent, type LiveMessage, splitEventBus } from '@venus/shared';

/**
 * A name the bus raises: one of the socket events (spec §7), or a client event a message lists
 * in its `eventBus` field (such as a page's "refresh your list").
 */
export type LiveBusEvent = LiveEvent | (string & {});
export type LiveHandler = (message: LiveMessage) => void;

/** The app's in-process event bus for live messages: pages subscribe, the socket raises. */
export class LiveEventBus {
  private readonly handlers = new Map<string, Set<LiveHandler>>();

  /** Calls `handler` for each message raising `event`; answers the function that stops it. */
  subscribe(event: LiveBusEvent, handler: LiveHandler): () => void {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(event) === set) this.handlers.delete(event);
    };
  }

  /**
   * Raises the message's own event, then each event its `eventBus` lists, each name once. A
   * failing handler is reported and does not keep the message from the others.
   */
  raise(message: LiveMessage): void {
    const events = new Set<string>([message.event, ...splitEventBus(message.eventBus)]);
    for (const event of events) {
      for (const handler of [...(this.handlers.get(event) ?? [])]) {
        try {
          handler(message);
        } catch (error) {
          console.error(`[venus] live event ${event} handler failed`, error);
        }
      }
    }
  }
}

/** The one bus of the running app. */
export const liveEvents = new LiveEventBus();
