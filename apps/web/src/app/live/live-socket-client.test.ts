import type { AddressInfo } from 'node:net';
import { LIVE_SOCKET_CLOSE, type LiveMessage } from '@venus/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { LiveEventBus } from './live-event-bus.ts';
import { LiveSocketClient, type LiveSocketState, type SocketLike } from './live-socket-client.ts';

/** A real socket server standing in for ours: it records connections and can talk or hang up. */
let server: WebSocketServer;
let connections: WebSocket[];
let address: string;

beforeEach(async () => {
  connections = [];
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('connection', (socket) => connections.push(socket));
  await new Promise((resolve) => server.once('listening', resolve));
  address = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/?userId=1`;
});
afterEach(async () => {
  for (const socket of server.clients) socket.terminate();
  await new Promise((resolve) => server.close(resolve));
});

const until = async (check: () => boolean, timeoutMs = 4000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

function startClient(bus = new LiveEventBus()) {
  const states: LiveSocketState[] = [];
  const client = new LiveSocketClient(
    address,
    bus,
    (url) => new WebSocket(url) as unknown as SocketLike,
    (state) => states.push(state),
  );
  client.start();
  return { client, states, bus };
}

const notice: LiveMessage = {
  event: 'msg',
  msgTitle: 'Hearing',
  msgContent: 'Moved to 10:00',
  eventBus: 'refreshTodo',
};

describe('live socket client', () => {
  it('raises each well-formed message on the bus and drops the rest', async () => {
    const bus = new LiveEventBus();
    const heard: LiveMessage[] = [];
    bus.subscribe('msg', (m) => heard.push(m));
    bus.subscribe('refreshTodo', (m) => heard.push(m));
    const { client } = startClient(bus);
    await until(() => connections.length === 1 && client.state === 'open');
    const original = console.warn;
    console.warn = () => {};
    try {
      connections[0]!.send('not json');
      connections[0]!.send(JSON.stringify({ event: 'hack', msgTitle: 'x' }));
      connections[0]!.send(JSON.stringify(notice));
      await until(() => heard.length === 2);
    } finally {
      console.warn = original;
    }
    expect(heard).toEqual([notice, notice]);
    client.stop();
  });

  it('reconnects after the connection drops', async () => {
    const { client, states } = startClient();
    await until(() => client.state === 'open');
    connections[0]!.terminate();
    await until(() => connections.length === 2 && client.state === 'open');
    expect(states).toEqual(['connecting', 'open', 'retrying', 'connecting', 'open']);
    client.stop();
  });

  it('gives up when the server refuses the session', async () => {
    const { client } = startClient();
    await until(() => client.state === 'open');
    connections[0]!.close(LIVE_SOCKET_CLOSE.unauthorized, 'session ended');
    await until(() => client.state === 'refused');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(connections).toHaveLength(1);
  });

  it('closes for good when stopped at sign-out', async () => {
    const { client } = startClient();
    await until(() => client.state === 'open');
    const closed = new Promise<number>((resolve) => connections[0]!.on('close', (code) => resolve(code)));
    client.stop();
    expect(await closed).toBe(1000);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(connections).toHaveLength(1);
    expect(client.state).toBe('stopped');
  });
});
