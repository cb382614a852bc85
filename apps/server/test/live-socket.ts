import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { App } from '../src/app.ts';

/** A real WebSocket client on the live-message socket, recording what it hears. */
export interface LiveClient {
  socket: WebSocket;
  /** Messages received so far, parsed. */
  messages: Record<string, unknown>[];
  /** Resolves with the close code and reason, whoever closed. */
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the next message not yet taken; rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<Record<string, unknown>>;
}

/** Starts the app on a free loopback port (once) and answers its ws:// base address. */
export async function socketBase(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/venus-api/websocket`;
}

/**
 * Connects as a browser would: the session rides in the cookie. `auth: 'bearer'` sends the
 * Authorization header instead, as a non-browser client does.
 */
export async function connectLive(
  app: App,
  query: string,
  token?: string,
  options: { auth?: 'cookie' | 'bearer'; autoPong?: boolean; origin?: string } = {},
): Promise<LiveClient> {
  const headers: Record<string, string> = options.origin ? { origin: options.origin } : {};
  if (token && options.auth === 'bearer') headers.authorization = `Bearer ${token}`;
  else if (token) headers.cookie = `venus_token=${token}`;
  const socket = new WebSocket(`${await socketBase(app)}${query}`, {
    headers,
    autoPong: options.autoPong ?? true,
  });
  const messages: Record<string, unknown>[] = [];
  const waiters: ((message: Record<string, unknown>) => void)[] = [];
  let taken = 0;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    messages.push(message);
    waiters.shift()?.(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    closed,
    next(timeoutMs = 3000) {
      if (taken < messages.length) return Promise.resolve(messages[taken++]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no message within ${timeoutMs} ms`)), timeoutMs);
        waiters.push((message) => {
          clearTimeout(timer);
          taken += 1;
          resolve(message);
        });
      });
    },
  };
}

/** Resolves with the close, or rejects when the socket stays open past `timeoutMs`. */
export function closedWithin(client: LiveClient, timeoutMs = 3000) {
  return Promise.race([
    client.closed,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('socket stayed open')), timeoutMs)),
  ]);
}
