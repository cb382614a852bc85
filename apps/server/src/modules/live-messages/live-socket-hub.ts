import { LIVE_SOCKET_CLOSE, type LiveMessage } from '@venus/shared';
import type { WebSocket } from 'ws';
import { SESSION_ENDED_TOPIC, type SessionEnded } from '../../platform/auth/session.service.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';

/** Event-bus topics of live messages; every instance listens, each delivers to its own sockets. */
export const LIVE_TOPICS = { user: 'live.user', all: 'live.all' } as const;
export interface UserDelivery {
  userId: number;
  message: LiveMessage;
}

/** How often sockets are pinged and their sessions re-checked. */
export const HEARTBEAT_MS = 30_000;

interface LiveConnection {
  socket: WebSocket;
  userId: number;
  sessionId: number;
  /** Cleared at each heartbeat, set again by the pong; still clear at the next one means dead. */
  answered: boolean;
}

/**
 * The live sockets held by this instance, by user. Messages arrive through the event bus, so a
 * socket held here receives what any instance sends.
 */
export class LiveSocketHub {
  private readonly byUser = new Map<number, Set<LiveConnection>>();
  private readonly unsubscribes: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly events: EventBus,
    private readonly sessions: { isLive(sessionId: number): Promise<boolean> },
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Starts listening to the bus and the heartbeat; resolves when the subscriptions are live. */
  async start(heartbeatMs = HEARTBEAT_MS): Promise<void> {
    if (this.timer) return;
    this.unsubscribes.push(
      this.events.subscribe(LIVE_TOPICS.user, (payload) => {
        const { userId, message } = payload as UserDelivery;
        this.deliver(this.byUser.get(userId) ?? [], message);
      }),
      this.events.subscribe(LIVE_TOPICS.all, (payload) => {
        for (const connections of this.byUser.values()) this.deliver(connections, payload as LiveMessage);
      }),
      this.events.subscribe(SESSION_ENDED_TOPIC, (payload) => this.closeEnded(payload as SessionEnded)),
    );
    this.timer = setInterval(() => void this.heartbeat().catch(this.onError), heartbeatMs);
    this.timer.unref();
    await this.events.ready();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
  }

  /** Keeps a signed-in user's socket until it closes. */
  add(socket: WebSocket, userId: number, sessionId: number): void {
    const connection: LiveConnection = { socket, userId, sessionId, answered: true };
    const connections = this.byUser.get(userId) ?? new Set();
    connections.add(connection);
    this.byUser.set(userId, connections);
    socket.on('pong', () => {
      connection.answered = true;
    });
    socket.on('close', () => {
      connections.delete(connection);
      if (connections.size === 0 && this.byUser.get(userId) === connections) this.byUser.delete(userId);
    });
  }

  /**
   * One heartbeat: a socket that did not answer the last ping is dropped (its peer is gone without
   * a close), the others are pinged; a socket whose session has ended (idle or past its end) is
   * closed, since sockets do not pass through the per-request session check.
   */
  async heartbeat(): Promise<void> {
    const connections = [...this.byUser.values()].flatMap((set) => [...set]);
    const liveSessions = new Map<number, Promise<boolean>>();
    await Promise.all(
      connections.map(async (connection) => {
        if (!connection.answered) {
          connection.socket.terminate();
          return;
        }
        connection.answered = false;
        connection.socket.ping();
        const check = liveSessions.get(connection.sessionId) ?? this.sessions.isLive(connection.sessionId);
        liveSessions.set(connection.sessionId, check);
        if (!(await check)) connection.socket.close(LIVE_SOCKET_CLOSE.unauthorized, 'session ended');
      }),
    );
  }

  private deliver(connections: Iterable<LiveConnection>, message: LiveMessage): void {
    const text = JSON.stringify(message);
    for (const { socket } of connections) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }

  /** Closes the sockets of an ended session, or of every session of a user but the one kept. */
  private closeEnded(ended: SessionEnded): void {
    const isEnded = (connection: LiveConnection) =>
      'userId' in ended
        ? connection.userId === ended.userId && connection.sessionId !== ended.exceptSessionId
        : connection.sessionId === ended.sessionId;
    for (const connections of this.byUser.values()) {
      for (const connection of connections) {
        if (isEnded(connection)) connection.socket.close(LIVE_SOCKET_CLOSE.unauthorized, 'session ended');
      }
    }
  }
}
