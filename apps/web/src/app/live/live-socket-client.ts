import { LIVE_SOCKET_CLOSE, liveMessageSchema } from '@venus/shared';
import type { LiveEventBus } from './live-event-bus.ts';
import { reconnectDelay } from './reconnect-delay.ts';

/** The part of the browser's WebSocket the client uses (so tests can hand in another). */
export interface SocketLike {
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
  close(code?: number): void;
}
export type SocketFactory = (address: string) => SocketLike;

/** Close codes after which retrying cannot help: the server refused this session or user. */
const FINAL_CLOSES = new Set<number>(Object.values(LIVE_SOCKET_CLOSE));

export type LiveSocketState = 'connecting' | 'open' | 'retrying' | 'refused' | 'stopped';

/**
 * Keeps one live-message socket open while the user is signed in: every message is checked
 * against the shared schema and raised on the bus; a dropped socket reconnects with backoff,
 * a refused one (session ended, wrong user) does not.
 */
export class LiveSocketClient {
  private socket: SocketLike | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  state: LiveSocketState = 'stopped';

  constructor(
    private readonly address: string,
    private readonly bus: LiveEventBus,
    private readonly connect: SocketFactory = (url) => new WebSocket(url),
    private readonly onState: (state: LiveSocketState) => void = () => {},
  ) {}

  start(): void {
    if (this.state !== 'stopped') return;
    this.open();
  }

  /** Closes for good (sign-out, leaving the app); no reconnect follows. */
  stop(): void {
    clearTimeout(this.timer);
    this.setState('stopped');
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000);
  }

  private open(): void {
    this.setState('connecting');
    const socket = this.connect(this.address);
    this.socket = socket;
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.setState('open');
    });
    socket.addEventListener('message', (event) => {
      if (this.socket !== socket || typeof event.data !== 'string') return;
      const message = parseMessage(event.data);
      if (message) this.bus.raise(message);
    });
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      if (FINAL_CLOSES.has(event.code)) {
        this.setState('refused');
        return;
      }
      this.setState('retrying');
      this.timer = setTimeout(() => this.open(), reconnectDelay(this.attempt++));
    });
  }

  private setState(state: LiveSocketState): void {
    this.state = state;
    this.onState(state);
  }
}

/** A message that fails the shared schema is dropped: the socket never raises unchecked data. */
function parseMessage(text: string) {
  try {
    const parsed = liveMessageSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: dropped below.
  }
  console.warn('[venus] dropped a live message that is not in the expected shape');
  return null;
}
